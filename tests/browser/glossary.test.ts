import type { Browser, Page } from 'playwright-core';
import { armWhenAppLive, holdAppCode, isLive, operationsAsked, recordProblems, showUse, slowDownCpu, useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';
import { jumpLetters } from '../support/glossary-letters';

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

const cards = (page: Page) => page.locator('[data-testid="glossary-term-card"]');
const letterNav = (page: Page) => page.getByRole('navigation', { name: 'Jump to letter' });

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
  // The first page of the glossary: whole letter groups, at least twenty terms.
  const total = await cards(page).count();
  expect(total).toBeGreaterThanOrEqual(20);
  await letterNav(page).waitFor();

  const search = page.getByRole('searchbox', { name: 'Search the glossary' });
  await search.fill('SAM.GOV');
  await page.waitForFunction((all) => document.querySelectorAll('[data-testid="glossary-term-card"]').length < all, total);
  // The same terms, in the same order, as the first page of the glossary search on the server.
  const { body } = await server.graphql<{ glossaryPage: { terms: { term: string }[] } }>('{ glossaryPage(search: "sam.gov") { terms { term } } }');
  const expected = body.data!.glossaryPage.terms.map((item) => item.term);
  expect(expected.length).toBeGreaterThan(0);
  expect(await cards(page).locator('h3').allInnerTexts()).toEqual(expected);
  expect(await letterNav(page).count()).toBe(0);

  await search.fill('qzxv nonsense');
  await page.getByText('No terms found matching "qzxv nonsense". Try different keywords or browse all terms.', { exact: true }).waitFor();
  expect(await cards(page).count()).toBe(0);

  // A link to the plain glossary (it works before the page is live too).
  await page.getByRole('link', { name: 'Browse all terms' }).click();
  await page.waitForURL(`${server.url}/glossary`);
  await letterNav(page).waitFor();
  await page.waitForFunction((all) => document.querySelectorAll('[data-testid="glossary-term-card"]').length === all, total);
  expect(await search.inputValue()).toBe('');
  expect(problems).toEqual([]);
  await context.close();
});

test('clicking a letter link scrolls its group into view, on this page or on the page its terms start; letters without terms are disabled buttons', async () => {
  const { near, far } = await jumpLetters(server);
  const { context, page, problems } = await openGlossary(390);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(letterNav(page).getByRole('button', { name: 'Jump to terms starting with X' }).isDisabled()).resolves.toBe(true);

  // A letter of this page: its group, without leaving the page.
  await letterNav(page).getByRole('link', { name: `Jump to terms starting with ${near}`, exact: true }).click();
  await page.waitForFunction((letter) => {
    const top = document.getElementById(`glossary-letter-${letter}`)!.getBoundingClientRect().top;
    return top >= 0 && top < 200;
  }, near);
  await page.waitForFunction((letter) => document.activeElement?.id === `glossary-letter-${letter}-heading` && document.activeElement.isConnected, near);
  expect(page.url()).toBe(`${server.url}/glossary`);
  // The jump lines its group up again over the next frames, moving the links; in a full npm test under
  // load the next click then opened nothing within 30 s (it passes alone), so the page is let settle first.
  await page.waitForFunction(() => new Promise((settled) => {
    const before = window.scrollY;
    setTimeout(() => settled(window.scrollY === before), 300);
  }));

  // A letter whose terms start on the next page: that page, at the letter's group.
  await letterNav(page).getByRole('link', { name: `Jump to terms starting with ${far} (page 2)`, exact: true }).click();
  await page.waitForURL(`${server.url}/glossary?page=2#glossary-letter-${far}`);
  const group = page.locator(`#glossary-letter-${far}`);
  // The next page's terms arrive, then the page glides to the group: wait until the group's top
  // sits just under the fixed navbar.
  await page.waitForFunction((letter) => {
    const top = document.getElementById(`glossary-letter-${letter}`)?.getBoundingClientRect().top;
    return top !== undefined && top >= 0 && top < 200;
  }, far);
  // Focus ends on the group's heading.
  await group.getByRole('heading', { level: 2, name: far }).waitFor();
  await page.waitForFunction((letter) => document.activeElement?.id === `glossary-letter-${letter}-heading` && document.activeElement.isConnected, far);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});

test('a term page opened first goes back to the glossary; after navigating, Back returns to the previous page', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/glossary/request-for-proposal`);
  const back = page.getByRole('link', { name: 'Back' });
  // Before the app is live it is a plain link to the glossary.
  expect(await back.getAttribute('href')).toBe('/glossary');
  await waitForHydration(page);
  await page.waitForFunction(() => {
    const link = [...document.querySelectorAll('main a')].find((item) => item.textContent?.includes('Back'));
    return Boolean(link && Object.keys(link).some((key) => key.startsWith('__reactProps')));
  });
  await page.getByRole('link', { name: 'Solicitation' }).first().click();
  await page.waitForURL(`${server.url}/glossary/solicitation`);
  await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Request for Proposal' }).waitFor();
  await back.click();
  await page.waitForURL(`${server.url}/glossary/request-for-proposal`);
  // The history moves before the page is drawn again: the next press is on the term's own page.
  await page.getByRole('heading', { level: 1, name: /Request for Proposal/ }).waitFor();
  await back.click();
  await page.waitForURL(`${server.url}/glossary`);
  await page.getByRole('heading', { level: 1, name: 'RFP & Procurement Glossary' }).waitFor();
  await context.close();
});

test('on a phone the glossary hydrates from the data it came with, asking nothing, far groups included; an answer opens without asking', async () => {
  const { near } = await jumpLetters(server);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${server.url}/glossary`);
  await waitForHydration(page);
  await page.waitForTimeout(500);
  // The first page's terms are on the page and the list's data came with it.
  expect(await cards(page).count()).toBeGreaterThanOrEqual(20);
  expect(await operationsAsked(page)).toEqual([]);
  // The letter links and a group far down are live; its links navigate on the client.
  expect(await page.evaluate(isLive, 'nav[aria-label="Jump to letter"] a')).toBe(true);
  expect(await page.evaluate(isLive, `#glossary-letter-${near} h3 a`)).toBe(true);
  await page.evaluate((letter) => document.getElementById(`glossary-letter-${letter}`)!.scrollIntoView({ behavior: 'instant' }), near);
  const card = page.locator(`#glossary-letter-${near} [data-testid="glossary-term-card"]`).first();
  const term = await card.locator('h3').innerText();

  // A question opens on its answer, which came with the page.
  const { body } = await server.graphql<{ glossaryTerms: { term: string; faqQ1: string; faqA1: string }[] }>('{ glossaryTerms { term faqQ1 faqA1 } }');
  const expected = body.data!.glossaryTerms.find((item) => item.term === term)!;
  await card.getByText(expected.faqQ1, { exact: true }).click();
  await card.getByText(expected.faqA1, { exact: true }).waitFor();
  expect(await operationsAsked(page)).toEqual([]);

  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same-document'));
  await card.locator('h3 a').click();
  await page.getByRole('heading', { level: 1, name: term }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');
  expect(problems).toEqual([]);
  await context.close();
});

test('a question opened far down the list before the app is live stays open once it is, with its answer', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const problems = recordProblems(page);
  const { near } = await jumpLetters(server);
  // Held back until the test waits for it: the app would otherwise start by itself once the page is idle.
  await holdAppCode(page);
  await page.goto(`${server.url}/glossary`);
  await page.waitForFunction(() => document.documentElement.dataset.appStart === 'waiting');
  const summary = `#glossary-letter-${near} summary`;
  expect(await page.evaluate(isLive, summary)).toBe(false);
  // Opened in the server's HTML (the browser's own toggle): the press is the use that starts the app.
  await page.locator(summary).first().scrollIntoViewIfNeeded();
  const question = await page.locator(summary).first().textContent();
  await page.locator(summary).first().click();
  await waitForHydration(page);
  await page.waitForFunction(isLive, summary);
  const { body } = await server.graphql<{ glossaryTerms: { faqQ1: string; faqA1: string }[] }>('{ glossaryTerms { faqQ1 faqA1 } }');
  const answer = body.data!.glossaryTerms.find((item) => item.faqQ1 === question)!.faqA1;
  await page.locator(`#glossary-letter-${near} details[open]`).getByText(answer, { exact: true }).waitFor();
  expect(await page.locator(`#glossary-letter-${near} details[open]`).count()).toBe(1);
  expect(problems).toEqual([]);
  await context.close();
});

test('a question pressed while the cards are still hydrating makes React hydrate that card at once, and no other', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const problems = recordProblems(page);
  // A slowed phone: the cards hydrate one after another once the layout is live.
  await slowDownCpu(page, 6);
  await page.goto(`${server.url}/glossary`);
  await page.waitForFunction(() => document.documentElement.dataset.appStart !== undefined);
  await armWhenAppLive(page);
  // The press is made in the page the moment the layout is live (its mark set), before any later task can hydrate more.
  const pressed = page.evaluate(
    () =>
      new Promise<{ cards: number; liveBefore: number; liveAfter: number; pressedLive: boolean; open: boolean }>((resolve) => {
        const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));
        const press = () => {
          const cards = [...document.querySelectorAll('[data-testid="glossary-term-card"]')];
          const last = cards[cards.length - 1]!;
          const liveBefore = cards.filter(isHydrated).length;
          last.querySelector('summary')!.click();
          resolve({ cards: cards.length, liveBefore, liveAfter: cards.filter(isHydrated).length, pressedLive: isHydrated(last), open: last.querySelector('details')!.open });
        };
        // Live already (a very quick machine): pressed at once, and the check below says how many cards were hydrated.
        window.whenAppLive!(press);
      }),
  );
  await showUse(page);
  const outcome = await pressed;
  // Some cards were still the server's HTML at the press; it hydrated the pressed card alone, which then opened.
  expect(outcome.liveBefore).toBeLessThan(outcome.cards - 1);
  expect(outcome).toMatchObject({ liveAfter: outcome.liveBefore + 1, pressedLive: true, open: true });
  await page.locator('[data-testid="glossary-term-card"]').last().locator('details[open]').waitFor();
  await waitForHydration(page);
  expect(problems).toEqual([]);
  await context.close();
});
