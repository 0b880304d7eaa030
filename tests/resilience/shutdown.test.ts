import { spawn } from 'node:child_process';
import pg from 'pg';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

test('SIGTERM lets requests in flight finish, then stops the server cleanly', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'bidlight-shutdown-')),
      ADMIN_TOKEN: 'shutdown-test-admin-token-0123456789',
      RATE_LIMIT_WRITES_PER_MINUTE: '1000',
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
    void exited.then(() => reject(new Error(`server exited early:\n${output}`)));
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
  expect(output).toContain('SIGTERM: finishing requests and stopping');
  expect(output).toContain('stopped');
  // Every request the server accepted was answered in full; none was cut off with a 5xx.
  for (const result of statuses) if (result.status === 'fulfilled') expect(result.value).toBe(200);
  const answered = statuses.filter((result) => result.status === 'fulfilled').length;
  expect(answered).toBeGreaterThan(0);
  // Nothing answered 200 was lost: at least as many rows as successful answers.
  expect(rows[0].n).toBeGreaterThanOrEqual(answered);
});
