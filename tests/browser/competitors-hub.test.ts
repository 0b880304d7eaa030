import type { Browser, Page } from 'playwright-core';
import { recordProblems, useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

const cardNames = (page: Page) => page.locator('[data-testid="competitor-card"] h3').allTextContents();
/** Waits until the cards show exactly these names, in this order. */
async function expectCards(page: Page, names: readonly string[]) {
  await page
    .waitForFunction(
      (expected) => JSON.stringify([...document.querySelectorAll('[data-testid="competitor-card"] h3')].map((node) => node.textContent)) === JSON.stringify(expected),
      names,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  expect(await cardNames(page)).toEqual(names);
}
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

test('searching filters the cards, a nonsense search shows the empty state, and Clear Filters goes back to every tool in the chosen sort', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = recordProblems(page);

  await page.goto(`${server.url}/competitors`);
  const search = page.getByLabel('Search tools');
  const category = page.getByLabel('Category');
  const sort = page.getByLabel('Sort by');
  // Hydrated once React has attached its props to the server-rendered input.
  await waitForHydration(page);
  await page.waitForFunction(() => {
    const input = document.querySelector('input[type="search"]');
    return Boolean(input && Object.keys(input).some((key) => key.startsWith('__reactProps$')));
  });
  const all = await cardNames(page);
  expect(all.length).toBeGreaterThanOrEqual(20);
  expect(await search.inputValue()).toBe('');
  expect(await category.inputValue()).toBe('all');
  expect(await sort.inputValue()).toBe('priority');

  await sort.selectOption('name');
  await page.waitForURL(/sort=name/);
  await expectCards(page, [...all].sort(byName));

  await search.fill('loopio');
  await expectCards(page, ['Loopio']);
  await page.waitForURL(/q=loopio/);

  await category.selectOption('enterprise-incumbent');
  await page.waitForURL(/category=enterprise-incumbent/);
  await expectCards(page, ['Loopio']);

  await search.fill('zzqx-no-such-tool');
  await page.getByText('No competitors found matching your criteria.').waitFor();
  expect(await page.locator('[data-testid="competitor-card"]').count()).toBe(0);

  // Clear Filters resets the search and the category; the sort stays (as the specification's hub does).
  await page.getByRole('status').getByRole('link', { name: 'Clear Filters' }).click();
  await page.waitForURL(`${server.url}/competitors?sort=name`);
  await expectCards(page, [...all].sort(byName));
  expect(await search.inputValue()).toBe('');
  expect(await category.inputValue()).toBe('all');
  expect(await sort.inputValue()).toBe('name');

  expect(problems).toEqual([]);
  await context.close();
});

test('client-side navigation loads the comparison, alternatives and hub queries through the public GraphQL endpoint', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = recordProblems(page);

  await page.goto(`${server.url}/competitors`);
  await waitForHydration(page);
  await page.waitForFunction(() => {
    const input = document.querySelector('input[type="search"]');
    return Boolean(input && Object.keys(input).some((key) => key.startsWith('__reactProps$')));
  });
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same-document'));
  await page.locator('[data-slug="loopio"]').getByRole('link', { name: 'Bidlight vs Loopio' }).click();
  await page.getByRole('heading', { level: 1, name: 'Bidlight vs Loopio' }).waitFor();
  await page.getByText('Published by the Bidlight team. Competitor facts come from').waitFor();

  await page.getByRole('link', { name: 'View all Loopio alternatives' }).click();
  await page.getByRole('heading', { level: 1, name: 'Best Loopio Alternatives 2026' }).waitFor();
  await page.locator('#ranked-alternatives [data-testid="competitor-card"]').first().waitFor();
  expect(await page.locator('#ranked-alternatives [data-testid="competitor-card"]').first().getAttribute('data-slug')).toBe('bidlight');

  await page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Compare Tools' }).click();
  await page.getByRole('heading', { level: 1, name: 'Best RFP Software Tools 2026' }).waitFor();
  await page.getByRole('heading', { name: 'Featured comparisons' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');
  expect(problems).toEqual([]);
  await context.close();
});
