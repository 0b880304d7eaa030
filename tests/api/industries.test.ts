import { rawGet } from '../support/raw-http';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The SQL counted below is the queries'; the outbox's poll (a SELECT a second) fell into a slow query's window.
  await server.running.app.outbox.stop();
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/industries', () => {
  test('answers a top-level array ordered by title, with the fields the pages use', async () => {
    const response = await server.get('/api/industries');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('cache-control')).toMatch(/max-age=/);
    expect(response.headers.get('etag')).toBeTruthy();
    const industries = (await response.json()) as { slug: string; title: string; marketSize: string; opportunityFrequency: string }[];
    expect(Array.isArray(industries)).toBe(true);
    expect(industries.length).toBeGreaterThanOrEqual(12);
    const titles = industries.map((item) => item.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    for (const industry of industries) {
      expect(industry).toEqual(
        expect.objectContaining({ slug: expect.any(String), title: expect.any(String), marketSize: expect.any(String), opportunityFrequency: expect.any(String) }),
      );
    }
  });

  test('When the ETag is sent back, then the answer is 304 with no body', async () => {
    const first = await rawGet(`${server.url}/api/industries`);
    const etag = first.headers.etag!;
    const second = await rawGet(`${server.url}/api/industries`, { 'if-none-match': etag });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });
});

describe('industry and niche details', () => {
  test('an industry is an object; its niches a list; one niche an object', async () => {
    const industry = await (await server.get('/api/industries/healthcare')).json();
    expect(industry).toEqual(expect.objectContaining({ slug: 'healthcare', title: 'Healthcare', commonRFPTypes: expect.any(String) }));
    const niches = (await (await server.get('/api/industries/healthcare/niches')).json()) as { slug: string }[];
    expect(niches.length).toBeGreaterThanOrEqual(4);
    const niche = await (await server.get(`/api/industries/healthcare/niches/${niches[0]!.slug}`)).json();
    expect(niche).toEqual(expect.objectContaining({ slug: niches[0]!.slug, industrySlug: 'healthcare', longTailKeywords: expect.any(Array) }));
  });

  test.each([
    ['/api/industries/no-such-industry', 'Industry "no-such-industry" not found'],
    ['/api/industries/no-such-industry/niches', 'Industry "no-such-industry" not found'],
    ['/api/industries/healthcare/niches/no-such-niche', 'Niche "no-such-niche" not found in industry "healthcare"'],
  ])('%s answers 404 with a JSON message', async (path, message) => {
    const response = await server.get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message, code: 'NOT_FOUND' });
  });
});

describe('GraphQL industries', () => {
  test('When industries are queried with their niches and each niche with its industry, then the SQL does not grow with the rows', async () => {
    server.running.app.cache.invalidate();
    server.sql.reset();
    const { body } = await server.graphql<{ industries: { slug: string; niches: { slug: string; industry: { slug: string } }[] }[] }>(
      '{ industries { slug niches { slug industry { slug } } } }',
    );
    expect(body.errors).toBeUndefined();
    const industries = body.data!.industries;
    expect(industries.length).toBeGreaterThanOrEqual(12);
    for (const industry of industries) {
      expect(industry.niches.length).toBeGreaterThanOrEqual(4);
      for (const niche of industry.niches) expect(niche.industry.slug).toBe(industry.slug);
    }
    const selects = server.sql.statements.filter((sql) => /^\s*SELECT/i.test(sql));
    expect(selects.length).toBeLessThanOrEqual(2);

    server.sql.reset();
    await server.graphql('{ industries { slug niches { slug } } }');
    expect(server.sql.statements).toHaveLength(0);
  });

  test('an unknown slug is null, not an error', async () => {
    const { body } = await server.graphql('query ($slug: String!) { industry(slug: $slug) { title } niches(industrySlug: $slug) { slug } }', {
      slug: 'no-such-industry',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ industry: null, niches: null });
  });
});
