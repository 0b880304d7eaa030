import { spawn } from 'node:child_process';
import pg from 'pg';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/processes';
import { isProcessAlive, readPostmaster } from '../../server/src/db/embedded-postgres';

/** Starts server/src/main.ts as `npm start` does, with the given environment; resolves with its URL once it serves. */
async function startMain(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', ADMIN_TOKEN: 'shutdown-test-admin-token-0123456789', ...env },
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
      reject(new Error(`server exited early:\n${output}`));
    });
  });
  return { child, url, exited, output: () => output };
}

test('SIGTERM lets requests in flight finish, then stops the server cleanly', async () => {
  const { child, url, exited, output } = await startMain({
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'bidlight-shutdown-')),
    RATE_LIMIT_WRITES_PER_MINUTE: '1000',
  });
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  const inFlight = Array.from({ length: 30 }, (_, index) =>
    fetch(`${url}/api/early-access`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `shutdown${index}@example.com` }),
    }).then((response) => response.status),
  );
  // Signal once the server is demonstrably in the middle of the batch.
  const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await db.connect();
  for (;;) {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM waitlist_signups WHERE email LIKE 'shutdown%'`);
    if (rows[0].n > 0) break;
  }
  child.kill('SIGTERM');
  const statuses = await Promise.allSettled(inFlight);
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM waitlist_signups WHERE email LIKE 'shutdown%'`);
  await db.query(`DELETE FROM waitlist_signups WHERE email LIKE 'shutdown%'`);
  await db.end();
  expect(await exited).toBe(0);
  expect(output()).toContain('SIGTERM: finishing requests and stopping');
  expect(output()).toContain('stopped');
  // Every request the server accepted was answered in full; none was cut off with a 5xx.
  for (const result of statuses) if (result.status === 'fulfilled') expect(result.value).toBe(200);
  const answered = statuses.filter((result) => result.status === 'fulfilled').length;
  expect(answered).toBeGreaterThan(0);
  // Nothing answered 200 was lost: at least as many rows as successful answers.
  expect(rows[0].n).toBeGreaterThanOrEqual(answered);
});

test('without DATABASE_URL, SIGTERM also stops the embedded PostgreSQL the server started', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bidlight-shutdown-embedded-'));
  const { child, url, exited, output } = await startMain({ DATABASE_URL: undefined, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) });
  expect(output()).toContain('database: embedded PostgreSQL ready');
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  const postgresDir = path.join(dataDir, 'postgres');
  const postgresPid = (await readPostmaster(postgresDir))!.pid;
  expect(isProcessAlive(postgresPid)).toBe(true);

  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(isProcessAlive(postgresPid)).toBe(false);
  expect(existsSync(path.join(postgresDir, 'postmaster.pid'))).toBe(false);
}, 120_000);
