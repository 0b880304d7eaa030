import type { Browser } from 'playwright-core';
import { recordOperations, useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

test('pages reuse their data within its cache time and fetch it again after', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  const asked = recordOperations(page);
  const healthcareHeading = page.getByRole('heading', { level: 1, name: /Healthcare/ });
  const industriesHeading = page.getByRole('heading', { level: 1, name: 'RFP Opportunities by Industry' });

  await page.goto(`${server.url}/industries`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Explore Healthcare RFPs' }).click();
  await healthcareHeading.waitFor();
  expect(asked).toEqual(['IndustryPage']);

  // Back and forth within the cache times: everything comes from the browser's cache.
  await page.goBack();
  await industriesHeading.waitFor();
  await page.getByRole('link', { name: 'Explore Healthcare RFPs' }).click();
  await healthcareHeading.waitFor();
  expect(asked).toEqual(['IndustryPage']);

  // Six minutes on: the footer (5 minutes) and the industry page (5 minutes) are fetched again,
  // the industries list (10 minutes) is not.
  await page.clock.fastForward(6 * 60_000);
  await page.goBack();
  await industriesHeading.waitFor();
  await page.getByRole('link', { name: 'Explore Healthcare RFPs' }).click();
  await healthcareHeading.waitFor();
  await page.waitForLoadState('networkidle');
  expect(asked.slice(1).sort()).toEqual(['IndustryPage', 'LayoutLinks']);
  await context.close();
});

test('the glossary that came with the page serves visits for its 30 minutes, then shows while it is fetched again', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  const asked = recordOperations(page);
  // The glossary's own query is held until the test lets it through.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if ((route.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'GlossaryPage') await released;
    await route.continue();
  });
  const cardCount = async () => {
    await page.getByRole('heading', { level: 1, name: 'RFP & Procurement Glossary' }).waitFor();
    // The first page of the glossary: at least a hundred terms.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="glossary-term-card"]').length >= 100);
    return page.locator('[data-testid="glossary-term-card"]').count();
  };
  const firstTerm = page.locator('[data-testid="glossary-term-card"] h3 a').first();

  await page.goto(`${server.url}/glossary`);
  await waitForHydration(page);
  const all = await cardCount();
  const termName = await firstTerm.innerText();
  await firstTerm.click();
  await page.getByRole('heading', { level: 1, name: termName }).waitFor();

  // Back within 30 minutes: the list comes from what the page brought, with no request.
  await page.goBack();
  expect(await cardCount()).toBe(all);
  expect(asked).not.toContain('GlossaryPage');

  // 31 minutes on: the list is fetched again, and shows in full while that request is held.
  await page.clock.fastForward(31 * 60_000);
  await firstTerm.click();
  await page.getByRole('heading', { level: 1, name: termName }).waitFor();
  await page.goBack();
  expect(await cardCount()).toBe(all);
  expect(asked.filter((name) => name === 'GlossaryPage')).toEqual(['GlossaryPage']);
  release();
  await page.waitForLoadState('networkidle');
  expect(await cardCount()).toBe(all);
  await context.close();
});
