import type { Browser } from 'playwright-core';
import { operationsAsked, useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

/**
 * Within its cache time a page's answer comes from the browser's HTTP cache: the server's
 * Cache-Control says how long (tests/api/graphql-cache-times.test.ts checks each query's time),
 * and the browser, not the site's code, lets it expire.
 */

test("pages reuse their data within its cache time: moves back and forth ask the server nothing", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const healthcareHeading = page.getByRole('heading', { level: 1, name: /Healthcare/ });
  const industriesHeading = page.getByRole('heading', { level: 1, name: 'RFP Opportunities by Industry' });

  await page.goto(`${server.url}/industries`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Explore Healthcare RFPs' }).click();
  await healthcareHeading.waitFor();
  expect(await operationsAsked(page)).toEqual(['LayoutLinks', 'IndustryPage']);
  // The list came with the first page's HTML, not through Apollo: going back asks for it once.
  await page.goBack();
  await industriesHeading.waitFor();
  await page.getByRole('link', { name: 'Explore Healthcare RFPs' }).waitFor();
  expect(await operationsAsked(page)).toEqual(['LayoutLinks', 'IndustryPage', 'IndustriesPage']);

  await page.getByRole('link', { name: 'Explore Healthcare RFPs' }).click();
  await healthcareHeading.waitFor();
  await page.goBack();
  await industriesHeading.waitFor();
  await page.getByRole('link', { name: 'Explore Healthcare RFPs' }).click();
  await healthcareHeading.waitFor();
  await page.waitForLoadState('networkidle');
  expect(await operationsAsked(page)).toEqual(['LayoutLinks', 'IndustryPage', 'IndustriesPage']);
  await context.close();
});

test("the glossary's answer serves later visits from the browser's cache", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cardCount = async () => {
    await page.getByRole('heading', { level: 1, name: 'RFP & Procurement Glossary' }).waitFor();
    // The first page of the glossary: at least twenty terms (whole letter groups up to 50).
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="glossary-term-card"]').length >= 20);
    return page.locator('[data-testid="glossary-term-card"]').count();
  };
  const firstTerm = page.locator('[data-testid="glossary-term-card"] h3 a').first();
  const termAndBack = async (name: string) => {
    await firstTerm.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.goBack();
    return cardCount();
  };
  const glossaryAsked = async () => (await operationsAsked(page)).filter((name) => name === 'GlossaryPage' || name === 'GlossaryTermPage');

  await page.goto(`${server.url}/glossary`);
  await waitForHydration(page);
  const all = await cardCount();
  const termName = await firstTerm.innerText();

  // The list came with the page's HTML: the first move back asks for it once, later ones do not.
  expect(await termAndBack(termName)).toBe(all);
  expect(await termAndBack(termName)).toBe(all);
  expect(await glossaryAsked()).toEqual(['GlossaryTermPage', 'GlossaryPage']);
  await context.close();
});

test("a search typed on the glossary asks for its matches, not the layout's links again (from the server or the browser's cache)", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/glossary`);
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Search the glossary' }).pressSequentially('bid', { delay: 50 });
  await page.waitForURL(/\/glossary\?q=bid$/);
  await page.getByText(/^\d+ terms? found$/).waitFor();
  // Every GraphQL GET the page made, answered by the server or by the browser's HTTP cache.
  const asked = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/graphql')
      .map((entry) => new URL(entry.name).searchParams.get('operationName')),
  );
  expect(asked).toContain('GlossaryPage');
  expect(asked).not.toContain('LayoutLinks');
  await context.close();
});
