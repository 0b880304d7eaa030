import type { Browser } from 'playwright-core';
import { recordChunks, recordProblems, useSiteInBrowser, waitForHydration } from '../support/browser';
import type { TestServer } from '../support/test-server';

let server: TestServer;
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
  await link.hover();
  await page.waitForResponse(/\/assets\/glossary-page-[\w-]+\.js$/);
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

test("on a slow phone the app's code is not even requested before the page's first contentful paint", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${server.url}/`);
  await waitForHydration(page);
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
