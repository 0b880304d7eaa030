import { startRedis } from '../support/redis-server';
import { startTestServer, type TestServer } from '../support/test-server';

let redis: Awaited<ReturnType<typeof startRedis>>;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  redis = await startRedis();
  const env = { REDIS_URL: redis.url, RATE_LIMIT_WRITES_PER_MINUTE: '4', OUTBOX_POLL_MS: '60000' };
  first = await startTestServer({ env });
  second = await startTestServer({ env });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await redis?.stop();
});

test('With REDIS_URL set, two instances share one write limit per client address', async () => {
  const statuses: number[] = [];
  for (let index = 0; index < 6; index += 1) {
    const server = index % 2 ? second : first;
    statuses.push((await server.post('/api/early-access', { email: `shared${index}@example.com` })).status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
});
