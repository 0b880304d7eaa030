import type { Browser } from 'playwright-core';
import { recordProblems, useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

test('a server-rendered page hydrates without warnings and then navigates on the client', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = recordProblems(page);

  await page.goto(`${server.url}/industries`);
  await page.waitForFunction(() => Boolean(document.querySelector('#root')?.hasChildNodes()));
  // Hydration is done once React has attached its handlers: the mobile menu button then says whether the menu is open.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Industries' }).waitFor();
  await page.waitForFunction(() => document.querySelector('[aria-label="Open menu"]')?.getAttribute('aria-expanded') === 'true');
  await page.keyboard.press('Escape');
  // The menu (a popover) closes on Escape and focus is on its button.
  await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open menu');
  await page.waitForFunction(() => document.querySelector('[aria-label="Open menu"]')?.getAttribute('aria-expanded') === 'false');

  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same-document'));
  await page.getByRole('link', { name: 'Explore Healthcare RFPs' }).waitFor();
  await page.locator('header').getByRole('link', { name: /Bidlight/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Automate RFP Discovery & Tracking' }).waitFor();
  // The page's parts come with it on navigation: the FAQ and the banner in the same paint as its heading.
  expect(await page.locator('#faq summary').count()).toBe(6);
  expect(await page.getByRole('region', { name: 'Early access' }).count()).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');
  expect(problems).toEqual([]);
  await context.close();
});

/** The generated class names (`css-…`) in some HTML, each once, sorted. */
const styleClasses = (html: string) =>
  [...new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/)).filter((name) => name.startsWith('css-')))].sort();

test('a page rendered in the browser has the same styles as the server renders for it', async () => {
  // The browser creates Chakra's system with parts computed on demand (patches/README.md): the
  // styles it produces must be the server's, class for class, or pages change look on navigation.
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${server.url}/industries`);
  // RootLayout marks the page once React has hydrated it.
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same-document'));
  await page.getByRole('link', { name: 'Explore Healthcare RFPs' }).click();
  await page.getByRole('heading', { level: 1, name: /Healthcare/ }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');

  const inBrowser = styleClasses(await page.locator('#root').evaluate((root) => root.outerHTML));
  const fromServer = await (await fetch(`${server.url}/industries/healthcare`)).text();
  expect(inBrowser.length).toBeGreaterThan(50);
  expect(inBrowser).toEqual(styleClasses(fromServer.slice(fromServer.indexOf('<div id="root">'))));
  // Every one of them has its rule in the document.
  const withoutRule = await page.evaluate((names) => {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    return names.filter((name) => !rules.includes(`.${name}`));
  }, inBrowser);
  expect(withoutRule).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});
