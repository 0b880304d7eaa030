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
  // The list came with the first page's HTML, not through Apollo: going back asks for it once.
  await page.goBack();
  await industriesHeading.waitFor();
  await page.getByRole('link', { name: 'Explore Healthcare RFPs' }).waitFor();
  expect(asked).toEqual(['IndustryPage', 'IndustriesPage']);

  // Back and forth within the cache times: everything comes from Apollo's cache.
  await page.getByRole('link', { name: 'Explore Healthcare RFPs' }).click();
  await healthcareHeading.waitFor();
  await page.goBack();
  await industriesHeading.waitFor();
  await page.getByRole('link', { name: 'Explore Healthcare RFPs' }).click();
  await healthcareHeading.waitFor();
  expect(asked).toEqual(['IndustryPage', 'IndustriesPage']);

  // Six minutes on: the footer (5 minutes) and the industry page (5 minutes) are fetched again,
  // the industries list (10 minutes) is not.
  await page.clock.fastForward(6 * 60_000);
  await page.goBack();
  await industriesHeading.waitFor();
  await page.getByRole('link', { name: 'Explore Healthcare RFPs' }).click();
  await healthcareHeading.waitFor();
  await page.waitForLoadState('networkidle');
  expect(asked.slice(2).sort()).toEqual(['IndustryPage', 'LayoutLinks']);
  await context.close();
});

test("the glossary's answer serves visits for its 30 minutes from Apollo's cache, then is fetched again", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  const asked = recordOperations(page);
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

  await page.goto(`${server.url}/glossary`);
  await waitForHydration(page);
  const all = await cardCount();
  const termName = await firstTerm.innerText();

  // The list came with the page's HTML: the first move back asks for it once, later ones within 30 minutes do not.
  expect(await termAndBack(termName)).toBe(all);
  expect(await termAndBack(termName)).toBe(all);
  expect(asked.filter((name) => name === 'GlossaryPage')).toEqual(['GlossaryPage']);

  // 31 minutes on: the list is fetched again.
  await page.clock.fastForward(31 * 60_000);
  expect(await termAndBack(termName)).toBe(all);
  expect(asked.filter((name) => name === 'GlossaryPage')).toEqual(['GlossaryPage', 'GlossaryPage']);
  await context.close();
});
