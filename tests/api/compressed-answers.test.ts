import zlib from 'node:zlib';
import { rawGet } from '../support/raw-http';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const get = (path: string, headers: Record<string, string> = {}) => rawGet(`${server.url}${path}`, headers);

// The whole lists are kept serialised and compressed per content version (EncodedOnce).
describe.each(['/api/industries', '/api/glossary', '/api/blog/posts', '/api/competitors'])('GET %s', (path) => {
  test('goes out in brotli or gzip, the same bytes each time, decoding to the plain JSON', async () => {
    const plain = await get(path, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Array.isArray(JSON.parse(plain.body.toString('utf8')))).toBe(true);

    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toMatch(/max-age=/);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const again = await get(path, { 'accept-encoding': 'br' });
    expect(again.body.equals(br.body)).toBe(true);
    expect(again.headers.etag).toBe(br.headers.etag);

    const gzip = await get(path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
  });

  test("answers 304 with no body to each encoding's own ETag", async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const first = await get(path, { 'accept-encoding': encoding });
      const revalidated = await get(path, { 'accept-encoding': encoding, 'if-none-match': first.headers.etag! });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
      expect(revalidated.headers.etag).toBe(first.headers.etag);
      expect(revalidated.headers['content-encoding']).toBeUndefined();
    }
  });
});

describe('filtered lists are answered for their filter, compressed per request', () => {
  const decode = (response: { headers: Record<string, unknown>; body: Buffer }) =>
    JSON.parse((response.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(response.body) : response.body).toString('utf8')) as { slug: string; category?: string }[];

  test('a glossary search is a subset of the whole list, not the cached whole list', async () => {
    const all = decode(await get('/api/glossary', { 'accept-encoding': 'br' }));
    const found = decode(await get('/api/glossary?search=bid', { 'accept-encoding': 'br' }));
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);
    const slugs = new Set(all.map((term) => term.slug));
    for (const term of found) expect(slugs.has(term.slug)).toBe(true);
  });

  test('a category of competitors holds only that category; the whole hub list holds every category', async () => {
    const all = decode(await get('/api/competitors', { 'accept-encoding': 'br' }));
    const category = all[0]!.category!;
    const filtered = decode(await get(`/api/competitors?category=${encodeURIComponent(category)}`, { 'accept-encoding': 'br' }));
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((item) => item.category === category)).toBe(true);
    expect(filtered).toEqual(all.filter((item) => item.category === category));
  });
});
