import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => {
  await server.close();
});

/** The router data the server hands over with the page (the loaders' results). */
function routerState(html: string): unknown {
  const json = html.match(/<script type="application\/json" id="__ROUTER_STATE__">([\s\S]*?)<\/script>/)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!);
}

/** Every object in `value` that has all of `fields`, at any depth. */
function objectsWith(value: unknown, fields: string[]): Record<string, string>[] {
  if (Array.isArray(value)) return value.flatMap((item) => objectsWith(item, fields));
  if (!value || typeof value !== 'object') return [];
  const own = fields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string') ? [value as Record<string, string>] : [];
  return [...own, ...Object.values(value).flatMap((item) => objectsWith(item, fields))];
}

/** The page as a reader gets it: no scripts (the data islands among them). */
const rendered = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

test('/glossary/request-for-proposal hands over no term, industry or post that it does not render', async () => {
  const response = await server.get('/glossary/request-for-proposal');
  expect(response.status).toBe(200);
  const html = await response.text();
  const state = routerState(html);
  const page = rendered(html);

  const terms = objectsWith(state, ['slug', 'term']);
  expect(terms.map((term) => term.slug)).toContain('request-for-proposal');
  for (const term of terms.filter((item) => item.slug !== 'request-for-proposal')) {
    expect({ term: term.slug, linked: page.includes(`href="/glossary/${term.slug}"`) }).toEqual({ term: term.slug, linked: true });
  }
  const totalTerms = Number((await server.dataSource.query('SELECT count(*) AS n FROM glossary_terms'))[0].n);
  expect(new Set(terms.map((term) => term.slug)).size).toBeLessThan(20);
  expect(totalTerms).toBeGreaterThan(200);

  for (const item of objectsWith(state, ['slug', 'title'])) {
    const linked = page.includes(`href="/industries/${item.slug}"`) || page.includes(`href="/blog/${item.slug}"`);
    expect({ item: item.slug, linked }).toEqual({ item: item.slug, linked: true });
  }
});

test("a missing term's 404 hands over no list of names", async () => {
  const response = await server.get('/glossary/no-such-term-anywhere');
  expect(response.status).toBe(404);
  // The page's loader threw its 404 to the route's error view; the layout's data (the footer's few links) is the same on every page.
  const { loaderData, errors } = routerState(await response.text()) as { loaderData: Record<string, unknown>; errors: Record<string, { status: number }> | null };
  const pageErrors = Object.values(errors ?? {});
  expect(pageErrors.map((error) => error.status)).toEqual([404]);
  const pageData = [...Object.entries(loaderData).filter(([routeId]) => routeId !== 'root'), ...pageErrors];
  expect(objectsWith(pageData, ['slug', 'term'])).toEqual([]);
  expect(objectsWith(pageData, ['slug', 'title'])).toEqual([]);
});

test('the layout hands over only the links the footer and the sidebar show', async () => {
  const { loaderData } = routerState(await (await server.get('/glossary/request-for-proposal')).text()) as { loaderData: { root: unknown } };
  const industries = Number((await server.dataSource.query('SELECT count(*) AS n FROM industries'))[0].n);
  // The footer's 8 industries and 6 posts, and the sidebar's popular industries (at most 8).
  const named = objectsWith(loaderData.root, ['slug', 'title']);
  expect(industries).toBeGreaterThan(40);
  expect(named.length).toBeGreaterThan(0);
  expect(named.length).toBeLessThanOrEqual(8 + 6 + 8);
});
