import path from 'node:path';
import { createDataSource } from '../../server/src/db/data-source';
import { readContentSet } from '../../server/src/modules/content/content-files';
import { loadContent } from '../../server/src/modules/content/content-loader';
import { resetVisitorData, startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../support/test-server';

let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  // Slow polling: the test drives both workers itself, at the same moment.
  first = await startTestServer({ pages: true, env: { OUTBOX_POLL_MS: '60000' } });
  second = await startTestServer({ pages: true, env: { OUTBOX_POLL_MS: '60000' } });
  await resetVisitorData(first.dataSource);
});
afterAll(async () => {
  await first.close();
  await second.close();
});

test('two instances on one database share the outbox: every signup is delivered exactly once', async () => {
  const emails = Array.from({ length: 40 }, (_, index) => `pair${index}@example.com`);
  await Promise.all(emails.map((email, index) => (index % 2 ? first : second).post('/api/early-access', { email })));
  const [handledByFirst, handledBySecond] = await Promise.all([first.running.app.outbox.drain(), second.running.app.outbox.drain()]);
  expect(handledByFirst + handledBySecond).toBe(40);
  expect(await first.dataSource.query(`SELECT status, attempts, count(*)::int AS n FROM outbox_events GROUP BY status, attempts`)).toEqual([
    { status: 'done', attempts: 1, n: 40 },
  ]);
  const { lists } = (await (await second.get('/api/admin/brevo-lists', { authorization: `Bearer ${TEST_ADMIN_TOKEN}` })).json()) as {
    lists: { name: string; totalSubscribers: number }[];
  };
  expect(lists.find((list) => list.name === 'Bidlight Waitlist')?.totalSubscribers).toBe(40);
});

test('a content load by a third process refreshes the cached content and pages of both instances', async () => {
  const marketSize = async (server: TestServer) =>
    ((await (await server.get('/api/industries/healthcare')).json()) as { marketSize: string }).marketSize;
  const listedMarketSize = async (server: TestServer) =>
    ((await (await server.get('/api/industries')).json()) as { slug: string; marketSize: string }[]).find((item) => item.slug === 'healthcare')?.marketSize;
  const page = async (server: TestServer) => (await server.get('/industries/healthcare')).text();
  const original = await marketSize(first);
  expect(await marketSize(second)).toBe(original);
  // The server-rendered page is cached per content version too.
  for (const server of [first, second]) expect(await page(server)).toContain(original);
  // The list is serialised once per content version: it must be refreshed with the rest.
  for (const server of [first, second]) expect(await listedMarketSize(server)).toBe(original);

  const content = await readContentSet(path.resolve('content'));
  const loader = createDataSource({ url: process.env.TEST_DATABASE_URL! });
  await loader.initialize();
  try {
    await loadContent(loader, {
      ...content,
      checksum: 'edited by a third process',
      industries: content.industries.map((item) => (item.slug === 'healthcare' ? { ...item, marketSize: '$1 edited elsewhere' } : item)),
    });
    for (const server of [first, second]) {
      let seen = '';
      for (let attempt = 0; attempt < 50 && seen !== '$1 edited elsewhere'; attempt += 1) {
        seen = await marketSize(server);
        if (seen !== '$1 edited elsewhere') await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seen).toBe('$1 edited elsewhere');
      expect(await listedMarketSize(server)).toBe('$1 edited elsewhere');
      const html = await page(server);
      expect(html).toContain('$1 edited elsewhere');
      expect(html).not.toContain(original);
    }
  } finally {
    await loadContent(loader, content);
    await loader.destroy();
  }
});
