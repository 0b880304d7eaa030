import type { Browser } from 'playwright-core';
import { isLive, recordProblems, useSiteInBrowser, waitForHydration, openedDialog, type SiteServer } from '../support/browser';

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The parts that wait to be near the screen have their code fetched ahead with the rest of the app
 * once the page is idle (entry-client.tsx), so what is checked is when they run: live (React's)
 * or still the server's HTML.
 */

test('the landing page hydrates without Apollo; its industries and footer load once scrolled near, then work on the client', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const problems = recordProblems(page);

  await page.goto(`${server.url}/`);
  await waitForHydration(page);
  await sleep(500);
  // The server's HTML of the held parts is on the page meanwhile, links included.
  expect(await page.locator('footer').getByRole('link', { name: 'All Industries' }).count()).toBe(1);
  expect(await page.getByRole('link', { name: 'View All 50+ Industries' }).count()).toBe(1);
  expect(await page.evaluate(isLive, 'footer a')).toBe(false);

  // An update of the whole page (the waitlist dialog opening) leaves the held parts as they are.
  await page.getByRole('heading', { level: 1 }).locator('..').getByRole('link', { name: 'Get Early Access' }).click();
  await openedDialog(page).waitFor();
  await page.keyboard.press('Escape');
  await openedDialog(page).waitFor({ state: 'detached' });
  expect(await page.locator('footer').getByRole('link', { name: 'All Industries' }).count()).toBe(1);

  // Near the screen, the footer loads its code and becomes live, its links from the layout's loader data (no Apollo).
  await page.evaluate(() => document.querySelector('footer')!.scrollIntoView({ behavior: 'instant' }));
  await page.waitForFunction(isLive, 'footer a');
  // Its links now navigate on the client: the document stays the same.
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same-document'));
  await page.locator('footer').getByRole('link', { name: 'All Industries' }).click();
  await page.waitForURL(`${server.url}/industries`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');
  expect(problems).toEqual([]);
  await context.close();
});

test('a page whose filters change its data hydrates without Apollo, and moving on loads the parts still held', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // The competitors hub's data came with the page too; a category chosen later asks through its loader.
  await page.goto(`${server.url}/competitors`);
  await waitForHydration(page);

  // A client navigation loads every part the next page may show, the footer among them.
  await page.locator('header').getByRole('link', { name: /Bidlight/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Automate RFP Discovery & Tracking' }).waitFor();
  await page.waitForFunction(isLive, 'footer a');
  expect(await page.locator('#faq summary').count()).toBe(6);
  await context.close();
});

test('focus given to a part before it is live moves to the same control once it is', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await waitForHydration(page);
  expect(await page.evaluate(isLive, 'footer a')).toBe(false);
  // Focus on the third link of the footer's server HTML (as a Tab would), which also brings it near the screen.
  const label = await page.evaluate(() => {
    const link = document.querySelectorAll<HTMLAnchorElement>('footer a')[2]!;
    link.focus();
    return link.textContent;
  });
  await page.waitForFunction(isLive, 'footer a');
  await page.waitForFunction((text) => document.activeElement?.isConnected && document.activeElement.textContent === text, label);
  // Enter on the live link navigates on the client.
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same-document'));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith('/industries/'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');
  await context.close();
});
