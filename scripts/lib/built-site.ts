import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { freePort, stopChild, waitUntilHealthy } from './processes';

/** A site started from a finished build, in its own process, for a measurement to load. */
export interface BuiltSite {
  url: string;
  child: ChildProcess;
  /** Resolves once /healthz answers 200; rejects, naming the log file, when the site exits or is too slow. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGTERM, then SIGKILL after 30 s; resolves once the process has exited. */
  stop(): Promise<void>;
}

export interface BuiltSiteOptions {
  /** The build to serve (the caller has just built it: scripts/lib/start-built-site.ts never builds). */
  distDir: string;
  /** The site's own folder; its embedded PostgreSQL lives there when `databaseUrl` is not given. */
  dataDir: string;
  /** Where the site's stdout and stderr go. */
  logFile: string;
  /** A PostgreSQL to use instead of the site's own embedded one. */
  databaseUrl?: string;
  /** Started with --expose-gc, the site collects its garbage on SIGUSR2 (memory read without it). */
  exposeGc?: boolean;
  /** Settings on top of the measured defaults (CONTENT_DIR, cache sizes…). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Spawns the built site in production mode on a free port, as every measurement script needs it:
 * writes not throttled (the load is the point), a random admin token, and never a real email
 * provider, analytics tag or shared rate-limit store. Returns at once; await `ready()` before
 * loading it, after registering `stop()` with the caller's clean-up.
 */
export async function spawnBuiltSite(options: BuiltSiteOptions): Promise<BuiltSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logStream = createWriteStream(options.logFile);
  const child = spawn(process.execPath, [...(options.exposeGc ? ['--expose-gc'] : []), '--import', 'tsx', 'scripts/lib/start-built-site.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl ?? '',
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? {} : { EMBEDDED_PG_PORT: String(await freePort()) }),
      DIST_DIR: options.distDir,
      ADMIN_TOKEN: randomBytes(24).toString('hex'),
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      VITALS_REPORTS_PER_MINUTE: '100000',
      BREVO_API_KEY: '',
      REDIS_URL: '',
      GA_MEASUREMENT_ID: '',
      GOOGLE_ADS_SEND_TO: '',
      ...options.env,
    },
  });
  child.stdout!.pipe(logStream);
  child.stderr!.pipe(logStream);
  return {
    url,
    child,
    ready: (timeoutMs = 300_000) =>
      waitUntilHealthy(url, { child, timeoutMs }).catch((error: unknown) => {
        throw new Error(`${error instanceof Error ? error.message : String(error)} (see ${options.logFile})`);
      }),
    stop: () => stopChild(child, { graceMs: 30_000 }),
  };
}

/**
 * Runs `use` with the built site, started on a fresh data folder, and Debian's Chromium: both are
 * stopped and the folder removed when `use` returns or throws, or on Ctrl-C.
 */
export async function withSiteAndBrowser<T>(
  options: Omit<BuiltSiteOptions, 'dataDir' | 'logFile'> & { name: string; logFile?: string },
  use: (site: BuiltSite, browser: Browser) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bidlight-${options.name}-data-`));
  const site = await spawnBuiltSite({ ...options, dataDir, logFile: options.logFile ?? path.join(dataDir, 'server.log') });
  let browser: Browser | undefined;
  const cleanUp = async () => {
    await browser?.close();
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  try {
    console.log(`[${options.name}] starting the site with its own embedded PostgreSQL`);
    await site.ready();
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    return await use(site, browser);
  } finally {
    await cleanUp();
  }
}
