import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PostgresChild } from '../support/postgres-child';
import { startTestServer, type TestServer } from '../support/test-server';

let database: PostgresChild;
let server: TestServer;

beforeAll(async () => {
  database = new PostgresChild(path.join(await mkdtemp(path.join(tmpdir(), 'bidlight-outage-')), 'postgres'), 56100);
  server = await startTestServer({ pages: true, env: { DATABASE_URL: await database.start() } });
});
afterAll(async () => {
  await server?.close();
  await database?.stop();
});

test('When PostgreSQL stops under a running server, answers are 503 with a JSON message, and the server recovers by itself', async () => {
  const answered = new Map<string, number>();
  let counter = 0;
  const signup = async () => {
    const email = `stream${counter++}@example.com`;
    const response = await server.post('/api/early-access', { email });
    answered.set(email, response.status);
    return response;
  };

  for (let index = 0; index < 10; index += 1) expect((await signup()).status).toBe(200);

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
  for (let index = 0; index < 5; index += 1) await signup();

  await database.start();
  let recovered = false;
  for (let attempt = 0; attempt < 50 && !recovered; attempt += 1) {
    recovered = (await signup()).status === 200;
    if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(recovered).toBe(true);
  for (let index = 0; index < 10; index += 1) expect((await signup()).status).toBe(200);
  expect((await server.get('/healthz')).status).toBe(200);
  expect((await server.get('/industries')).status).toBe(200);

  const statuses = new Set(answered.values());
  expect([...statuses].every((status) => status === 200 || status === 503)).toBe(true);
  const stored: { email: string }[] = await server.dataSource.query('SELECT email FROM waitlist_signups');
  const storedSet = new Set(stored.map((row) => row.email));
  expect(stored.length).toBe(storedSet.size);
  for (const [email, status] of answered) if (status === 200) expect(storedSet).toContain(email);
});
