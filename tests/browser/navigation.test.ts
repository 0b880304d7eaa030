import type { Browser, Page } from 'playwright-core';
import { holdAppCode, recordChunks, recordProblems, slowDownCpu, useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

const DESKTOP = { viewport: { width: 1440, height: 900 } };

test('pointing at a link loads the next page\'s code before the click, and the click then moves without waiting for it', async () => {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  const problems = recordProblems(page);
  const chunks = recordChunks(page, ['glossary-page']);
  await page.goto(`${server.url}/`);
  await waitForHydration(page);
  expect(chunks).toEqual([]);

  const link = page.locator('header a[href="/glossary"]').first();
  // Listened for before the pointer moves: the chunk may arrive before hover() returns.
  const pageCode = page.waitForResponse(/\/assets\/glossary-page-[\w-]+\.js$/);
  await link.hover();
  await pageCode;
  expect(chunks).toEqual(['glossary-page']);

  await link.click();
  await page.getByRole('heading', { level: 1, name: 'RFP & Procurement Glossary' }).waitFor();
  // Loaded once: the move used the code the pointer had asked for.
  expect(chunks).toEqual(['glossary-page']);
  expect(problems).toEqual([]);
  await context.close();
});

test('a move whose page code is slow to arrive shows a loading bar until the next page is drawn', async () => {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  const problems = recordProblems(page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/blog-page-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${server.url}/`);
  await waitForHydration(page);

  // A click without pointing first (a keyboard press): the code is asked for by the move itself.
  await page.locator('header a[href="/blog"]').first().focus();
  await page.keyboard.press('Enter');
  const bar = page.getByRole('progressbar', { name: 'Loading the next page' });
  await bar.waitFor();
  expect(new URL(page.url()).pathname).toBe('/');

  release();
  await page.getByRole('heading', { level: 1, name: /Blog/ }).waitFor();
  await bar.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/blog');
  expect(problems).toEqual([]);
  await context.close();
});

test("on a slow phone a page that loads its app at once (/status) does not even request it, nor the field vitals' code, before the page's first contentful paint", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await slowDownCpu(page);
  await page.goto(`${server.url}/status`);
  // No use of the page: /status starts its app by itself.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const timing = await page.evaluate(() => {
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((resource) => resource.name.endsWith('.js') && resource.name !== entry)
      .map((resource) => resource.startTime);
    return { firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime, firstScript: Math.min(...scripts), scripts: scripts.length };
  });
  expect(timing.scripts).toBeGreaterThan(3);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstPaint);
  await context.close();
});

/** The JavaScript files the page has fetched, by name without hash (`entry-client`, `hydrate`). */
const fetchedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((resource) => new URL(resource.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );

test("a page left alone fetches its scripts ahead once idle after load and goes live by itself once they are in; what the app loads on use follows them, and nothing more", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // When the entry starts the app (html[data-app-start="started"]), by the page's own clock.
  await context.addInitScript(() => {
    new MutationObserver(() => {
      const root = document.documentElement;
      if (root.dataset.appStart === 'started' && root.dataset.startedAt === undefined) root.dataset.startedAt = String(performance.now());
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-start'] });
  });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await slowDownCpu(page);
  await page.goto(`${server.url}/industries/healthcare`, { waitUntil: 'load' });
  // The server lists the scripts the app needs on this page; the entry fetches them once the page is idle.
  const { scripts: listed, onUse } = await page.evaluate(() => JSON.parse(document.getElementById('__START__')!.textContent!) as { scripts: string[]; onUse: string[] });
  const entry = await page.evaluate(() => new URL(document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src).pathname);
  expect(listed.length).toBeGreaterThan(3);
  // No touch, pointer, key or scroll: the page goes live by itself.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  // Beside them, the field vitals' reporting code (field-vitals.ts), which the entry loads and runs by itself once idle: it is not the app.
  const fetched = await fetchedScripts(page);
  const vitals = fetched.filter((file) => /^\/assets\/field-vitals-[\w-]+\.js$/.test(file));
  expect(vitals).toHaveLength(1);
  expect(listed).not.toContain(vitals[0]);
  // What the app loads on use (Apollo's client, the toaster) is fetched too, once the app's own scripts are in.
  expect(onUse.length).toBeGreaterThan(0);
  expect(fetched.sort()).toEqual([entry, ...listed, ...onUse, ...vitals].sort());
  // Started after the load event, once every listed script had arrived; what is loaded on use was asked for once they had.
  const { loadEnd, lastListedEnd, firstOnUseStart, startedAt } = await page.evaluate(
    ({ files, later }) => {
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((item) => ({ path: new URL(item.name).pathname, item }));
      return {
        loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
        lastListedEnd: Math.max(...resources.filter(({ path }) => files.includes(path)).map(({ item }) => item.responseEnd)),
        firstOnUseStart: Math.min(...resources.filter(({ path }) => later.includes(path)).map(({ item }) => item.startTime)),
        startedAt: Number(document.documentElement.dataset.startedAt),
      };
    },
    { files: listed, later: onUse },
  );
  expect(startedAt).toBeGreaterThan(loadEnd);
  expect(startedAt).toBeGreaterThanOrEqual(lastListedEnd);
  expect(firstOnUseStart).toBeGreaterThanOrEqual(lastListedEnd);
  expect(problems).toEqual([]);
  await context.close();
});

test("on a slow phone's connection, a category chosen while the app's scripts are still being fetched ahead is applied once the app is live", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const problems = recordProblems(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The phone: 1.6 Mbps down, 150 ms round trip.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
  // The hydration code is held back until the test waits for the page to go live: on a loaded
  // machine the fetch ahead could otherwise be done before the touch, however slow the connection.
  await holdAppCode(page);
  await page.goto(`${server.url}/competitors`, { waitUntil: 'load' });
  // The fetch ahead has started and is not done: the touch lands in the middle of it.
  await page.waitForFunction(() => document.querySelectorAll('link[rel="modulepreload"]').length > 0);
  expect(await page.evaluate(() => document.documentElement.dataset.appStart)).toBe('waiting');
  const category = page.getByRole('combobox', { name: 'Category' });
  const [value, label] = await category.locator('option').nth(1).evaluate((option: HTMLOptionElement) => [option.value, option.label]);
  // A person taps the select (which starts the app) and picks from the list the phone shows.
  await category.tap();
  await category.selectOption(value!);
  await waitForHydration(page);
  await page.waitForURL((url) => url.searchParams.get('category') === value);
  expect(await category.inputValue()).toBe(value);
  const { body } = await server.graphql<{ competitors: { name: string }[] }>('query ($category: String) { competitors(category: $category) { name } }', { category: value });
  // The category's tools, and only they (the list follows the URL in the same transition).
  const expected = body.data!.competitors.map((tool) => tool.name).sort();
  expect(expected.length).toBeGreaterThan(0);
  await page.waitForFunction(
    (names) => JSON.stringify([...document.querySelectorAll('[data-testid="competitor-card"] h3')].map((heading) => heading.textContent).sort()) === JSON.stringify(names),
    expected,
  );
  expect(await page.getByRole('combobox', { name: 'Category' }).locator('option:checked').textContent()).toBe(label);
  expect(problems).toEqual([]);
  await context.close();
});

test('the status and admin pages, which act by themselves once open, load their app without waiting for a touch', async () => {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  const problems = recordProblems(page);
  // The status page's own health check goes from the browser, with no use of the page.
  const health = page.waitForResponse((response) => new URL(response.url()).pathname === '/healthz');
  await page.goto(`${server.url}/status`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await health;
  await page.goto(`${server.url}/admin`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  expect(problems).toEqual([]);
  await context.close();
});

test("the guide's table of contents leads to each section: an anchor link before the app is live, a glide there once it is", async () => {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  const problems = recordProblems(page);
  // Held back until the test waits for it: the app would otherwise start by itself once the page is
  // idle, and a click once it is live glides without changing the address (CI failed so once).
  await holdAppCode(page);
  await page.goto(`${server.url}/rfp-software-guide`);
  const toc = page.locator('nav[aria-labelledby="toc-heading"]');
  const inView = (id: string) =>
    page.waitForFunction((section) => {
      const top = document.getElementById(section)?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 200;
    }, id);

  // The first click is the page's first use: the link is followed as the browser does.
  await toc.locator('a[href="#pricing"]').click();
  await page.waitForURL(`${server.url}/rfp-software-guide#pricing`);
  await inView('pricing');

  await waitForHydration(page);
  await toc.locator('a[href="#faq"]').click();
  await inView('faq');
  expect(problems).toEqual([]);
  await context.close();
});

describe("the site's error page after a move that fails on the server's side", () => {
  /** The heading, its text and the way back of the root's error page (route-error-page.tsx) for a status. */
  const errorScreen = (page: Page, hero: string, heading: string, text: string) =>
    Promise.all([
      page.getByRole('heading', { level: 1, name: hero }).waitFor(),
      page.getByRole('heading', { name: heading }).waitFor(),
      page.getByText(text).waitFor(),
    ]);

  test("moves whose data the server answers with a 500 show the page's own error in the specification's words, or the site's error page; its link home works once the server answers", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const problems = recordProblems(page, /status of 50[03]/);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);

    await page.route(/\/graphql(\?|$)/, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
    await page.locator('header a[href="/blog"]').first().click();
    await page.waitForURL(`${server.url}/blog`);
    await page.getByRole('heading', { name: 'Error Loading Blog' }).waitFor();
    await page.getByText("We're having trouble loading the blog posts. Please try again later.").waitFor();
    expect(await page.locator('main article').count()).toBe(0);

    // Back asks for the home page's data again (the page is whole when Back lands on it), and the
    // home page has no error view of its own: the root's shows, a 500 for the server's bug.
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    await errorScreen(page, '500 Something Went Wrong', 'Something went wrong on our side', 'The problem is ours, not yours, and it has been logged. Please try again, or start again from the home page.');
    expect(await page.title()).toBe('Something Went Wrong | Bidlight');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/^noindex/);
    // Nothing of the server's answer reaches the page.
    expect(await page.locator('main').first().textContent()).not.toContain('Internal Server Error');

    // A server that cannot answer (its database down) is a 503: "could not load", not our bug.
    await page.unroute(/\/graphql(\?|$)/);
    await page.route(/\/graphql(\?|$)/, (route) =>
      route.fulfill({ status: 503, contentType: 'application/graphql-response+json', body: JSON.stringify({ errors: [{ message: 'The database is unavailable.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }) }),
    );
    await page.goForward();
    await page.getByRole('heading', { name: 'Error Loading Blog' }).waitFor();
    await page.goBack();
    await errorScreen(page, '503 Temporarily Unavailable', 'This page is busy right now', "We couldn't load this page just now. Please try again in a moment.");
    expect(await page.title()).toBe('Temporarily Unavailable | Bidlight');

    await page.unroute(/\/graphql(\?|$)/);
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Automate RFP Discovery & Tracking' }).waitFor();
    await page.locator('header a[href="/blog"]').first().click();
    await page.getByRole('heading', { level: 1, name: 'RFP Strategy Blog' }).waitFor();
    await page.locator('main article').first().waitFor();
    // React and the router log the error the root's page caught (its minified class name, in the
    // production build); nothing else went wrong.
    expect(problems.filter((problem) => !/^error: (React Router caught the following error during render )?\w+$/.test(problem))).toEqual([]);
    await context.close();
  });

  test("a page whose code is answered with a 500 shows the site's 500 page, not the error; Back and its link home lead on", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const problems = recordProblems(page, /status of 500|Failed to fetch dynamically imported module/);
    await page.route(/\/assets\/careers-page-[\w-]+\.js$/, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page);

    await page.locator('footer a[href="/careers"]').click();
    await page.waitForURL(`${server.url}/careers`);
    await errorScreen(
      page,
      '500 Something Went Wrong',
      'Something went wrong on our side',
      'The problem is ours, not yours, and it has been logged. Please try again, or start again from the home page.',
    );
    expect(await page.title()).toBe('Something Went Wrong | Bidlight');
    const shown = (await page.locator('main').textContent()) ?? '';
    expect(shown).not.toMatch(/Internal Server Error|dynamically imported|careers-page/);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'RFP Strategy Blog' }).waitFor();
    await page.goForward();
    await errorScreen(page, '500 Something Went Wrong', 'Something went wrong on our side', 'The problem is ours, not yours');
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Automate RFP Discovery & Tracking' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
