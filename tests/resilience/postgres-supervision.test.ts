import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isProcessAlive, readPostmaster } from '../../server/src/db/embedded-postgres';
import { freePort } from '../../scripts/lib/processes';
import { PostgresChild } from '../support/postgres-child';
import { startTestServer } from '../support/test-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs up until a write is answered 200 again; the statuses seen on the way. */
async function writeUntilServed(url: string, label: string, deadlineMs = 90_000) {
  const statuses: number[] = [];
  const started = Date.now();
  for (let attempt = 0; Date.now() - started < deadlineMs; attempt += 1) {
    const response = await fetch(`${url}/api/early-access`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${label}-${attempt}@example.com` }),
    }).catch(() => undefined);
    statuses.push(response?.status ?? 0);
    if (response?.status === 200) break;
    await sleep(100);
  }
  return statuses;
}

/**
 * Waits until the site reports the database down. Right after the postmaster is killed, its
 * backends may still finish a query on an open connection (a run here saw a write served 35 ms after the
 * kill, then /healthz fail on a new connection): "served again" counts from the outage on.
 */
async function untilUnavailable(url: string, deadlineMs = 10_000) {
  const started = Date.now();
  while ((await fetch(`${url}/healthz`)).status !== 503) {
    if (Date.now() - started > deadlineMs) throw new Error(`the site did not report the database down within ${deadlineMs} ms`);
    await sleep(20);
  }
}

/** Starts the site as `npm start` does (without building: the test run has built it), on an embedded PostgreSQL in `dataDir`. */
async function startSite(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/lib/start-built-site.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      // A port of its own: a fixed one may be taken, while this database is down, by another run's.
      EMBEDDED_PG_PORT: String(await freePort()),
      ADMIN_TOKEN: 'supervision-test-admin-token-0123456789',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /site: (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the site exited early:\n${output}`));
    });
  });
  return { child, url, exited, output: () => output };
}

test('When the embedded PostgreSQL is killed (SIGKILL to its postmaster), then the site answers 503, starts it again by itself and serves writes without a restart', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bidlight-supervision-'));
  const site = await startSite(dataDir);
  try {
    expect((await writeUntilServed(site.url, 'before', 10_000)).at(-1)).toBe(200);
    const postgresDir = path.join(dataDir, 'postgres');
    const killed = (await readPostmaster(postgresDir))!.pid;
    process.kill(killed, 'SIGKILL');
    await untilUnavailable(site.url);

    const statuses = await writeUntilServed(site.url, 'after');
    expect(statuses.at(-1)).toBe(200);
    // Nothing but "unavailable" while it was down: no 500, no hang.
    expect(statuses.slice(0, -1).filter((status) => status !== 503)).toEqual([]);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    const restarted = (await readPostmaster(postgresDir))!.pid;
    expect(restarted).not.toBe(killed);
    expect(isProcessAlive(restarted)).toBe(true);
    expect(site.output()).toContain('has stopped; starting it again');
    expect(site.output()).toMatch(/embedded PostgreSQL is running again \(pid \d+, \d+ ms after it stopped\)/);

    // The restarted database is the one the site stops with it.
    site.child.kill('SIGTERM');
    expect(await site.exited).toBe(0);
    expect(isProcessAlive(restarted)).toBe(false);
  } finally {
    if (site.child.exitCode === null) site.child.kill('SIGKILL');
  }
}, 180_000);

test('With DATABASE_URL, when that PostgreSQL is killed and comes back, then the pool reconnects and writes are served again', async () => {
  const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'bidlight-supervision-url-')), 'postgres');
  // The database runs in its own process (supervised there), as a separate server would.
  const database = new PostgresChild(dataDir);
  const server = await startTestServer({ env: { DATABASE_URL: await database.start() } });
  try {
    expect((await server.post('/api/early-access', { email: 'url-before@example.com' })).status).toBe(200);
    process.kill((await readPostmaster(dataDir))!.pid, 'SIGKILL');
    await untilUnavailable(server.url);
    const statuses = await writeUntilServed(server.url, 'url-after');
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.slice(0, -1).filter((status) => status !== 503)).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  } finally {
    await server.close();
    await database.stop();
  }
}, 180_000);
