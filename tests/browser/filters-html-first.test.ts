import type { Browser, BrowserContext, Page } from 'playwright-core';
import { holdAppCode, recordProblems, showUse, slowDownCpu, useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';
import { jumpLetters } from '../support/glossary-letters';

/**
 * The glossary's search, the competitor hub's filters and the site search live in the URL and are
 * GET forms: they work with scripts off, and what a visitor types or chooses before the page has
 * hydrated (a phone, a slow network) is kept and applied once it is live.
 */

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

/** How much slower than this machine the CPU runs while a test acts before hydration (a mid-range phone). */
const CPU_SLOWDOWN = 4;

const glossaryCards = (page: Page) => page.locator('[data-testid="glossary-term-card"] h3').allTextContents();
const hubCards = (page: Page) => page.locator('[data-testid="competitor-card"] h3').allTextContents();
/** The cards a visitor sees (the browser may hide some of those in the HTML). */
const shownHubCards = (page: Page) => page.locator('[data-testid="competitor-card"] h3').filter({ visible: true }).allTextContents();
const shownCount = (page: Page) => page.getByText(/^Showing \d+ tools?$/).filter({ visible: true }).count();
const glossarySearch = (page: Page) => page.getByRole('searchbox', { name: 'Search the glossary' });
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/** Every term (no search), or what the page shows for a search: the first page of its matches. */
async function glossaryMatches(search: string): Promise<string[]> {
  if (!search) {
    const { body } = await server.graphql<{ glossaryTerms: { term: string }[] }>('{ glossaryTerms { term } }');
    return body.data!.glossaryTerms.map((item) => item.term);
  }
  const { body } = await server.graphql<{ glossaryPage: { terms: { term: string }[] } }>('query ($search: String) { glossaryPage(search: $search) { terms { term } } }', { search });
  return body.data!.glossaryPage.terms.map((item) => item.term);
}

/** The hub's tools of a category (all when none), in the hub's default order: priority, then name. */
async function hubTools(category?: string): Promise<{ name: string; priority: number }[]> {
  const { body } = await server.graphql<{ competitors: { name: string; priority: number }[] }>('query ($category: String) { competitors(category: $category) { name priority } }', { category });
  return body.data!.competitors;
}
const inHubOrder = (tools: { name: string; priority: number }[]) => [...tools].sort((a, b) => b.priority - a.priority || byName(a.name, b.name)).map((tool) => tool.name);

/** Waits until the list shows exactly `names` (React renders a change over a few frames), then checks it. */
async function expectList(page: Page, read: (page: Page) => Promise<string[]>, selector: string, names: readonly string[]) {
  await page
    .waitForFunction(
      ({ css, expected }) => JSON.stringify([...document.querySelectorAll(css)].map((node) => node.textContent)) === JSON.stringify(expected),
      { css: selector, expected: names },
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  expect(await read(page)).toEqual(names);
}
const expectGlossary = (page: Page, names: readonly string[]) => expectList(page, glossaryCards, '[data-testid="glossary-term-card"] h3', names);
const expectHub = (page: Page, names: readonly string[]) => expectList(page, hubCards, '[data-testid="competitor-card"] h3', names);

const query = (page: Page) => new URL(page.url()).searchParams;

describe('with scripts off', () => {
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  test('the glossary search submits to /glossary?q= and the server shows only the matching terms; "Clear search" shows the first page again', async () => {
    await page.goto(`${server.url}/glossary`);
    const firstPage = await glossaryCards(page);
    const every = await glossaryMatches('');
    // The glossary comes in pages of whole letter groups: the first holds the start of the list.
    expect(firstPage.length).toBeGreaterThanOrEqual(20);
    expect(firstPage).toEqual(every.slice(0, firstPage.length));

    await glossarySearch(page).fill('bid');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/glossary\?q=bid$/);
    const expected = await glossaryMatches('bid');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(every.length);
    expect(await glossaryCards(page)).toEqual(expected);
    expect(await glossarySearch(page).inputValue()).toBe('bid');
    expect(await page.getByRole('navigation', { name: 'Jump to letter' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Clear search' }).click();
    await page.waitForURL(`${server.url}/glossary`);
    expect(await glossaryCards(page)).toEqual(firstPage);
    expect(await glossarySearch(page).inputValue()).toBe('');
  });

  test("the glossary's page links lead through every term: page after page, each term once, in order", async () => {
    const every = await glossaryMatches('');
    await page.goto(`${server.url}/glossary`);
    const seen = [...(await glossaryCards(page))];
    const pages = page.getByRole('navigation', { name: 'Glossary pages' });
    expect(await pages.getByRole('link', { name: 'Page 1', exact: true }).getAttribute('aria-current')).toBe('page');
    for (let next = 2; seen.length < every.length; next += 1) {
      // The link's own address, followed as the browser follows a link without scripts (a click under
      // load could land while the web font swapped in and moved the link: no move, a 30 s wait).
      const href = await pages.getByRole('link', { name: 'Next page' }).getAttribute('href');
      expect(href).toBe(`/glossary?page=${next}`);
      await page.goto(`${server.url}${href}`);
      seen.push(...(await glossaryCards(page)));
    }
    expect(seen).toEqual(every);
    expect(await pages.getByRole('link', { name: 'Next page' }).count()).toBe(0);
  });

  test('a glossary letter is a link to its group, on this page or on the page its terms start: the URL takes its anchor and the group comes into view', async () => {
    await page.goto(`${server.url}/glossary`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const groupInView = async (letter: string) => {
      // The page scrolls smoothly to anchors: wait until the group's top sits just under the fixed navbar.
      const top = () => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, `glossary-letter-${letter}`);
      await page.waitForFunction((id) => {
        const value = document.getElementById(id)!.getBoundingClientRect().top;
        return value >= 0 && value < 200;
      }, `glossary-letter-${letter}`).catch(() => undefined);
      expect(await top()).toBeGreaterThanOrEqual(0);
      expect(await top()).toBeLessThan(200);
    };
    // A letter on the first page. (Clicked as a visitor would: finding it by role first made
    // Chromium build the accessibility tree of the whole page, laying out cards that otherwise wait
    // until they are near the screen, and the jump then landed a few hundred pixels off.)
    const letters = await jumpLetters(server);
    const near = page.locator(`nav[aria-label="Jump to letter"] a[href="#glossary-letter-${letters.near}"]`);
    expect(await near.getAttribute('aria-label')).toBe(`Jump to terms starting with ${letters.near}`);
    await near.click();
    await page.waitForURL(`${server.url}/glossary#glossary-letter-${letters.near}`);
    await groupInView(letters.near);

    // A letter whose terms start on the second page.
    const far = page.locator(`nav[aria-label="Jump to letter"] a[href="/glossary?page=2#glossary-letter-${letters.far}"]`);
    expect(await far.getAttribute('aria-label')).toBe(`Jump to terms starting with ${letters.far} (page 2)`);
    await far.click();
    await page.waitForURL(`${server.url}/glossary?page=2#glossary-letter-${letters.far}`);
    await groupInView(letters.far);
  });

  test('the hub applies its search, its category and its sort through the form, and Clear Filters goes back to every tool in the chosen sort', async () => {
    await page.goto(`${server.url}/competitors`);
    const everyTool = inHubOrder(await hubTools());
    expect(await hubCards(page)).toEqual(everyTool);

    await page.getByLabel('Search tools').fill('loopio');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/\/competitors\?/);
    expect(query(page).get('q')).toBe('loopio');
    expect(await hubCards(page)).toEqual(['Loopio']);

    await page.goto(`${server.url}/competitors`);
    // A category chosen shows its tools at once; the count, which was for every tool, is hidden until Apply.
    await page.getByLabel('Category').selectOption('government-specialist');
    const specialists = await hubTools('government-specialist');
    expect(specialists.length).toBeGreaterThan(1);
    expect(await shownHubCards(page)).toEqual(inHubOrder(specialists));
    expect(await shownCount(page)).toBe(0);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/category=government-specialist/);
    expect(await shownCount(page)).toBe(1);
    expect(await hubCards(page)).toEqual(inHubOrder(specialists));

    await page.getByLabel('Sort by').selectOption('name');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/sort=name/);
    expect(query(page).get('category')).toBe('government-specialist');
    expect(await hubCards(page)).toEqual(specialists.map((tool) => tool.name).sort(byName));
    expect(await page.getByLabel('Category').inputValue()).toBe('government-specialist');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('name');

    // Clear Filters resets the search and the category; the sort stays (as the specification's hub does).
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await page.waitForURL(`${server.url}/competitors?sort=name`);
    expect(await hubCards(page)).toEqual([...everyTool].sort(byName));
    expect(await page.getByLabel('Category').inputValue()).toBe('all');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('name');
  });

  test('a hub search that finds nothing offers Clear Filters, a link back to the plain hub', async () => {
    await page.goto(`${server.url}/competitors?q=zzqx-no-such-tool`);
    await page.getByText('No competitors found matching your criteria.').waitFor();
    await page.getByRole('status').getByRole('link', { name: 'Clear Filters' }).click();
    await page.waitForURL(`${server.url}/competitors`);
    expect((await hubCards(page)).length).toBeGreaterThanOrEqual(20);
  });

  test('the site search page and the navigation bar search submit to /search?q=', async () => {
    await page.goto(`${server.url}/search`);
    await page.locator('#search-page-q').fill('proposal');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`${server.url}/search?q=proposal`);
    await page.getByRole('heading', { level: 1, name: 'Search results for “proposal”' }).waitFor();
    expect(await page.locator('main section[aria-labelledby^="results-"]').count()).toBeGreaterThan(0);

    await page.goto(`${server.url}/glossary`);
    await page.locator('#site-search-desktop').fill('IDIQ');
    await page.locator('#site-search-desktop').press('Enter');
    await page.waitForURL(`${server.url}/search?q=IDIQ`);
    await page.getByRole('heading', { level: 1, name: 'Search results for “IDIQ”' }).waitFor();
  });
});

describe('with scripts on, acting before the page has hydrated on a slow CPU', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    problems = recordProblems(page);
    await slowDownCpu(page, CPU_SLOWDOWN);
    await holdAppCode(page);
  });
  afterEach(async () => {
    await context.close();
  });

  /** Opens the page and hands back once its HTML is parsed, long before the app has loaded. */
  async function openEarly(path: string) {
    await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
    expect(await hydrated(page)).toBe(false);
  }

  test('the glossary keeps text typed before hydration and filters by it once live, with q= in the URL', async () => {
    await openEarly('/glossary');
    await glossarySearch(page).pressSequentially('rfp');
    // Every key landed before React took the page over.
    expect(await hydrated(page)).toBe(false);

    await waitForHydration(page);
    expect(await glossarySearch(page).inputValue()).toBe('rfp');
    await page.waitForURL(/\/glossary\?q=rfp$/);
    await expectGlossary(page, await glossaryMatches('rfp'));
    expect(problems).toEqual([]);
  });

  test('text typed while the app is loading and hydrating, after a first use started it, is kept and applied', async () => {
    await openEarly('/glossary');
    // The pointer moving over the page starts the app (its scripts may have been fetched ahead
    // already); the visitor types while it loads and hydrates.
    await showUse(page);
    await page.waitForFunction(() => document.documentElement.dataset.appStart === 'started');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await glossarySearch(page).pressSequentially('bid');

    await waitForHydration(page);
    expect(await glossarySearch(page).inputValue()).toBe('bid');
    await page.waitForURL(/\/glossary\?q=bid$/);
    await expectGlossary(page, await glossaryMatches('bid'));
    expect(problems).toEqual([]);
  });

  test("a glossary letter whose terms are on the next page, pressed before hydration, opens that page at the letter's group", async () => {
    const { far } = await jumpLetters(server);
    await openEarly('/glossary');
    await page.locator(`nav[aria-label="Jump to letter"] a[href="/glossary?page=2#glossary-letter-${far}"]`).click();
    await page.waitForURL(`${server.url}/glossary?page=2#glossary-letter-${far}`);
    await page.waitForFunction((letter) => {
      const top = document.getElementById(`glossary-letter-${letter}`)?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 200;
    }, far);
    expect(await page.locator(`#glossary-letter-${far} [data-testid="glossary-term-card"]`).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test('the hub keeps a search typed before hydration and applies it once live', async () => {
    await openEarly('/competitors');
    await page.getByLabel('Search tools').pressSequentially('loopio');
    expect(await hydrated(page)).toBe(false);

    await waitForHydration(page);
    expect(await page.getByLabel('Search tools').inputValue()).toBe('loopio');
    await page.waitForURL(/\/competitors\?q=loopio$/);
    await expectHub(page, ['Loopio']);
    expect(problems).toEqual([]);
  });

  test('the hub applies a category chosen before hydration once live', async () => {
    await openEarly('/competitors');
    await page.getByLabel('Category').selectOption('government-specialist');
    // Shown before the app is live: the browser hides the other categories' cards.
    expect(await shownHubCards(page)).toEqual(inHubOrder(await hubTools('government-specialist')));
    expect(await hydrated(page)).toBe(false);

    await waitForHydration(page);
    expect(await page.getByLabel('Category').inputValue()).toBe('government-specialist');
    await page.waitForURL(/\/competitors\?category=government-specialist$/);
    await expectHub(page, inHubOrder(await hubTools('government-specialist')));
    expect(problems).toEqual([]);
  });

  test('the site search box and the navigation bar search keep text typed before hydration', async () => {
    await openEarly('/search');
    await page.locator('#search-page-q').pressSequentially('proposal');
    await page.locator('#site-search-desktop').pressSequentially('IDIQ');
    expect(await hydrated(page)).toBe(false);

    await waitForHydration(page);
    // A re-render of the page (the navigation bar's on scroll) must not take the text back.
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await page.locator('#search-page-q').inputValue()).toBe('proposal');
    expect(await page.locator('#site-search-desktop').inputValue()).toBe('IDIQ');

    await page.locator('#site-search-desktop').press('Enter');
    await page.waitForURL(`${server.url}/search?q=IDIQ`);
    await page.getByRole('heading', { level: 1, name: 'Search results for “IDIQ”' }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('once live', () => {
  test('the glossary filters as the visitor types, replacing the URL; Back after "Clear search" shows the search again', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = recordProblems(page);
    await page.goto(`${server.url}/glossary`);
    await waitForHydration(page);
    const all = await glossaryCards(page);
    const historyLength = await page.evaluate(() => history.length);

    await glossarySearch(page).pressSequentially('bid');
    await page.waitForURL(/\/glossary\?q=bid$/);
    const matches = await glossaryMatches('bid');
    await expectGlossary(page, matches);
    // Each key replaced the URL: no history entry per keystroke.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.getByRole('link', { name: 'Clear search' }).click();
    await page.waitForURL(`${server.url}/glossary`);
    await expectGlossary(page, all);
    expect(await glossarySearch(page).inputValue()).toBe('');

    await page.goBack();
    await page.waitForURL(/\/glossary\?q=bid$/);
    await expectGlossary(page, matches);
    expect(await glossarySearch(page).inputValue()).toBe('bid');

    await page.goForward();
    await page.waitForURL(`${server.url}/glossary`);
    await expectGlossary(page, all);
    expect(await glossarySearch(page).inputValue()).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the hub follows Back and Forward: the form and the list show the URL’s filters', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = recordProblems(page);
    await page.goto(`${server.url}/competitors`);
    await waitForHydration(page);
    const everyTool = await hubCards(page);

    await page.getByLabel('Sort by').selectOption('name');
    await page.getByLabel('Search tools').fill('gov');
    await page.waitForURL(/\/competitors\?q=gov&sort=name$/);
    const { body } = await server.graphql<{ competitors: { name: string }[] }>('{ competitors(search: "gov") { name } }');
    const shown = body.data!.competitors.map((tool) => tool.name).sort(byName);
    expect(shown.length).toBeGreaterThan(1);
    await expectHub(page, shown);

    await page.getByRole('link', { name: 'Clear Filters' }).first().click();
    await page.waitForURL(`${server.url}/competitors?sort=name`);
    await expectHub(page, [...everyTool].sort(byName));
    expect(await page.getByLabel('Search tools').inputValue()).toBe('');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('name');

    await page.goBack();
    await page.waitForURL(/\/competitors\?q=gov&sort=name$/);
    await expectHub(page, shown);
    expect(await page.getByLabel('Search tools').inputValue()).toBe('gov');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('name');
    expect(problems).toEqual([]);
    await context.close();
  });
});
