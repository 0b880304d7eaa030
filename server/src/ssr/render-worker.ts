/**
 * The code of the render thread (render-thread.ts): renders pages with the built server bundle,
 * asking the server's main thread to run each page's GraphQL operations on its schema. A render
 * holds the thread it runs on from its first byte to its last (35–400 ms for a not-found page or a
 * glossary search here); in this thread, the main thread goes on answering cached pages meanwhile.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { FormattedExecutionResult } from 'graphql';
import { describeError } from '../shared/log-text';
import { PageScripts } from './page-scripts';
import { importRenderModule, renderedPage } from './render-module';
import type { RenderWorkerData, ToRenderThread, FromRenderThread } from './render-thread';

const { distDir, site, stylesheet, template, headTags } = workerData as RenderWorkerData;

/**
 * The render thread's niceness (Linux: -20 to 19, 0 for the server's own threads). When the cores
 * are short, answers the server already has (a cached page, an API answer) come before new
 * renders: four clients asking for new pages back to back otherwise kept one core busy with
 * renders while the main thread, PostgreSQL and everything else shared the other.
 */
const RENDER_NICENESS = 10;

// On Linux a thread has a niceness of its own, set through its thread id (/proc/thread-self
// names it); elsewhere the thread keeps the process's.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), RENDER_NICENESS);
} catch {
  // Not Linux, or the priority cannot be changed here: renders run at the process's priority.
}
const port = parentPort!;
const post = (message: FromRenderThread) => port.postMessage(message);

const renderModule = await importRenderModule(distDir);
const pageScripts = PageScripts.read(path.join(distDir, 'client'));
const scriptsOf = pageScripts && ((modules: string[]) => pageScripts.for(modules));

/** Operations sent to the main thread, by their number, until it answers. */
const operations = new Map<number, { resolve: (result: FormattedExecutionResult) => void; reject: (error: Error) => void }>();
let operationsSent = 0;

async function render(message: Extract<ToRenderThread, { type: 'render' }>) {
  try {
    const result = await renderModule.render({
      url: message.url,
      site,
      requestState: message.requestState,
      stylesheet,
      scriptsOf,
      execute: (operation) =>
        new Promise((resolve, reject) => {
          operationsSent += 1;
          operations.set(operationsSent, { resolve, reject });
          post({ type: 'execute', render: message.id, id: operationsSent, operation });
        }),
    });
    // The document is put together and compressed here, at this thread's priority, not on the
    // event loop (compressing a new page there took about 3 ms of it per render).
    post({ type: 'rendered', id: message.id, result: renderedPage(result, { template, headTags, encoding: message.encoding }) });
  } catch (error) {
    post({ type: 'failed', id: message.id, error: describeError(error) });
  }
}

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'render') {
    void render(message);
    return;
  }
  const waiting = operations.get(message.id);
  operations.delete(message.id);
  if (message.type === 'executed') waiting?.resolve(message.result);
  else waiting?.reject(new Error(message.error));
});
post({ type: 'ready' });
