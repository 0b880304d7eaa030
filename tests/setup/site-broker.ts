import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withDatabase, workerDatabase } from './test-database';

/** Where a worker's browser tests find its site: the app's URL and Chromium's Playwright endpoint. */
export interface WorkerSite {
  url: string;
  browserEndpoint: string;
}

export interface SiteBroker {
  url: string;
  close(): Promise<void>;
}

function startSiteProcess(databaseUrl: string): { child: ChildProcess; ready: Promise<WorkerSite> } {
  // The browser suites' site runs with NODE_ENV=test (the development builds), as before, while the
  // other suites' servers render with the production builds (global-setup.ts): with production builds
  // here, two of four full runs had one site's pages stay unhydrated for minutes, not yet understood.
  const env = { ...process.env, NODE_ENV: 'test' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/site-process.ts', databaseUrl], { stdio: ['pipe', 'pipe', 'pipe'], env });
  const ready = new Promise<WorkerSite>((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^READY (.+)$/m.exec(output);
      if (match) resolve(JSON.parse(match[1]!) as WorkerSite);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.TEST_SERVER_LOG) process.stderr.write(chunk);
    });
    child.on('exit', (code) => reject(new Error(`The browser tests' site process exited (${code}):\n${output}`)));
  });
  return { child, ready };
}

/**
 * Runs in jest's main process (global-setup.ts): on a worker's first request, starts that
 * worker's site process (site-process.ts) on the worker's database, and answers every later
 * request of that worker with the same site. jest gives each test file a module registry and VM
 * context of its own, so a server or browser one file started cannot be handed to the next file
 * from inside the worker; a process outside it can be. One per worker keeps a site's rendering
 * off the other sites' event loop, and its database the worker's.
 */
export async function startSiteBroker(serverUrl: string): Promise<SiteBroker> {
  const sites = new Map<string, { child: ChildProcess; ready: Promise<WorkerSite> }>();
  const broker: Server = createServer((request, response) => {
    const worker = /^\/sites\/(\d+)$/.exec(request.url ?? '')?.[1];
    if (!worker) {
      response.writeHead(404).end();
      return;
    }
    let site = sites.get(worker);
    if (!site) {
      site = startSiteProcess(withDatabase(serverUrl, workerDatabase(worker)));
      sites.set(worker, site);
    }
    site.ready.then(
      (found) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found)),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(broker.address() as AddressInfo).port}`,
    close: async () => {
      broker.close();
      await Promise.all(
        [...sites.values()].map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.stdin!.end();
            }),
        ),
      );
    },
  };
}
