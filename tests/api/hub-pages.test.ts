import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The glossary and industries hubs come in pages whose size is the server's setting; this server
 * uses small pages so that today's content fills several.
 */
const GLOSSARY_PAGE_SIZE = 40;
const INDUSTRIES_PAGE_SIZE = 12;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: true, env: { GLOSSARY_PAGE_SIZE: String(GLOSSARY_PAGE_SIZE), INDUSTRIES_PAGE_SIZE: String(INDUSTRIES_PAGE_SIZE) } });
});
afterAll(async () => {
  await server.close();
});

interface GlossaryPageRow {
  page: number;
  pageCount: number;
  matchCount: number;
  termCount: number;
  letters: { letter: string; count: number; page: number }[];
  terms: { slug: string; term: string }[];
}

const GLOSSARY_PAGE = 'query ($search: String, $page: Int) { glossaryPage(search: $search, page: $page) { page pageCount matchCount termCount letters { letter count page } terms { slug term } } }';

async function glossaryPage(variables: { search?: string; page?: number }): Promise<GlossaryPageRow> {
  const { body } = await server.graphql<{ glossaryPage: GlossaryPageRow }>(GLOSSARY_PAGE, variables);
  return body.data!.glossaryPage;
}

async function everyGlossaryPage(search?: string): Promise<GlossaryPageRow[]> {
  const first = await glossaryPage({ search });
  const rest = await Promise.all(Array.from({ length: first.pageCount - 1 }, (_, index) => glossaryPage({ search, page: index + 2 })));
  return [first, ...rest];
}

const letterOf = (term: string) => (/[A-Z]/.test(term.charAt(0).toUpperCase()) ? term.charAt(0).toUpperCase() : '#');

describe('glossaryPage', () => {
  test('the pages hold every term once, in the order of the list, whole letter groups of at most the page size', async () => {
    const { body } = await server.graphql<{ glossaryTerms: { slug: string; term: string }[] }>('{ glossaryTerms { slug term } }');
    const every = body.data!.glossaryTerms;
    const pages = await everyGlossaryPage();
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.flatMap((page) => page.terms)).toEqual(every);
    for (const page of pages) {
      expect(page.terms.length).toBeGreaterThan(0);
      expect(page.terms.length).toBeLessThanOrEqual(GLOSSARY_PAGE_SIZE);
      expect(page.termCount).toBe(every.length);
      expect(page.matchCount).toBe(every.length);
    }
    // No letter of today's glossary has more terms than a page: each group is on one page, the one its letter names.
    for (const { letter, count, page } of pages[0]!.letters) {
      const onPages = pages.filter((item) => item.terms.some((term) => letterOf(term.term) === letter)).map((item) => item.page);
      expect(onPages).toEqual([page]);
      expect(pages[page - 1]!.terms.filter((term) => letterOf(term.term) === letter)).toHaveLength(count);
    }
  });

  test("a search's matches come 10 a page whatever the glossary's page size, a letter running on to the next page, counted over every page", async () => {
    const { body } = await server.graphql<{ glossaryTerms: { slug: string; term: string }[] }>('{ glossaryTerms(search: "contract") { slug term } }');
    const matches = body.data!.glossaryTerms;
    expect(matches.length).toBeGreaterThan(GLOSSARY_PAGE_SIZE);
    const pages = await everyGlossaryPage('contract');
    expect(pages.length).toBe(Math.ceil(matches.length / 10));
    expect(pages.slice(0, -1).every((page) => page.terms.length === 10)).toBe(true);
    expect(pages.flatMap((page) => page.terms)).toEqual(matches);
    expect(pages.every((page) => page.matchCount === matches.length)).toBe(true);
    expect(pages[0]!.letters.reduce((sum, letter) => sum + letter.count, 0)).toBe(matches.length);
  });

  test('a page past the last lists nothing and says how many there are', async () => {
    const first = await glossaryPage({});
    const past = await glossaryPage({ page: first.pageCount + 1 });
    expect(past).toMatchObject({ page: first.pageCount + 1, pageCount: first.pageCount, terms: [] });
  });

  test.each([
    [0, 'page must be at least 1'],
    [-3, 'page must be at least 1'],
    [100_001, 'page must be at most 100000'],
  ])('page %p is refused with a 400 naming the field', async (page, message) => {
    const { status, body } = await server.graphql(GLOSSARY_PAGE, { page });
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toBe(message);
    expect(body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'page' });
  });
});

describe('industriesPage', () => {
  test('pages of the set size hold every industry once, in the order of the list', async () => {
    const { body } = await server.graphql<{ industries: { slug: string }[] }>('{ industries { slug } }');
    const every = body.data!.industries.map((item) => item.slug);
    const query = 'query ($page: Int) { industriesPage(page: $page) { page pageCount total industries { slug } } }';
    const first = (await server.graphql<{ industriesPage: { pageCount: number; total: number } }>(query, {})).body.data!.industriesPage;
    expect(first.total).toBe(every.length);
    expect(first.pageCount).toBe(Math.ceil(every.length / INDUSTRIES_PAGE_SIZE));
    const pages = await Promise.all(
      Array.from({ length: first.pageCount }, async (_, index) => (await server.graphql<{ industriesPage: { industries: { slug: string }[] } }>(query, { page: index + 1 })).body.data!.industriesPage.industries.map((item) => item.slug)),
    );
    expect(pages.flat()).toEqual(every);
    expect(pages.slice(0, -1).every((page) => page.length === INDUSTRIES_PAGE_SIZE)).toBe(true);
  });
});

describe('the paged hubs as pages', () => {
  test('/industries?page=2 shows the second page with page links, its own canonical, and a page past the last is a 404', async () => {
    const { body } = await server.graphql<{ industriesPage: { pageCount: number; industries: { slug: string }[] } }>('{ industriesPage(page: 2) { pageCount industries { slug } } }');
    const second = body.data!.industriesPage;
    const response = await server.get('/industries?page=2');
    expect(response.status).toBe(200);
    const html = await response.text();
    const linked = [...html.matchAll(/href="\/industries\/([a-z0-9-]+)"/g)].map((match) => match[1]);
    for (const { slug } of second.industries) expect(linked).toContain(slug);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/industries?page=2"/>');
    // Each page's title and description are its own.
    expect(html).toContain('<title>RFP Opportunities by Industry: 50+ Industries, Page 2 | Bidlight</title>');
    expect(html).toContain(`how often new opportunities appear. Page 2 of ${second.pageCount}."/>`);
    const pages = /<nav[^>]*aria-label="Industry pages"[^>]*>[\s\S]*?<\/nav>/.exec(html)![0];
    expect(pages).toMatch(/<a[^>]*href="\/industries"[^>]*>Previous page<\/a>/);
    expect(pages).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/industries\?page=2"[^>]*>2<\/a>/);

    const past = await server.get(`/industries?page=${second.pageCount + 1}`);
    expect(past.status).toBe(404);
    expect(await past.text()).toContain('Industries Page Not Found');
  });

  test('the sitemap lists every page of both hubs after the first', async () => {
    const sitemap = await (await server.get('/sitemap.xml')).text();
    const glossaryPages = (await glossaryPage({})).pageCount;
    for (let page = 2; page <= glossaryPages; page += 1) expect(sitemap).toContain(`<loc>http://localhost:3000/glossary?page=${page}</loc>`);
    expect(sitemap).not.toContain(`glossary?page=${glossaryPages + 1}<`);
    expect(sitemap).toContain('<loc>http://localhost:3000/industries?page=2</loc>');
    expect(sitemap).not.toContain('?page=1<');
  });
});
