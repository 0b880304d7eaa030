import type { Browser, BrowserContext, Page } from 'playwright-core';
import { recordProblems, useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

const POST_URL = 'http://localhost:3000/blog/how-to-find-rfps';

/** Opens the post and waits until React has hydrated the Share button (its handlers are attached). */
async function openPost(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${server.url}/blog/how-to-find-rfps`);
  const share = page.getByRole('button', { name: 'Share' });
  await share.waitFor();
  await waitForHydration(page);
  await page.waitForFunction((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')), await share.elementHandle());
  return { page, problems };
}

test('without the Web Share API, Share copies the post link to the clipboard and shows "Link copied"', async () => {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const { page, problems } = await openPost(context);

  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByText('Link copied', { exact: true }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(POST_URL);
  expect(problems).toEqual([]);
  await context.close();
});

test('with the Web Share API, Share hands the title and link to the share sheet and copies nothing', async () => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { __shared: ShareData[] }).__shared = shared;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  const { page, problems } = await openPost(context);

  await page.getByRole('button', { name: 'Share' }).click();
  await page.waitForFunction(() => (window as unknown as { __shared: ShareData[] }).__shared.length === 1);
  const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared[0]!);
  expect(shared.url).toBe(POST_URL);
  expect(shared.title).toBe(await page.getByRole('heading', { level: 1 }).textContent());
  expect(await page.getByText('Link copied', { exact: true }).count()).toBe(0);
  expect(problems).toEqual([]);
  await context.close();
});
