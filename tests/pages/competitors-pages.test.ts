import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => {
  await server.close();
});

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The visible text of the body, tags removed and entities decoded, whitespace collapsed. */
const text = (html: string) =>
  html
    .slice(Math.max(0, html.indexOf('<body')))
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => {
    const parsed = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
const ldTypes = (html: string) => jsonLd(html).map((item) => item['@type']);
/** The competitor cards in page order: slug and the card's markup. */
const cards = (html: string) =>
  html
    .split('data-testid="competitor-card"')
    .slice(1)
    .map((chunk) => ({ slug: /data-slug="([^"]+)"/.exec(chunk)![1]!, name: /<h[23][^>]*>([^<]+)<\/h[23]>/.exec(chunk)![1]!, html: chunk }));

async function page(path: string) {
  const response = await server.get(path);
  return { status: response.status, html: await response.text() };
}

describe('/competitors', () => {
  test('the first HTML has the title with the year of the last review, the headline stats computed from the tools, the featured cards and the FAQ', async () => {
    const { status, html } = await page('/competitors');
    expect(status).toBe(200);
    const tools = cards(html.slice(html.indexOf('id="all-tools-title"'))).length;
    expect(html).toMatch(/<h1[^>]*>Best RFP Software Tools 2026<\/h1>/);
    expect(head(html)).toContain(`<title>Best RFP Software Tools 2026: Compare ${tools} RFP Tools | Bidlight</title>`);
    expect(head(html)).toContain('<link rel="canonical" href="http://localhost:3000/competitors"/>');
    const body = text(html);
    // The range covers only prices read on the vendors' own pages (issue 35): none of the re-checked prices gives a yearly figure.
    for (const stat of [`Tools compared ${tools}`, "Price range (prices read on the vendor's own page for 2 of 24) $0 a year", 'Features compared on each comparison page 9']) expect(body).toContain(stat);
    expect(body).toContain('Updated November 27, 2026');
    // The featured cards link to both pages of the enterprise incumbent and the government specialist.
    for (const slug of ['responsive', 'govwin-iq']) {
      expect(html).toContain(`href="/competitors/${slug}"`);
      expect(html).toContain(`href="/alternatives/${slug}"`);
    }
    expect(ldTypes(html)).toEqual(expect.arrayContaining(['CollectionPage', 'BreadcrumbList']));
    expect(ldTypes(html)).not.toContain('FAQPage');
    expect(ldTypes(html)).not.toContain('Review');
    expect(ldTypes(html)).not.toContain('AggregateRating');
  });

  test('every card links to its comparison, its alternatives and its website in a new tab; the product is not listed', async () => {
    const { html } = await page('/competitors');
    const list = cards(html);
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(list.map((card) => card.slug)).not.toContain('bidlight');
    const loopio = list.find((card) => card.slug === 'loopio')!.html;
    expect(loopio).toContain('href="/competitors/loopio"');
    expect(loopio).toContain('href="/alternatives/loopio"');
    expect(loopio).toMatch(/href="https:\/\/loopio\.com" target="_blank" rel="noopener noreferrer"/);
    // What could not be checked is said once, plainly, not as "Contact for pricing" and "Not rated" fields.
    expect(text(loopio)).toContain("Price not published here: see Loopio's own site. No public review score.");
    expect(text(loopio)).not.toContain('Not rated');
  });

  test('the filters in the URL are applied on the server: search, category and sort', async () => {
    const { html } = await page('/competitors?q=gov&category=government-specialist&sort=name');
    const list = cards(html);
    const slugs = list.map((card) => card.slug);
    const names = list.map((card) => card.name);
    expect(slugs.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(names[0]).toBe('Deltek GovWin IQ');
    expect(slugs).toContain('govtribe');
    expect(slugs).not.toContain('loopio');
    expect(html).toMatch(/<option value="government-specialist" selected="">Government Specialist<\/option>/);
    expect(html).toMatch(/<option value="name" selected="">Name<\/option>/);
    // The hub's own search box (the navigation bar has one of its own).
    expect(/<input[^>]*name="q"[^>]*>/.exec(html.slice(html.indexOf('<main')))![0]).toContain('value="gov"');
  });

  test('the filters are a GET form to the hub with an Apply button; the plain hub is indexed', async () => {
    const { html } = await page('/competitors');
    const form = /<form[^>]*aria-label="Filter competitors"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toMatch(/<form[^>]*action="\/competitors"/);
    expect(form).toMatch(/<form[^>]*method="get"/);
    for (const name of ['q', 'category', 'sort']) expect(form).toMatch(new RegExp(`<(input|select)[^>]*name="${name}"`));
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>Apply<\/button>/);
    // No Clear Filters without filters.
    expect(text(form)).not.toContain('Clear Filters');
    expect(head(html)).toContain('<meta name="robots" content="index, follow"/>');
  });

  test('a filtered view has only the matching tools, is not indexed and names the plain hub as canonical', async () => {
    const { status, html } = await page('/competitors?q=platform&category=government-specialist');
    expect(status).toBe(200);
    const { body } = await server.graphql<{ competitors: { slug: string }[] }>('{ competitors(search: "platform", category: "government-specialist") { slug } }');
    const expected = body.data!.competitors.map((item) => item.slug).sort();
    expect(expected.length).toBeGreaterThan(0);
    // The featured cards above the list are the same for every filter; the list follows the filters.
    const list = html.slice(html.indexOf('id="all-tools-title"'));
    expect(cards(list).map((card) => card.slug).sort()).toEqual(expected);
    expect(head(html)).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(head(html)).toContain('<link rel="canonical" href="http://localhost:3000/competitors"/>');
    expect(list).toMatch(/<a[^>]*href="\/competitors"[^>]*>Clear Filters<\/a>/);
  });

  test('Clear Filters keeps the sort: a sorted, filtered view links back to every tool in that sort', async () => {
    const { html } = await page('/competitors?q=zzqx-no-such-tool&category=government-specialist&sort=name');
    const links = html.match(/<a[^>]*>Clear Filters<\/a>/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toContain('href="/competitors?sort=name"');
  });

  test('the search\'s earlier name in the URL, search=, still filters', async () => {
    const { html } = await page('/competitors?search=loopio');
    expect(cards(html.slice(html.indexOf('id="all-tools-title"'))).map((card) => card.slug)).toEqual(['loopio']);
  });

  test('a search that matches nothing shows the empty state with Clear Filters', async () => {
    const { status, html } = await page('/competitors?q=zzzz-no-such-tool');
    expect(status).toBe(200);
    expect(cards(html)).toHaveLength(0);
    expect(text(html)).toContain('No competitors found matching your criteria.');
    expect(text(html)).toContain('Clear Filters');
  });

  test('an unknown category in the URL falls back to all categories instead of failing', async () => {
    const { status, html } = await page('/competitors?category=bogus');
    expect(status).toBe(200);
    expect(cards(html).length).toBeGreaterThanOrEqual(20);
  });
});

describe('/competitors/{slug}', () => {
  test('/competitors/loopio compares the product with Loopio, with the disclosure and the economics', async () => {
    const { status, html } = await page('/competitors/loopio');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Bidlight vs Loopio<\/h1>/);
    expect(head(html)).toContain('<title>Bidlight vs Loopio: Pricing, Features &amp; Setup Compared | Bidlight</title>');
    const body = text(html);
    expect(body).toContain('Published by the Bidlight team. Competitor facts come from public sources , last checked November 27, 2026.');
    expect(html).toMatch(/href="https:\/\/loopio\.com\/pricing\/" target="_blank" rel="noopener noreferrer"[^>]*>public sources</);
    for (const heading of ['Quick verdict', 'Feature comparison', 'Loopio pros and cons', 'Why choose Bidlight', 'Why users switch from Loopio', 'Pricing analysis', 'Setup comparison', 'Success stories', 'Loopio use cases', 'Switching from Loopio to Bidlight', 'People also ask', 'Other Loopio alternatives', 'Related articles']) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    }
    // Loopio's price could not be checked on its own page: no cost, no "90%+" estimate, against the product's $348.
    expect(body).toContain('Price not verified: no figure');
    expect(body).toContain('$348');
    expect(body).not.toContain('90%+');
    expect(body).toContain('Same day');
    expect(body).toContain('4–8 weeks');
    // The product's features are planned, never "Yes".
    expect(body).toContain('Planned (25 languages)');
    expect(body).toContain('2 (6 planned)');
    // Loopio writes responses and the product finds RFPs: the recommendation says they are not substitutes.
    expect(body).toContain('Loopio helps write responses and Bidlight finds and ranks RFPs, so they are not substitutes');
    expect(body).toContain('Example scenario');
    expect(html).toContain('href="/alternatives/loopio"');
    expect(body).toContain('View all Loopio alternatives');
    // Neither side has a sourced review score: no "Not rated / Not rated" row in the table.
    expect(body).not.toMatch(/Rating\s*Not rated\s*Not rated/);
  });

  test('its metadata: a unique description, BreadcrumbList, no FAQPage and no review markup', async () => {
    const { html } = await page('/competitors/loopio');
    const description = /<meta name="description" content="([^"]*)"/.exec(head(html))![1]!;
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toContain('Loopio');
    const ld = jsonLd(html);
    expect(ldTypes(html)).not.toContain('FAQPage');
    const crumbs = ld.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'Compare Tools', 'Bidlight vs Loopio']);
    expect(crumbs.itemListElement[2]!.item).toBe('http://localhost:3000/competitors/loopio');
    expect(ldTypes(html)).not.toContain('Review');
    expect(ldTypes(html)).not.toContain('AggregateRating');
    const other = head((await page('/competitors/govtribe')).html);
    expect(/<meta name="description" content="([^"]*)"/.exec(other)![1]).not.toBe(description);
  });

  test('the other alternatives are other vendors, at most 3, never the product', async () => {
    const { html } = await page('/competitors/loopio');
    const section = html.slice(html.indexOf('id="other-alternatives"'), html.indexOf('id="related-articles"'));
    const slugs = cards(section).map((card) => card.slug);
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs.length).toBeLessThanOrEqual(3);
    expect(slugs).not.toContain('bidlight');
    expect(slugs).not.toContain('loopio');
  });

  test('an unknown slug answers 404 with the not-found screen', async () => {
    const { status, html } = await page('/competitors/nope');
    expect(status).toBe(404);
    const body = text(html);
    expect(body).toContain('Competitor Not Found');
    expect(body).toContain("The competitor you're looking for doesn't exist or has been removed.");
    expect(html).toMatch(/href="\/competitors"[^>]*>View All Competitors</);
    expect(head(html)).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  test("the product's own entry redirects permanently to the hub", async () => {
    const response = await server.get('/competitors/bidlight');
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location')!, server.url).pathname).toBe('/competitors');
  });
});

describe('/alternatives/{slug}', () => {
  test('/alternatives/loopio ranks the product first, without the "Top Alternative" badge', async () => {
    const { status, html } = await page('/alternatives/loopio');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Best Loopio Alternatives 2026<\/h1>/);
    expect(text(html)).toContain('Published by the Bidlight team. Competitor facts come from public sources , last checked November 27, 2026.');
    const ranked = cards(html.slice(html.indexOf('id="ranked-alternatives"')));
    expect(ranked[0]!.slug).toBe('bidlight');
    expect(ranked.map((card) => card.slug)).not.toContain('loopio');
    expect(html).not.toContain('Top Alternative');
    // Each alternative lists 3 strengths; the product's own entry is labelled "Our product", not ranked.
    for (const card of ranked.slice(1)) expect(card.html.split('✓').length - 1).toBe(3);
    expect(text(ranked[0]!.html)).toMatch(/Our product\s+Bidlight/);
    expect(ranked[0]!.html).not.toMatch(/>#\d/);
    const body = text(html);
    for (const label of ['Alternatives compared', 'Lowest starting price', 'With a free trial', 'Our product', 'Why teams switch from Loopio', 'Average alternative']) {
      expect(body).toContain(label);
    }
    const { body: all } = await server.graphql<{ alternatives: { slug: string }[] }>('{ alternatives(slug: "loopio") { slug } }');
    expect(body).toContain(`Alternatives compared ${all.data!.alternatives.length} `);
    expect(body).toContain('High cost');
    expect(ldTypes(html)).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
    expect(ldTypes(html)).not.toContain('FAQPage');
    expect(ldTypes(html)).not.toContain('AggregateRating');
  });

  test('/alternatives/bidlight is a real page whose first alternative gets the "Top Alternative" badge', async () => {
    const { status, html } = await page('/alternatives/bidlight');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Best Bidlight Alternatives 2026<\/h1>/);
    const ranked = cards(html.slice(html.indexOf('id="ranked-alternatives"')));
    expect(ranked.map((card) => card.slug)).not.toContain('bidlight');
    expect(ranked[0]!.html).toContain('Top Alternative');
    expect(ranked.slice(1).some((card) => card.html.includes('Top Alternative'))).toBe(false);
  });

  test("the page's data carries the long texts of its own competitor only, not of the two dozen alternatives", async () => {
    const { html } = await page('/alternatives/loopio');
    const state = JSON.parse(/<script type="application\/json" id="__ROUTER_STATE__">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      loaderData: Record<string, { page?: { competitor: Record<string, unknown>; alternatives: Record<string, unknown>[] } }>;
    };
    const data = Object.values(state.loaderData).find((route) => route.page)!.page!;
    const longTexts = ['fullDescription', 'peopleAlsoAsk', 'useCases', 'migrationSteps', 'whyLookForAlternatives', 'whoItSuits', 'prosAndCons'];
    expect(longTexts.filter((field) => field in data.competitor)).toEqual(longTexts);
    expect(data.alternatives.length).toBeGreaterThan(10);
    expect(data.alternatives.flatMap((item) => longTexts.filter((field) => field in item))).toEqual([]);
  });

  test('an unknown slug answers 404 with the same not-found screen', async () => {
    const { status, html } = await page('/alternatives/nope');
    expect(status).toBe(404);
    expect(text(html)).toContain('Competitor Not Found');
    expect(text(html)).toContain("The competitor you're looking for doesn't exist or has been removed.");
    expect(html).toMatch(/href="\/competitors"[^>]*>View All Competitors</);
  });
});
