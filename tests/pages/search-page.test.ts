import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => {
  await server.close();
});

/** The result groups of the search page, in the order it shows them (client/src/features/search/search-page.tsx). */
const GROUPS = [
  ['industries', 'Industries'],
  ['niches', 'Industry niches'],
  ['posts', 'Blog posts'],
  ['glossaryTerms', 'Glossary terms'],
  ['competitors', 'RFP tools'],
] as const;
type GroupKey = (typeof GROUPS)[number][0];

interface ApiHit {
  kind: string;
  title: string;
  path: string;
  snippet: string;
}
type ApiResults = { query: string } & Record<GroupKey, ApiHit[]>;

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** The text a reader sees: no scripts or styles, tags as spaces, entities decoded, spaces collapsed. */
const visibleText = (html: string) =>
  decode(html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => visibleText(match[1]!));
const h2s = (html: string) => [...main(html).matchAll(/<h2[^>]*>(.*?)<\/h2>/gs)].map((match) => visibleText(match[1]!));
const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map((match) => ({ to: decode(match[1]!), text: visibleText(match[2]!) }));

/** The search page's own box (the navigation bar has a search box of its own). */
function searchBox(html: string): string {
  const input = html.match(/<input[^>]*id="search-page-q"[^>]*>/)?.[0];
  expect(input).toBeDefined();
  return input!;
}
const valueOf = (input: string) => decode(input.match(/ value="([^"]*)"/)?.[1] ?? '(no value attribute)');

/** The result sections: the group key from `aria-labelledby="results-…"`, its heading, its links and snippets. */
function resultSections(html: string) {
  return [...main(html).matchAll(/<section aria-labelledby="results-([A-Za-z]+)">(.*?)<\/section>/gs)].map((match) => ({
    key: match[1]!,
    heading: visibleText(match[2]!.match(/<h2[^>]*>(.*?)<\/h2>/s)?.[1] ?? ''),
    links: links(match[2]!),
    snippets: [...match[2]!.matchAll(/<p[^>]*>(.*?)<\/p>/gs)].map((snippet) => visibleText(snippet[1]!)),
  }));
}

async function page(p: string) {
  const response = await server.get(p);
  const html = await response.text();
  return { status: response.status, html, text: visibleText(main(html)) };
}

async function apiSearch(q: string): Promise<ApiResults> {
  const response = await server.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ApiResults;
}

/** Crawlers must not index /search (like /admin and the 404 page): the page says noindex, and nothing says index. */
function expectNotIndexed(html: string) {
  const robots = head(html).match(/<meta name="robots"[^>]*>/g);
  expect(robots).toEqual(['<meta name="robots" content="noindex, nofollow"/>']);
  expect(head(html)).toContain('<link rel="canonical" href="http://localhost:3000/search"/>');
}

describe('/search?q=proposal', () => {
  const QUERY = 'proposal';
  let html: string;
  let text: string;
  let api: ApiResults;
  beforeAll(async () => {
    const answer = await page(`/search?q=${QUERY}`);
    expect(answer.status).toBe(200);
    ({ html, text } = answer);
    api = await apiSearch(QUERY);
  });

  test('answers 200 with noindex robots meta, a title naming the query and the canonical /search', () => {
    expectNotIndexed(html);
    expect(head(html)).toContain('<title>Search results for “proposal” | Bidlight</title>');
    expect(h1s(html)).toEqual(['Search results for “proposal”']);
  });

  test('keeps the query in the search box of a GET form to /search', () => {
    expect(valueOf(searchBox(html))).toBe(QUERY);
    expect(searchBox(html)).toContain('name="q"');
    const form = main(html).match(/<form[^>]*>.*?<\/form>/s)?.[0] ?? '';
    const formTag = form.match(/<form[^>]*>/)?.[0] ?? '';
    expect(formTag).toContain('role="search"');
    expect(formTag).toContain('action="/search"');
    expect(formTag).toContain('method="get"');
    expect(form).toContain(searchBox(html));
    expect(form).toMatch(/<button type="submit"[^>]*>Search<\/button>/);
  });

  test('groups the results by kind, in a fixed order, each heading with its count, as the search finds them', () => {
    const sections = resultSections(html);
    const expectedKeys = GROUPS.filter(([key]) => api[key].length > 0).map(([key]) => key);
    // "proposal" is in the text of every kind of content: most groups have hits.
    expect(expectedKeys.length).toBeGreaterThanOrEqual(4);
    expect(sections.map((section) => section.key)).toEqual(expectedKeys);
    for (const section of sections) {
      const hits = api[section.key as GroupKey];
      const label = GROUPS.find(([key]) => key === section.key)![1];
      expect(section.heading).toBe(`${label} (${hits.length})`);
      expect(section.links).toEqual(hits.map((hit) => ({ to: hit.path, text: hit.title })));
      // A few per kind, and each snippet is cut to about 180 characters.
      expect(hits.length).toBeLessThanOrEqual(6);
      expect(section.snippets).toHaveLength(hits.length);
      for (const snippet of section.snippets) expect(snippet.length).toBeLessThanOrEqual(181);
    }
    const total = expectedKeys.reduce((sum, key) => sum + api[key].length, 0);
    expect(text).toMatch(new RegExp(`(^| )${total} results `));
    // Known content that must be found: the proposal-writing post and glossary terms about proposals.
    const paths = sections.flatMap((section) => section.links.map((link) => link.to));
    expect(paths).toContain('/blog/how-to-write-a-winning-proposal');
    expect(paths).toContain('/glossary/cost-proposal');
    // Neither the empty state nor the popular links are shown with results.
    expect(text).not.toContain('No results');
    expect(text).not.toContain('Popular places to start');
  });

  test('every result links to a page that exists', async () => {
    const targets = [...new Set(resultSections(html).flatMap((section) => section.links.map((link) => link.to)))];
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      expect(target).toMatch(/^\/(industries|blog|glossary|competitors|rfp-software-guide)(\/|$)/);
      const response = await server.get(target);
      expect({ target, status: response.status }).toEqual({ target, status: 200 });
      await response.body?.cancel();
    }
  });
});

test("a niche's hit links under its industry; the product's own entry links to the guide", async () => {
  const { body } = await server.graphql<{ industry: { niches: { slug: string; title: string }[] } }>('{ industry(slug: "healthcare") { niches { slug title } } }');
  const niche = body.data!.industry.niches[0]!;
  expect((await apiSearch(niche.title)).niches.map((hit) => hit.path)).toContain(`/industries/healthcare/${niche.slug}`);
  const own = (await apiSearch('Bidlight')).competitors.find((hit) => hit.title === 'Bidlight');
  expect(own?.path).toBe('/rfp-software-guide');
});

describe('a query without results', () => {
  const QUERY = 'zzqxvw';

  test('shows "No results" and the exact message with the query, and a link to all industries', async () => {
    const api = await apiSearch(QUERY);
    expect(GROUPS.map(([key]) => api[key].length)).toEqual([0, 0, 0, 0, 0]);

    const { status, html, text } = await page(`/search?q=${QUERY}`);
    expect(status).toBe(200);
    expectNotIndexed(html);
    expect(h1s(html)).toEqual([`Search results for “${QUERY}”`]);
    expect(valueOf(searchBox(html))).toBe(QUERY);
    expect(h2s(html)).toEqual(['No results']);
    expect(text).toContain(`No results Nothing matched “${QUERY}”. Try a shorter or different word, or browse the industries and the glossary. Browse all industries`);
    expect(main(html)).toMatch(/role="status"/);
    expect(links(main(html))).toEqual([{ to: '/industries', text: 'Browse all industries' }]);
    expect(resultSections(html)).toEqual([]);
    expect(text).not.toMatch(/\d+ results/);
  });
});

describe('an empty query', () => {
  let expectedLinks: { to: string; text: string }[];
  beforeAll(async () => {
    const content = path.resolve('content');
    const site = JSON.parse(await readFile(path.join(content, 'site.json'), 'utf8')) as { popularIndustries: string[] };
    expect(site.popularIndustries).toHaveLength(6);
    const popular = await Promise.all(
      site.popularIndustries.map(async (slug) => {
        const industry = JSON.parse(await readFile(path.join(content, 'industries', `${slug}.json`), 'utf8')) as { title: string };
        return { to: `/industries/${slug}`, text: `${industry.title} RFPs` };
      }),
    );
    expectedLinks = [
      ...popular,
      { to: '/industries', text: 'All industries' },
      { to: '/glossary', text: 'RFP glossary' },
      { to: '/competitors', text: 'Compare RFP tools' },
    ];
  });

  test.each(['/search', '/search?q=', '/search?q=%20%20%20'])('%s shows the popular places to start: the six popular industries, then industries, glossary and tools', async (p) => {
    const { status, html, text } = await page(p);
    expect(status).toBe(200);
    expectNotIndexed(html);
    expect(head(html)).toContain('<title>Search | Bidlight</title>');
    expect(h1s(html)).toEqual(['Search the site']);
    expect(valueOf(searchBox(html))).toBe('');
    expect(h2s(html)).toEqual(['Popular places to start']);
    const afterHeading = main(html).slice(main(html).indexOf('Popular places to start'));
    expect(links(afterHeading)).toEqual(expectedLinks);
    expect(resultSections(html)).toEqual([]);
    expect(text).not.toContain('No results');
  });
});

test('a query with markup is kept as text, escaped in the box and the heading', async () => {
  const { status, html } = await page(`/search?q=${encodeURIComponent('"><b>x')}`);
  expect(status).toBe(200);
  expect(searchBox(html)).toContain('value="&quot;&gt;&lt;b&gt;x"');
  expect(valueOf(searchBox(html))).toBe('"><b>x');
  expect(h1s(html)).toEqual(['Search results for “"><b>x”']);
  expect(main(html)).not.toContain('<b>x');
});
