import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Json = Record<string, unknown>;
const json = async (path: string) => (await server.get(path)).json() as Promise<Json & Json[]>;

describe('blog', () => {
  test('posts come newest first, each with a read time and no content in the list', async () => {
    const posts = (await json('/api/blog/posts')) as unknown as Json[];
    expect(posts.length).toBeGreaterThanOrEqual(15);
    const dates = posts.map((post) => post.created as string);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts[0]).toEqual(expect.objectContaining({ slug: expect.any(String), readTime: expect.any(Number), tags: expect.any(Array) }));
    expect(posts[0]).not.toHaveProperty('content');
  });

  test('a post carries its blocks, word count of readTime x 200 and up to 3 related posts', async () => {
    const post = await json('/api/blog/posts/how-to-find-rfps');
    expect(post.wordCount).toBe((post.readTime as number) * 200);
    const blocks = post.content as { type: string; richText: { plainText: string }[] }[];
    expect(blocks.length).toBeGreaterThan(5);
    expect(blocks.every((block) => block.richText[0]!.plainText.length > 0)).toBe(true);
    expect((post.relatedPosts as Json[]).length).toBeLessThanOrEqual(3);
    expect((post.relatedPosts as Json[]).map((item) => item.slug)).not.toContain('how-to-find-rfps');
  });

  test('an unknown post is a 404', async () => {
    expect((await server.get('/api/blog/posts/nope')).status).toBe(404);
  });
});

describe('glossary', () => {
  test('terms are sorted by term and searchable case-insensitively', async () => {
    const terms = (await json('/api/glossary')) as unknown as Json[];
    expect(terms.length).toBeGreaterThanOrEqual(250);
    const names = terms.map((term) => term.term as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const found = (await json('/api/glossary?search=IDIQ')) as unknown as Json[];
    expect(found.map((term) => term.slug)).toContain('idiq');
  });

  test('GraphQL resolves related terms that exist', async () => {
    const { body } = await server.graphql<{ glossaryTerm: { related: { slug: string }[] } }>(
      '{ glossaryTerm(slug: "request-for-proposal") { term related { slug } } }',
    );
    expect(body.data!.glossaryTerm.related.length).toBeGreaterThan(0);
  });
});

describe('competitors', () => {
  test('the list excludes the product, orders by priority then name, and filters by category and search', async () => {
    const all = (await json('/api/competitors')) as unknown as Json[];
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(all.map((item) => item.slug)).not.toContain('bidlight');
    const priorities = all.map((item) => item.priority as number);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    const government = (await json('/api/competitors?category=government-specialist')) as unknown as Json[];
    expect(government.length).toBeGreaterThan(0);
    expect(government.every((item) => item.category === 'government-specialist')).toBe(true);
    const search = (await json('/api/competitors?search=LOOPIO')) as unknown as Json[];
    expect(search.map((item) => item.slug)).toEqual(['loopio']);
  });

  test('an unknown category is a 400 naming the allowed values', async () => {
    const response = await server.get('/api/competitors?category=cheap');
    expect(response.status).toBe(400);
    const body = (await response.json()) as Json;
    expect(body.field).toBe('category');
    expect(body.message).toContain('ai-native, enterprise-incumbent, government-specialist, discovery-platform, enterprise-procurement');
  });

  test('alternatives start with the product, then the same job first, by priority within it; the product itself is reachable by slug', async () => {
    const alternatives = (await json('/api/competitors/loopio/alternatives')) as unknown as Json[];
    expect(alternatives[0]!.slug).toBe('bidlight');
    expect(alternatives.map((item) => item.slug)).not.toContain('loopio');
    const rest = alternatives.slice(1);
    const sameJob = rest.filter((item) => item.job === 'response');
    expect(rest.slice(0, sameJob.length)).toEqual(sameJob);
    const priorities = rest.slice(sameJob.length).map((item) => item.priority as number);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    const own = await json('/api/competitors/bidlight');
    expect(own).toEqual(
      expect.objectContaining({ slug: 'bidlight', startingPrice: 'Standard plan: from $29/month', pricingModel: 'flat', freeTrialDays: 14, hasSetupFee: false }),
    );
    const ownAlternatives = (await json('/api/competitors/bidlight/alternatives')) as unknown as Json[];
    expect(ownAlternatives.map((item) => item.slug)).not.toContain('bidlight');
  });

  test('unknown competitors are 404 on both paths', async () => {
    expect((await server.get('/api/competitors/nope')).status).toBe(404);
    expect((await server.get('/api/competitors/nope/alternatives')).status).toBe(404);
  });
});

describe('site search', () => {
  test('finds content of every kind by prefix, grouped by kind', async () => {
    const results = await json('/api/search?q=cyber');
    expect((results.industries as Json[]).map((hit) => hit.path)).toContain('/industries/cybersecurity-information-security');
    const { body } = await server.graphql<{ search: { glossaryTerms: { path: string }[] } }>('{ search(q: "solicit") { glossaryTerms { path } } }');
    expect(body.data!.search.glossaryTerms.map((hit) => hit.path)).toContain('/glossary/solicitation');
  });
});
