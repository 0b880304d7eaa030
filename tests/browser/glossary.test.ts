import type { Browser, Page } from 'playwright-core';
import { recordProblems, useSiteInBrowser } from '../support/browser';
import type { TestServer } from '../support/test-server';

let server: TestServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

const cards = (page: Page) => page.locator('[data-testid="glossary-term-card"]');
const letterNav = (page: Page) => page.getByRole('navigation', { name: 'Jump to letter' });

/** React has hydrated once the letter buttons carry its props (their clicks then work). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('nav[aria-label="Jump to letter"] button');
    return Boolean(button && Object.keys(button).some((key) => key.startsWith('__reactProps')));
  });
}

async function openGlossary(width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${server.url}/glossary`);
  await waitForHydration(page);
  return { context, page, problems };
}

test('typing in the search filters the cards, hides the letter buttons, and nonsense shows the exact no-match text', async () => {
  const { context, page, problems } = await openGlossary(1440);
  const total = await cards(page).count();
  expect(total).toBeGreaterThanOrEqual(250);
  await letterNav(page).waitFor();

  const search = page.getByRole('searchbox', { name: 'Search the glossary' });
  await search.fill('SAM.GOV');
  await page.waitForFunction((all) => document.querySelectorAll('[data-testid="glossary-term-card"]').length < all, total);
  // The same terms, in the same order, as the section 5 search on the server finds.
  const { body } = await server.graphql<{ glossaryTerms: { term: string }[] }>('{ glossaryTerms(search: "sam.gov") { term } }');
  const expected = body.data!.glossaryTerms.map((item) => item.term);
  expect(expected.length).toBeGreaterThan(0);
  expect(await cards(page).locator('h3').allInnerTexts()).toEqual(expected);
  expect(await letterNav(page).count()).toBe(0);

  await search.fill('qzxv nonsense');
  await page.getByText('No terms found matching "qzxv nonsense". Try different keywords or browse all terms.', { exact: true }).waitFor();
  expect(await cards(page).count()).toBe(0);

  await page.getByRole('button', { name: 'Browse all terms' }).click();
  await letterNav(page).waitFor();
  await page.waitForFunction((all) => document.querySelectorAll('[data-testid="glossary-term-card"]').length === all, total);
  expect(await search.inputValue()).toBe('');
  expect(problems).toEqual([]);
  await context.close();
});

test('clicking a letter scrolls its group into view; letters without terms are disabled', async () => {
  const { context, page, problems } = await openGlossary(390);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(letterNav(page).getByRole('button', { name: 'Jump to terms starting with X' }).isDisabled()).resolves.toBe(true);

  await letterNav(page).getByRole('button', { name: 'Jump to terms starting with S' }).click();
  const group = page.locator('#glossary-letter-S');
  // Smooth scrolling takes a moment: wait until the group's top sits just under the fixed navbar.
  await page.waitForFunction(() => {
    const top = document.getElementById('glossary-letter-S')!.getBoundingClientRect().top;
    return top >= 0 && top < 200;
  });
  expect(await group.getByRole('heading', { level: 2, name: 'S' }).evaluate((heading) => heading === document.activeElement)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});

test('a term page opened first goes back to the glossary; after navigating, Back returns to the previous page', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/glossary/request-for-proposal`);
  const back = page.getByRole('button', { name: 'Back' });
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((item) => item.textContent?.includes('Back'));
    return Boolean(button && Object.keys(button).some((key) => key.startsWith('__reactProps')));
  });
  await page.getByRole('link', { name: 'Solicitation' }).first().click();
  await page.waitForURL(`${server.url}/glossary/solicitation`);
  await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Request for Proposal' }).waitFor();
  await back.click();
  await page.waitForURL(`${server.url}/glossary/request-for-proposal`);
  await back.click();
  await page.waitForURL(`${server.url}/glossary`);
  await page.getByRole('heading', { level: 1, name: 'RFP & Procurement Glossary' }).waitFor();
  await context.close();
});
