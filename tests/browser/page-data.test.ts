import type { Browser } from 'playwright-core';
import { isLive, operationsAsked, recordProblems, useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface Catalogue {
  niche: string;
  term: { slug: string; term: string };
  competitor: { slug: string; name: string };
}
let catalogue: Catalogue;
beforeAll(async () => {
  const { body } = await server.graphql<{ industry: { niches: { slug: string }[] }; glossaryTerms: { slug: string; term: string }[]; competitors: { slug: string; name: string }[] }>(
    '{ industry(slug: "healthcare") { niches { slug } } glossaryTerms { slug term } competitors { slug name } }',
  );
  catalogue = { niche: body.data!.industry.niches[0]!.slug, term: body.data!.glossaryTerms[0]!, competitor: body.data!.competitors[0]! };
});

/** Every page that loads data hands it over with the HTML: its path, and a heading it shows ('' for any). */
const pages: [string, (c: Catalogue) => [string, string]][] = [
  ['home', () => ['/', '']],
  ['industries hub', () => ['/industries', 'RFP Opportunities by Industry']],
  ['industry', () => ['/industries/healthcare', 'Healthcare']],
  ['niche', (c) => [`/industries/healthcare/${c.niche}`, '']],
  ['blog hub', () => ['/blog', '']],
  ['post', () => ['/blog/how-to-find-rfps', '']],
  ['glossary term', (c) => [`/glossary/${c.term.slug}`, c.term.term]],
  ['comparison', (c) => [`/competitors/${c.competitor.slug}`, c.competitor.name]],
  ['alternatives', (c) => [`/alternatives/${c.competitor.slug}`, c.competitor.name]],
  ['guide', () => ['/rfp-software-guide', '']],
  ['competitors hub', () => ['/competitors?category=government-specialist', 'Best RFP Software Tools']],
  ['search', () => ['/search?q=proposal', 'Search results for “proposal”']],
  ['status', () => ['/status', 'System Status']],
];

test.each(pages)('on a phone the %s page hydrates from the data it came with: no GraphQL request, no hydration error', async (_name, at) => {
  const [path, heading] = at(catalogue);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const problems = recordProblems(page);
  const response = await page.goto(`${server.url}${path}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  // Anything the page would still ask for (Apollo's code, a query) has gone out by then.
  await page.waitForLoadState('networkidle');
  const h1 = page.getByRole('heading', { level: 1 });
  expect(await h1.count()).toBe(1);
  if (heading) expect(await h1.innerText()).toContain(heading);
  // The header's links are React's now: the page is live.
  expect(await page.evaluate(isLive, 'header a')).toBe(true);
  expect({ path, asked: await operationsAsked(page), problems }).toEqual({ path, asked: [], problems: [] });
  await context.close();
});

test('a missing post answers 404 and hydrates its "not found" view from the handed-over answer', async () => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  // The browser reports the document's own 404 status in the console; nothing else may go wrong.
  const problems = recordProblems(page, /status of 404/);
  const response = await page.goto(`${server.url}/blog/no-such-post`);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await page.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor();
  expect(await page.evaluate(isLive, 'main a[href="/blog"]')).toBe(true);
  expect(await operationsAsked(page)).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test("a client-side move asks once through Apollo; moves back and forth then answer from the browser's HTTP cache", async () => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${server.url}/blog`);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same-document'));

  const { body } = await server.graphql<{ posts: { slug: string; title: string }[] }>('{ posts { slug title } }');
  const post = body.data!.posts[0]!;
  await page.locator(`main a[href="/blog/${post.slug}"]`).first().click();
  await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
  // The layout's links are asked for with the first move (they came with the first page's HTML too).
  expect(await operationsAsked(page)).toEqual(['LayoutLinks', 'BlogPostPage']);

  // The first page's data came with its HTML, not through Apollo: going back asks for it once.
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: /Blog/ }).waitFor();
  await page.locator(`main a[href="/blog/${post.slug}"]`).first().waitFor();
  expect(await operationsAsked(page)).toEqual(['LayoutLinks', 'BlogPostPage', 'BlogListPage']);
  // Within their cache times every answer is the browser's HTTP cache's now: nothing reaches the server either way.
  await page.goForward();
  await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
  await page.goBack();
  await page.locator(`main a[href="/blog/${post.slug}"]`).first().waitFor();
  expect(await operationsAsked(page)).toEqual(['LayoutLinks', 'BlogPostPage', 'BlogListPage']);
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');
  expect(problems).toEqual([]);
  await context.close();
});

test('on a wide screen the sidebar goes live after hydration and after a client-side move, with its links', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const problems = recordProblems(page);
  const sidebar = page.getByRole('complementary', { name: 'Related links' });
  await page.goto(`${server.url}/industries/healthcare`);
  await waitForHydration(page);
  await page.waitForFunction(isLive, 'aside[aria-label="Related links"] a');
  const popular = sidebar.locator('section', { has: page.getByRole('heading', { name: 'Popular Industries' }) }).getByRole('link');
  expect(await popular.count()).toBeGreaterThan(0);

  // A sidebar link moves on the client; the next page's sidebar shows its links from Apollo's cache.
  await sidebar.getByRole('link', { name: 'RFP Glossary' }).click();
  await page.getByRole('heading', { level: 1, name: 'RFP & Procurement Glossary' }).waitFor();
  await popular.first().waitFor();
  expect(await popular.count()).toBeGreaterThan(0);
  expect(problems).toEqual([]);
  await context.close();
});
