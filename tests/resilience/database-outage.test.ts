import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PostgresChild } from '../support/postgres-child';
import { startTestServer, type TestServer } from '../support/test-server';

let database: PostgresChild;
let server: TestServer;

beforeAll(async () => {
  database = new PostgresChild(path.join(await mkdtemp(path.join(tmpdir(), 'bidlight-outage-')), 'postgres'));
  server = await startTestServer({ pages: true, env: { DATABASE_URL: await database.start() } });
});
afterAll(async () => {
  await server?.close();
  await database?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('When PostgreSQL stops under a stream of signups, answers are 503 with a JSON message, the server recovers by itself, and no answered signup is lost', async () => {
  const answered = new Map<string, number>();
  let counter = 0;
  const signup = async () => {
    const email = `stream${counter++}@example.com`;
    const response = await server.post('/api/early-access', { email });
    answered.set(email, response.status);
    return response;
  };
  // Four clients sign up one after another, without pause, from before the outage to after it.
  let streaming = true;
  const stream = Promise.all(
    Array.from({ length: 4 }, async () => {
      while (streaming) await signup();
    }),
  );
  const twoHundreds = () => [...answered.values()].filter((status) => status === 200).length;
  while (twoHundreds() < 40) await sleep(10);

  await database.stop();
  const down = await signup();
  expect(down.status).toBe(503);
  expect(await down.json()).toEqual({ message: 'The service is temporarily unavailable. Please try again shortly.', code: 'SERVICE_UNAVAILABLE' });
  const health = await server.get('/healthz');
  expect(health.status).toBe(503);
  expect(((await health.json()) as { database: { up: boolean } }).database.up).toBe(false);
  expect([200, 503]).toContain((await server.get('/api/glossary/request-for-proposal')).status);
  const page = await server.get('/industries');
  expect(page.status).toBe(503);
  expect(await page.text()).toContain('Error Loading Industries');
  await sleep(300);

  await database.start();
  const beforeRecovery = twoHundreds();
  for (let attempt = 0; attempt < 100 && twoHundreds() < beforeRecovery + 40; attempt += 1) await sleep(100);
  streaming = false;
  await stream;
  expect(twoHundreds()).toBeGreaterThanOrEqual(beforeRecovery + 40);
  expect((await server.get('/healthz')).status).toBe(200);
  expect((await server.get('/industries')).status).toBe(200);

  const statuses = new Set(answered.values());
  expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
  expect(statuses).toContain(503);
  const stored: { email: string }[] = await server.dataSource.query('SELECT email FROM waitlist_signups');
  const storedSet = new Set(stored.map((row) => row.email));
  expect(stored.length).toBe(storedSet.size);
  for (const [email, status] of answered) if (status === 200) expect(storedSet).toContain(email);
});
