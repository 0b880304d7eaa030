import type { Browser } from 'playwright-core';
import { openedDialog, useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';
import { resetVisitorData } from '../support/site-client';

/** Details of the specification a visitor's browser shows: scroll restoration, the signup request, the sidebar's links. */
let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));
beforeEach(async () => {
  await resetVisitorData(server.dataSource);
});

test('When the visitor moves to another page, then scroll restoration is manual and the new page starts at the top; Back returns to where they were', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/blog`);
  await waitForHydration(page);
  const post = page.locator('main a[href^="/blog/"]').filter({ hasText: /\w/ }).last();
  await post.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(500);
  // Let the scroll be recorded (one frame).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const href = await post.getAttribute('href');
  const title = (await post.innerText()).trim();
  await post.click();
  await page.waitForURL(`${server.url}${href}`);
  // The post's own heading: the URL changes before the new page is drawn, and until then the
  // heading on screen is the blog's.
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await page.evaluate(() => [history.scrollRestoration, window.scrollY])).toEqual(['manual', 0]);
  await page.goBack();
  await page.waitForURL(`${server.url}/blog`);
  await page.waitForFunction((top) => window.scrollY === top, left);
  await context.close();
});

test('When a visitor joins from the dialog, then the request carries the specification\'s defaults for the fields it does not ask', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await waitForHydration(page);
  await page.getByRole('heading', { level: 1 }).locator('..').getByRole('link', { name: 'Get Early Access' }).click();
  await openedDialog(page).getByLabel('Work email').fill('defaults@example.com');
  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/early-access'));
  await openedDialog(page).getByRole('button', { name: 'Join Waitlist' }).click();
  expect((await request).postDataJSON()).toMatchObject({ email: 'defaults@example.com', companyName: 'Not provided', companySize: 'Not specified' });
  await context.close();
});

test('When the content sidebar\'s Quick Access links are followed, then they are /pricing, /features and /case-studies and each lands on its section of the home page', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/glossary/request-for-proposal`);
  await waitForHydration(page);
  const quickAccess = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Quick Access' }) });
  await quickAccess.getByRole('link', { name: 'Case Studies' }).waitFor();
  expect(await quickAccess.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/pricing', '/features', '/case-studies']);
  await quickAccess.getByRole('link', { name: 'Pricing' }).click();
  await page.waitForURL(`${server.url}/#pricing`);
  await page.locator('#pricing').waitFor();
  await context.close();
});

test('When the phone menu opens, with scripts or without, then focus is on its first link, not on the search field', async () => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${server.url}/blog`);
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    const firstLink = menu.getByRole('link').first();
    expect(await firstLink.evaluate((link) => link === document.activeElement)).toBe(true);
    await context.close();
  }
});

test('When pages load, the GraphQL sandbox among them, then no favicon request fails', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  for (const path of ['/', '/blog', '/graphql']) {
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  }
  expect(failed.filter((line) => /favicon/.test(line))).toEqual([]);
  expect(await page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href'))).toBeTruthy();
  await context.close();
});
