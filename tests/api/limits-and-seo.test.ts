import zlib from 'node:zlib';
import { rawGet } from '../support/raw-http';
import { startTestServer, type TestServer } from '../support/test-server';

describe('limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await server.close();
  });

  test('writes past the per-minute limit get a JSON 429; GraphQL mutations count too, reads do not', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 2; index += 1) statuses.push((await server.post('/api/contact', { firstName: '' })).status);
    const mutation = await server.graphql('mutation { joinWaitlist(input: { email: "limit@example.com" }) { message } }');
    statuses.push(mutation.status);
    const limited = await server.post('/api/early-access', { email: 'late@example.com' });
    expect(statuses).toEqual([400, 400, 200]);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: 'Too many requests. Please wait a minute and try again.', code: 'RATE_LIMITED' });
    expect((await server.get('/api/industries')).status).toBe(200);
    expect((await server.graphql('{ contentVersion }')).status).toBe(200);
  });

  test('behind one trusted proxy, a client cannot dodge the limit by making up X-Forwarded-For entries', async () => {
    const proxied = await startTestServer({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '2', TRUST_PROXY: 'true' } });
    try {
      // The proxy appends the address it saw; whatever the client sent stands to its left.
      const from = (made: string, seen: string) => ({ 'x-forwarded-for': `${made}, ${seen}` });
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        statuses.push((await proxied.post('/api/contact', { firstName: '' }, from(`10.0.0.${index}`, '203.0.113.7'))).status);
      }
      expect(statuses).toEqual([400, 400, 429]);
      // Another real client (another address appended by the proxy) has its own allowance.
      expect((await proxied.post('/api/contact', { firstName: '' }, from('10.0.0.1', '203.0.113.8'))).status).toBe(400);
    } finally {
      await proxied.close();
    }
  });

  test('deep, aliased or expensive GraphQL queries are refused without stating the limits', async () => {
    const deep = await server.graphql('{ industries { niches { industry { niches { industry { niches { industry { niches { industry { slug } } } } } } } } } }');
    expect(deep.body.errors?.[0]?.message).toBeDefined();
    expect(JSON.stringify(deep.body.errors)).not.toMatch(/\b8\b/);
    const aliases = Array.from({ length: 20 }, (_, index) => `a${index}: contentVersion`).join(' ');
    const aliased = await server.graphql(`{ ${aliases} }`);
    expect(aliased.body.errors?.length).toBeGreaterThan(0);
    const ok = await server.graphql('{ industries { slug niches { slug industry { slug } } } }');
    expect(ok.body.errors).toBeUndefined();
  });

  test('GraphQL keeps CSRF prevention: a simple cross-site GET is refused', async () => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ contentVersion }')}`);
    expect(response.status).toBe(400);
  });
});

describe('crawler files and redirects', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  test.each([
    ['/pricing', '/#pricing'],
    ['/features', '/#features'],
    ['/case-studies', '/#benefits'],
  ])('%s redirects permanently to %s', async (from, to) => {
    const response = await server.get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  test('robots.txt disallows /admin and links the sitemap', async () => {
    const text = await (await server.get('/robots.txt')).text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  test('the sitemap lists every kind of page with lastmod dates', async () => {
    const response = await server.get('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await response.text();
    for (const path of ['/', '/industries/healthcare', '/blog/how-to-find-rfps', '/glossary/request-for-proposal', '/competitors/loopio', '/alternatives/bidlight', '/rfp-software-guide']) {
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    expect(xml).not.toContain('/competitors/bidlight<');
    expect(xml).not.toContain('/admin');
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  test('the sitemap is built and compressed once per content version: the same bytes and ETag each time, a 304 when fresh, the new dates once the content changes', async () => {
    const plain = await rawGet(`${server.url}/sitemap.xml`);
    const compressed = await rawGet(`${server.url}/sitemap.xml`, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect((await rawGet(`${server.url}/rss.xml`)).headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(zlib.brotliDecompressSync(compressed.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    const again = await rawGet(`${server.url}/sitemap.xml`, { 'accept-encoding': 'br' });
    expect(again.headers.etag).toBe(compressed.headers.etag);
    expect(again.body.equals(compressed.body)).toBe(true);
    expect((await rawGet(`${server.url}/sitemap.xml`, { 'accept-encoding': 'br', 'if-none-match': compressed.headers.etag! })).status).toBe(304);

    const [{ updated_at: updatedAt }] = await server.dataSource.query(`SELECT updated_at FROM industries WHERE slug = 'healthcare'`);
    try {
      await server.dataSource.query(`UPDATE industries SET updated_at = '2021-03-04T12:00:00Z' WHERE slug = 'healthcare'`);
      server.running.app.cache.invalidate();
      const changed = (await rawGet(`${server.url}/sitemap.xml`)).body.toString('utf8');
      expect(changed).toContain('<loc>http://localhost:3000/industries/healthcare</loc><lastmod>2021-03-04</lastmod>');
      expect((await rawGet(`${server.url}/sitemap.xml`, { 'if-none-match': plain.headers.etag! })).status).toBe(200);
    } finally {
      await server.dataSource.query(`UPDATE industries SET updated_at = $1 WHERE slug = 'healthcare'`, [updatedAt]);
      server.running.app.cache.invalidate();
    }
  });

  test('rss.xml is RSS 2.0 with the newest posts first', async () => {
    const xml = await (await server.get('/rss.xml')).text();
    expect(xml).toContain('<rss version="2.0"');
    const items = xml.match(/<item>/g) ?? [];
    expect(items.length).toBeGreaterThanOrEqual(15);
    const posts = (await (await server.get('/api/blog/posts')).json()) as { slug: string }[];
    expect(xml.indexOf(`/blog/${posts[0]!.slug}<`)).toBeLessThan(xml.indexOf(`/blog/${posts[1]!.slug}<`));
  });
});
