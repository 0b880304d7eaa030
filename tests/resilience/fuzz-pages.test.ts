import net from 'node:net';
import fc from 'fast-check';
import { pathOnSite } from '../../schema/paths';
import { startTestServer, type TestServer } from '../support/test-server';

/** Cases per property here; `npm run fuzz` runs the long version (FUZZ_RUNS=10000). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
jest.setTimeout(Math.max(60_000, RUNS * 300));

/** The pages' side of the fuzz suite (the issue "Hostile traffic II"): query parameters, request targets and ways back. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => {
  await server.close();
});

const stats = () => server.running.app.pages!.stats();

const pageValue = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 2_000_000 }).map(String),
  fc.constantFrom('1', '2', '3', '01', '+2', '2.0', '1e9', 'x1', '', '0x2', ' 2', '2 '),
);

test('any page parameter on a hub is a page, a redirect to the canonical URL or the not-found page, and never a new cache entry of its own', async () => {
  for (const hub of ['/glossary', '/industries', '/glossary?q=bid']) await (await server.get(hub)).arrayBuffer();
  const before = stats().cachedPages;
  const answered = new Set<string>();
  await fc.assert(
    fc.asyncProperty(fc.constantFrom('/glossary', '/industries'), fc.constantFrom(undefined, 'bid'), pageValue, async (hub, q, page) => {
      const query = new URLSearchParams(q ? { q, page } : { page });
      const response = await server.get(`${hub}?${query}`);
      await response.arrayBuffer();
      expect([200, 301, 404]).toContain(response.status);
      if (response.status === 200) answered.add(`${hub}?${q ?? ''}&${page}`);
      if (response.status === 301) expect(response.headers.get('location')).toBe(q ? `${hub}?q=${q}` : hub);
    }),
    { numRuns: RUNS },
  );
  // Only an existing later page of a hub (at most the glossary's few) is a page of its own.
  expect(stats().cachedPages - before).toBeLessThanOrEqual(answered.size);
  expect(answered.size).toBeLessThanOrEqual(8);
});

/** Sends a request target as it is (fetch only sends origin form). */
function rawStatus(target: string): Promise<number> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(received)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

test('no request target, in origin or absolute form, is answered 5xx', async () => {
  const path = fc.oneof(
    fc.constantFrom('/', '/early-access', '/early-access/survey', '/early-access/done', '/glossary', '/industries/healthcare', '/images/blog/%ff.svg', '/sitemap-%ff.xml', '/glossary/%F0%9F%98%80/x', '/glossary/a%0D%0Ab/x', '/contact?subject=%ff'),
    fc.webPath().map((webPath) => webPath || '/'),
  );
  await fc.assert(
    fc.asyncProperty(fc.constantFrom('', 'http://x', 'http://attacker.example:8080', 'https://localhost'), path, async (origin, target) => {
      const status = await rawStatus(`${origin}${target}`);
      // 0: the HTTP parser refused the target itself and closed the connection (a 400 from Node).
      expect(status).toBeLessThan(500);
    }),
    { numRuns: RUNS },
  );
});

test('the way back from the waitlist step never leaves the site, whatever it is given', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.webPath(), fc.constantFrom('/\t/evil.example', '/\\evil.example', '//evil.example', '/\n/evil.example')), (from) => {
      const back = pathOnSite(from);
      // Read as a browser reads a link's address on the site's own page.
      expect(new URL(back, 'https://site.example/early-access').host).toBe('site.example');
      expect(back === '/' || back === from).toBe(true);
    }),
    { numRuns: RUNS * 10 },
  );
});
