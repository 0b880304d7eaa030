import type { Browser } from 'playwright-core';
import { holdAppCode, isLive, recordProblems, useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

/**
 * The footer, the content sidebar, the landing page's sample dashboard and industry tiles are
 * parts of their page's code: they hydrate in place with the page (their file is fetched ahead with
 * the rest of the app once the page is idle, entry-client.tsx), with no HTML held back or swapped.
 */

test('the landing page hydrates from its loader data without asking the API, and its footer links are live with it', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const problems = recordProblems(page);
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') apiRequests.push(request.url());
  });

  await page.goto(`${server.url}/`);
  await waitForHydration(page);
  await page.waitForFunction(isLive, 'footer a');
  expect(await page.evaluate(isLive, '#industries a')).toBe(true);
  expect(apiRequests).toEqual([]);

  // Its links navigate on the client: the document stays the same.
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same-document'));
  await page.locator('footer').getByRole('link', { name: 'All Industries' }).click();
  await page.waitForURL(`${server.url}/industries`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');
  expect(problems).toEqual([]);
  await context.close();
});

test('focus given to a footer link before the app is live stays on it as the page hydrates, and Enter then navigates on the client', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // Held back until the test waits for it: the app would otherwise start by itself once the page is idle.
  await holdAppCode(page);
  await page.goto(`${server.url}/`);
  await page.waitForFunction(() => document.documentElement.dataset.appStart === 'waiting');
  // Focus on the third link of the footer (as a Tab would): a use, which starts the app.
  const label = await page.evaluate(() => {
    const link = document.querySelectorAll<HTMLAnchorElement>('footer a')[2]!;
    link.focus();
    return link.textContent;
  });
  await waitForHydration(page);
  await page.waitForFunction(isLive, 'footer a');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(label);
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same-document'));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith('/industries/'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');
  await context.close();
});
