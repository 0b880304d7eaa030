import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FormattedExecutionResult } from 'graphql';
import type { RequestState } from '../../../schema/forms';
import type { Encoding } from '../http/encoded-once';
import type { GlobalStylesheet } from './global-stylesheet';
import type { PageOperation } from './page-operations';
import type { RenderedPage, RenderSite } from './render-module';

/** What the render thread starts with. */
export interface RenderWorkerData {
  distDir: string;
  site: RenderSite;
  stylesheet: GlobalStylesheet;
  /** The build's index.html and the tags added to every page's head (renderedPage). */
  template: string;
  headTags: string;
}

/** Messages to the render thread: a page to render, and the answers to the operations it asked for. */
export type ToRenderThread =
  | { type: 'render'; id: number; url: string; requestState?: RequestState; encoding?: Encoding }
  | { type: 'executed'; id: number; result: FormattedExecutionResult }
  | { type: 'execute-failed'; id: number; error: string };

/** Messages from the render thread: started, an operation of a render to run, a render's end. */
export type FromRenderThread =
  | { type: 'ready' }
  | { type: 'execute'; render: number; id: number; operation: PageOperation }
  | { type: 'rendered'; id: number; result: RenderedPage }
  | { type: 'failed'; id: number; error: string };

/** The worker's code is TypeScript like the rest of the server: it is loaded through tsx, under `npm start` and jest alike. */
const WORKER_FILE = path.resolve(process.cwd(), 'server/src/ssr/render-worker.ts');

function workerSource(): string {
  const file = pathToFileURL(WORKER_FILE).href;
  return `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(file)}, ${JSON.stringify(file)}));`;
}

interface PendingRender {
  resolve: (result: RenderedPage) => void;
  reject: (error: Error) => void;
  execute: (operation: PageOperation) => Promise<FormattedExecutionResult>;
}

/**
 * Server renders in a worker thread of their own. A render held the main thread's event loop for
 * its whole length, so every other request (a cached page, an API answer) waited behind it: four
 * clients asking for new glossary searches took a cached page's p99 from 24 ms to 638 ms. In a
 * thread of its own a render takes at most one of the two cores, and the main thread only runs
 * the page's GraphQL operations (the schema, its services and the database stay there). One
 * thread: renders run one after another on it, whatever number of requests asks for them
 * (admission in front of it: page-renderer.ts). A thread that stops is started again for the next
 * render; the renders it held fail (a 500 page).
 */
export class RenderThread {
  private worker: Promise<Worker> | undefined;
  private readonly pending = new Map<number, PendingRender>();
  private rendersSent = 0;
  private closing = false;

  constructor(
    private readonly data: RenderWorkerData,
    private readonly log: (message: string) => void,
  ) {}

  /** Starts the thread (once), resolving when it has loaded the render module. */
  start(): Promise<Worker> {
    this.worker ??= new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(workerSource(), { eval: true, workerData: this.data });
      worker.on('message', (message: FromRenderThread) => {
        if (message.type === 'ready') resolve(worker);
        else this.receive(worker, message);
      });
      worker.once('error', (error) => {
        this.log(`render thread failed: ${error.message}`);
        reject(error);
      });
      worker.once('exit', (code) => {
        this.worker = undefined;
        if (!this.closing) this.log(`render thread stopped (exit code ${code}); the next render starts another`);
        const stopped = new Error('The render thread stopped.');
        reject(stopped);
        for (const render of this.pending.values()) render.reject(stopped);
        this.pending.clear();
      });
    });
    return this.worker;
  }

  /** Renders `url` in the thread, with its copy in `encoding` when one is asked for; its operations run here with `execute`. */
  async render(url: string, { requestState, encoding }: { requestState?: RequestState; encoding?: Encoding }, execute: PendingRender['execute']): Promise<RenderedPage> {
    const worker = await this.start();
    this.rendersSent += 1;
    const id = this.rendersSent;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, execute });
      worker.postMessage({ type: 'render', id, url, requestState, encoding } satisfies ToRenderThread);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    const worker = await this.worker?.catch(() => undefined);
    await worker?.terminate();
  }

  private receive(worker: Worker, message: Exclude<FromRenderThread, { type: 'ready' }>) {
    if (message.type === 'execute') {
      const render = this.pending.get(message.render);
      const answer = (reply: ToRenderThread) => worker.postMessage(reply);
      if (!render) {
        answer({ type: 'execute-failed', id: message.id, error: 'The render has ended.' });
        return;
      }
      render.execute(message.operation).then(
        (result) => answer({ type: 'executed', id: message.id, result }),
        (error: unknown) => answer({ type: 'execute-failed', id: message.id, error: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    const render = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (message.type === 'rendered') render?.resolve(message.result);
    else render?.reject(new Error(message.error));
  }
}
