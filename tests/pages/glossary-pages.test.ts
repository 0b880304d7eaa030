import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => {
  await server.close();
});

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => {
    const value = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&#x27;/g, "'");

interface TermRow {
  slug: string;
  term: string;
}

interface GlossaryPageRow {
  page: number;
  pageCount: number;
  termCount: number;
  letters: { letter: string; count: number; page: number }[];
  terms: TermRow[];
}

async function glossaryPage(page: number): Promise<GlossaryPageRow> {
  const { body } = await server.graphql<{ glossaryPage: GlossaryPageRow }>('query ($page: Int) { glossaryPage(page: $page) { page pageCount termCount letters { letter count page } terms { slug term } } }', { page });
  return body.data!.glossaryPage;
}

const cardSlugsOf = (html: string) => [...html.matchAll(/data-testid="glossary-term-card"[\s\S]*?<h3[^>]*><a[^>]*href="\/glossary\/([^"]+)"/g)].map((match) => match[1]);

test('/glossary arrives complete: its first page of terms as cards, grouped by letter with counts, the letter jump and page links, and a DefinedTermSet', async () => {
  const response = await server.get('/glossary');
  expect(response.status).toBe(200);
  const html = await response.text();
  const { body } = await server.graphql<{ glossaryTerms: TermRow[] }>('{ glossaryTerms { slug term } }');
  const terms = body.data!.glossaryTerms;
  expect(terms.length).toBeGreaterThanOrEqual(250);
  const first = await glossaryPage(1);
  expect(first.pageCount).toBeGreaterThan(1);
  expect(first.termCount).toBe(terms.length);
  // The first page starts the list: whole letter groups, up to the page size.
  expect(first.terms).toEqual(terms.slice(0, first.terms.length));

  expect(head(html)).toContain('<title>RFP Glossary: Procurement &amp; Bidding Terms Defined | Bidlight</title>');
  expect(head(html)).toContain('<link rel="canonical" href="http://localhost:3000/glossary"/>');
  expect(html).toMatch(/<h1[^>]*>RFP &amp; Procurement Glossary<\/h1>/);
  expect(html).toContain(`${terms.length} RFP, bidding and procurement terms explained`);
  expect(html).toContain(`${terms.length} terms in total`);
  expect(html).toMatch(/<label[^>]*>Search the glossary<\/label>/);

  // One card per term of the page, each linking to its term's page.
  expect(cardSlugsOf(html)).toEqual(first.terms.map((item) => item.slug));
  expect(html).toContain('Example (');

  // Groups: a heading per letter of the page and a count that matches every term starting with it.
  const expected = new Map<string, number>();
  for (const { term } of terms) {
    const letter = /[A-Z]/.test(term.charAt(0).toUpperCase()) ? term.charAt(0).toUpperCase() : '#';
    expected.set(letter, (expected.get(letter) ?? 0) + 1);
  }
  const onFirstPage = first.letters.filter((item) => item.page === 1).map((item) => item.letter);
  const groups = [...html.matchAll(/<h2[^>]*id="glossary-letter-[^"]+-heading"[^>]*>([^<]+)<\/h2><span[^>]*>(\d+) terms?<\/span>/g)].map((match) => [match[1], Number(match[2])]);
  expect(groups).toEqual(onFirstPage.map((letter) => [letter, expected.get(letter)]));
  expect(first.letters.map((item) => [item.letter, item.count])).toEqual([...expected.entries()].sort(([a], [b]) => (a === '#' ? -1 : b === '#' ? 1 : a.localeCompare(b))));

  // The letter jump works without scripts: a letter of this page links to its group's anchor, a
  // letter of a later page to that page's anchor, and a letter no term starts with is a disabled button.
  const aLink = /<a[^>]*aria-label="Jump to terms starting with A"[^>]*>/.exec(html)![0];
  expect(aLink).toContain('href="#glossary-letter-A"');
  const sPage = first.letters.find((item) => item.letter === 'S')!.page;
  expect(sPage).toBeGreaterThan(1);
  const sLink = /<a[^>]*aria-label="Jump to terms starting with S[^"]*"[^>]*>/.exec(html)![0];
  expect(sLink).toContain(`href="/glossary?page=${sPage}#glossary-letter-S"`);
  const xButton = /<button[^>]*aria-label="Jump to terms starting with X"[^>]*>/.exec(html)![0];
  expect(expected.has('X')).toBe(false);
  expect(xButton).toContain('disabled');

  // Page links: plain links to every page, this one marked current.
  const pages = /<nav[^>]*aria-label="Glossary pages"[^>]*>[\s\S]*?<\/nav>/.exec(html)![0];
  expect(pages).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/glossary"[^>]*>1<\/a>/);
  expect(pages).toContain('href="/glossary?page=2"');
  expect(pages).toMatch(/<a[^>]*href="\/glossary\?page=2"[^>]*>Next page<\/a>/);

  // The search is a GET form to the glossary itself, with a submit button; the page is indexed.
  // The page's own form (the navigation bar has a search form of its own).
  const form = /<form[^>]*>[\s\S]*?<\/form>/.exec(html.slice(html.indexOf('<main')))?.[0] ?? '';
  expect(form).toMatch(/<form[^>]*action="\/glossary"/);
  expect(form).toMatch(/<form[^>]*method="get"/);
  expect(form).toMatch(/<input[^>]*name="q"/);
  expect(form).toMatch(/<button[^>]*type="submit"[^>]*>Search<\/button>/);
  expect(head(html)).toContain('<meta name="robots" content="index, follow"/>');

  // The get-started card.
  expect(html).toMatch(/<a[^>]*href="\/early-access"[^>]*>Join the Waitlist<\/a>/);
  expect(html).toContain('href="/rfp-software-guide"');

  const set = jsonLd(html).find((item) => item['@type'] === 'DefinedTermSet')!;
  expect(set.name).toBe('RFP & Procurement Glossary');
  expect((set.hasDefinedTerm as unknown[]).length).toBe(first.terms.length);
  expect(set.hasDefinedTerm).toContainEqual({
    '@type': 'DefinedTerm',
    name: first.terms[0]!.term,
    url: `http://localhost:3000/glossary/${first.terms[0]!.slug}`,
  });
});

/** Text of server HTML with React's escapes undone. */
const unescape = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

test("a card's two questions hold their answers in the server's HTML: they open with or without scripts, asking nothing", async () => {
  const html = await (await server.get('/glossary')).text();
  const cards = [...html.matchAll(/<article data-part="term-card"[\s\S]*?<\/article>/g)].map((match) => match[0]);
  expect(cards.length).toBeGreaterThanOrEqual(20);
  const { body } = await server.graphql<{ glossaryTerms: { slug: string; faqA1: string; faqA2: string }[] }>('{ glossaryTerms { slug faqA1 faqA2 } }');
  const bySlug = new Map(body.data!.glossaryTerms.map((item) => [item.slug, item]));
  for (const card of cards) {
    const slug = /<h3><a href="\/glossary\/([^"]+)"/.exec(card)![1]!;
    const answers = [...card.matchAll(/<details name="faq-[^"]+"><summary>[^<]*<\/summary><p>([^<]*)<\/p><\/details>/g)].map((match) => unescape(match[1]!));
    expect(answers).toEqual([bySlug.get(slug)!.faqA1, bySlug.get(slug)!.faqA2]);
  }
});

test('/glossary?page=2 is a page of its own: the next terms, indexed with its own canonical; a page past the last is a 404', async () => {
  const second = await glossaryPage(2);
  const response = await server.get('/glossary?page=2');
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(cardSlugsOf(html)).toEqual(second.terms.map((item) => item.slug));
  const firstLetter = second.letters.find((item) => item.page === 2)!.letter;
  expect(html).toContain(`id="glossary-letter-${firstLetter}"`);
  expect(head(html)).toContain('<link rel="canonical" href="http://localhost:3000/glossary?page=2"/>');
  expect(head(html)).toContain('<meta name="robots" content="index, follow"/>');
  expect(/<nav[^>]*aria-label="Glossary pages"[^>]*>[\s\S]*?<\/nav>/.exec(html)![0]).toMatch(/<a[^>]*href="\/glossary"[^>]*>Previous page<\/a>/);

  const past = await server.get(`/glossary?page=${second.pageCount + 1}`);
  expect(past.status).toBe(404);
  const missing = decode(await past.text());
  expect(missing).toContain('Glossary Page Not Found');
  expect(missing).not.toContain('data-testid="glossary-term-card"');
  expect(head(missing)).toContain('<meta name="robots" content="noindex, nofollow"/>');

  // Not a page number: sent to the first page, the glossary itself (never a page of its own to render and keep).
  const notANumber = await server.get('/glossary?page=two');
  expect(notANumber.status).toBe(301);
  expect(notANumber.headers.get('location')).toBe('/glossary');
});

test('/glossary?q=bid arrives filtered: only the matching terms, the search in its box, not indexed, canonical to /glossary', async () => {
  const response = await server.get('/glossary?q=bid');
  expect(response.status).toBe(200);
  const html = await response.text();
  const { body } = await server.graphql<{ glossaryTerms: TermRow[] }>('{ glossaryTerms(search: "bid") { slug term } }');
  const matching = body.data!.glossaryTerms;
  const { body: everything } = await server.graphql<{ glossaryTerms: TermRow[] }>('{ glossaryTerms { slug } }');
  expect(matching.length).toBeGreaterThan(0);
  expect(matching.length).toBeLessThan(everything.data!.glossaryTerms.length);

  // The first page of the matches, their count over every page.
  const shown = cardSlugsOf(html);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown).toEqual(matching.slice(0, shown.length).map((item) => item.slug));
  expect(/<input[^>]*name="q"[^>]*>/.exec(html.slice(html.indexOf('<main')))![0]).toContain('value="bid"');
  expect(html).toContain(`${matching.length} terms found`);
  expect(html).not.toContain('aria-label="Jump to letter"');
  expect(html).toMatch(/<a[^>]*href="\/glossary"[^>]*>Clear search<\/a>/);

  expect(head(html)).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(head(html)).toContain('<link rel="canonical" href="http://localhost:3000/glossary"/>');
});

test('/glossary?q= with a search that matches nothing shows the exact message and a link back to every term', async () => {
  const html = decode(await (await server.get('/glossary?q=qzxv%20nonsense')).text());
  expect(html).not.toContain('data-testid="glossary-term-card"');
  expect(html).toContain('No terms found matching "qzxv nonsense". Try different keywords or browse all terms.');
  expect(html).toMatch(/<a[^>]*href="\/glossary"[^>]*>Browse all terms<\/a>/);
});

test('/glossary/request-for-proposal: h1 field as heading, pageTitle as title, meta description, DefinedTerm, breadcrumb and FAQ JSON-LD', async () => {
  const { body } = await server.graphql<{
    glossaryTerm: { term: string; h1: string; pageTitle: string; metaDescription: string; definition: string; faqQ1: string; faqQ2: string; related: TermRow[] };
  }>('{ glossaryTerm(slug: "request-for-proposal") { term h1 pageTitle metaDescription definition faqQ1 faqQ2 related { slug term } } }');
  const term = body.data!.glossaryTerm;
  expect(term.h1).not.toBe(term.term);

  const response = await server.get('/glossary/request-for-proposal');
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(decode(/<title>([^<]*)<\/title>/.exec(head(html))![1]!)).toBe(term.pageTitle);
  expect(decode(/<meta name="description" content="([^"]*)"/.exec(head(html))![1]!)).toBe(term.metaDescription);
  expect(head(html)).toContain('<link rel="canonical" href="http://localhost:3000/glossary/request-for-proposal"/>');
  const h1s = [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => decode(match[1]!));
  expect(h1s).toEqual([term.h1]);
  // "Back" is a link to the glossary before the app is live (history back once it is).
  expect(html).toMatch(/<a[^>]*href="\/glossary"[^>]*><span aria-hidden="true">←<\/span> Back<\/a>/);
  expect(html).toMatch(/href="\/glossary"[^>]*>Glossary<\/a>/);
  for (const related of term.related.slice(0, 5)) expect(html).toContain(`href="/glossary/${related.slug}"`);
  expect(html).toContain('>Learn More</h2>');
  expect(html).toContain('href="/blog/what-is-an-rfp"');

  const ld = jsonLd(html);
  const definedTerm = ld.find((item) => item['@type'] === 'DefinedTerm')!;
  expect(definedTerm).toMatchObject({
    name: term.term,
    description: term.definition,
    url: 'http://localhost:3000/glossary/request-for-proposal',
    inDefinedTermSet: { '@type': 'DefinedTermSet', name: 'RFP & Procurement Glossary', url: 'http://localhost:3000/glossary' },
  });
  const crumbs = ld.find((item) => item['@type'] === 'BreadcrumbList')!;
  expect((crumbs.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['Home', 'Glossary', term.term]);
  // The two questions are on the page as disclosures, not as FAQPage data (decision record 0013).
  expect(ld.some((item) => item['@type'] === 'FAQPage')).toBe(false);
});

test('/glossary/nope answers 404 with "Term Not Found" and a link back to the glossary', async () => {
  const response = await server.get('/glossary/nope');
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>Term Not Found<\/h1>/);
  expect(decode(html)).toContain('The glossary term "nope" could not be found.');
  expect(html).toMatch(/href="\/glossary"[^>]*>Back to the Glossary<\/a>/);
  expect(head(html)).toContain('<meta name="robots" content="noindex, nofollow"/>');
});

test('a slug too long to be a term is a plain 404 too, not a server error', async () => {
  const slug = 'x'.repeat(300);
  const response = await server.get(`/glossary/${slug}`);
  expect(response.status).toBe(404);
  expect(decode(await response.text())).toContain(`The glossary term "${slug}" could not be found.`);
});
