import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { answerSurvey, holdAppCode, openedDialog, recordProblems, useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';
import { resetVisitorData } from '../support/site-client';

/**
 * The site's chrome on a phone and with reduced motion (issue 33): the sticky banner, the waitlist
 * dialog's size, toasts, and what moves when the visitor asked for less motion.
 */
let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));
beforeEach(async () => {
  await resetVisitorData(server.dataSource);
});

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

async function open(path: string, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
  return { page, problems, close: () => context.close() };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Early access' });

/**
 * The longest animation the element or one inside it is styled with, in ms: read from the computed
 * style rather than the running animations, which a loaded machine may have finished before the read.
 */
const longestAnimation = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const ms = (value: string) => (value.endsWith('ms') ? parseFloat(value) : parseFloat(value) * 1000);
      const styled = [element, ...element.querySelectorAll('*')].flatMap((item) => getComputedStyle(item).animationDuration.split(',').map((value) => ms(value.trim())));
      return Math.max(0, ...styled.filter((value) => Number.isFinite(value)));
    });


describe('the sticky banner', () => {
  test('once closed it stays closed through a client-side trip to /blog and back, and a reload shows it again', async () => {
    const { page, problems, close } = await open('/', DESKTOP);
    await banner(page).getByText('Ready to transform your RFP process?').waitFor({ state: 'visible' });
    // A landmark of the page, not a dialog announced on every load.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await banner(page).getByLabel('Close banner').click();
    await banner(page).waitFor({ state: 'hidden' });

    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same-document'));
    await page.locator('header').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`${server.url}/blog`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('header').getByRole('link', { name: /Bidlight/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Automate RFP Discovery & Tracking' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');
    expect(await page.getByText('Ready to transform your RFP process?').isVisible()).toBe(false);

    await page.reload();
    await banner(page).getByText('Ready to transform your RFP process?').waitFor({ state: 'visible' });
    expect(problems).toEqual([]);
    await close();
  });

  test('closed before the page is live, it stays closed after a client-side trip too', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    // Held back until the test waits for it: the app would otherwise start by itself once the page is idle.
    await holdAppCode(page);
    await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
    await banner(page).getByLabel('Close banner').click();
    await banner(page).waitFor({ state: 'hidden' });
    await waitForHydration(page);
    await page.locator('header').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`${server.url}/blog`);
    await page.locator('header').getByRole('link', { name: /Bidlight/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Automate RFP Discovery & Tracking' }).waitFor();
    expect(await page.getByText('Ready to transform your RFP process?').isVisible()).toBe(false);
    await context.close();
  });

  test('on a phone it is two short rows at most 80 px high, with its title, its text, its button and its close control', async () => {
    const { page, close } = await open('/', PHONE);
    const box = (await banner(page).boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(80);
    expect(Math.round(box.y + box.height)).toBe(844);
    for (const text of ['Ready to transform your RFP process?', 'Join our early access program and get grandfathered pricing']) expect(await banner(page).getByText(text).isVisible()).toBe(true);
    expect(await banner(page).getByRole('link', { name: 'Get Early Access' }).isVisible()).toBe(true);
    expect(await banner(page).getByLabel('Close banner').isVisible()).toBe(true);
    await close();
  });
});

describe('the waitlist dialog and toasts on a phone', () => {
  test('the dialog is a card of at most 75 % of the screen; a toast sits above the banner once no dialog is open, and goes by itself after about 5 s', async () => {
    const { page, problems, close } = await open('/', PHONE);
    await page.getByRole('link', { name: 'Get Early Access' }).first().tap();
    const dialog = openedDialog(page);
    await dialog.getByRole('button', { name: 'Join Waitlist' }).waitFor();
    const card = (await page.locator('[data-scope="dialog"][data-part="content"]').boundingBox())!;
    expect(card.height).toBeLessThanOrEqual(0.75 * 844);
    expect(card.width).toBeLessThan(390);
    expect(card.x).toBeGreaterThan(0);

    await dialog.getByLabel('Work email').fill('phone@example.com');
    await dialog.getByRole('button', { name: 'Join Waitlist' }).tap();
    const survey = page.getByRole('dialog', { name: 'Help Us Personalize Bidlight' });
    await survey.getByRole('button', { name: 'Complete Setup' }).waitFor();
    await answerSurvey(survey, { role: 'sales', companySize: 'small', biggestChallenge: 'finding', industry: 'energy', budget: 'varies' });
    await survey.getByRole('button', { name: 'Complete Setup' }).tap();
    const toast = page.getByRole('status').filter({ hasText: 'Thanks for your input!' });
    await toast.waitFor();
    const shownAt = Date.now();
    await page.getByRole('button', { name: 'Done' }).tap();
    await openedDialog(page).waitFor({ state: 'detached' });
    // With the dialog gone the banner is in use again: the toast stays clear of it and its button.
    await page.waitForFunction(() => {
      const toastBox = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].at(-1)?.getBoundingClientRect();
      const bannerBox = document.querySelector('section[aria-label="Early access"]')!.getBoundingClientRect();
      return toastBox !== undefined && toastBox.bottom <= bannerBox.top;
    });
    await toast.waitFor({ state: 'hidden', timeout: 10_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(3500);
    expect(shownFor).toBeLessThan(8000);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('with reduced motion requested', () => {
  const REDUCED: BrowserContextOptions = { ...DESKTOP, reducedMotion: 'reduce' };

  test('the waitlist dialog appears without a fade or a scale, where it otherwise animates', async () => {
    for (const [options, animated] of [
      [DESKTOP, true],
      [REDUCED, false],
    ] as const) {
      const { page, close } = await open('/', options);
      await page.getByRole('link', { name: 'Get Early Access' }).first().click();
      await openedDialog(page).waitFor();
      const longest = await longestAnimation(page, '[data-scope="dialog"][data-part="positioner"]');
      if (animated) expect(longest).toBeGreaterThan(100);
      else expect(longest).toBeLessThanOrEqual(1);
      await close();
    }
  });

  test('the guide\'s contents and the Features link jump to their section at once, below the navigation bar', async () => {
    const { page, close } = await open('/rfp-software-guide', REDUCED);
    const last = page.locator('nav[aria-labelledby="toc-heading"]').getByRole('link').last();
    const target = (await last.getAttribute('href'))!;
    await last.scrollIntoViewIfNeeded();
    const guideScrolls = await recordScrolls(page);
    await last.click();
    await restsBelowNavigation(page, target, 64, 120);
    // A jump passes through no place between the start and its section; a glide passes through many.
    expect(await guideScrolls()).toHaveLength(1);

    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const landingScrolls = await recordScrolls(page);
    await page.locator('header').getByRole('link', { name: 'Features' }).click();
    await page.waitForURL(`${server.url}/#features`);
    await restsBelowNavigation(page, '#features', 60, 80);
    expect(await landingScrolls()).toHaveLength(1);
    await close();
  });
});

/**
 * Starts noting every place the window scrolls to; the function returned gives the distinct places
 * so far other than the one it was at (a scroll made just before sends its event a frame later).
 */
async function recordScrolls(page: Page) {
  await page.evaluate(() => {
    const start = Math.round(scrollY);
    const places: number[] = [];
    (window as unknown as { __scrolls: number[] }).__scrolls = places;
    addEventListener('scroll', () => Math.round(scrollY) !== start && places.push(Math.round(scrollY)));
  });
  return () => page.evaluate(() => [...new Set((window as unknown as { __scrolls: number[] }).__scrolls)]);
}

/**
 * Waits until the element's top rests between `min` and `max` px from the window's top. The app
 * moves the page when it renders the new address, which a loaded machine may do some frames after
 * the address changed; how it moved is for the caller to check.
 */
async function restsBelowNavigation(page: Page, selector: string, min: number, max: number) {
  await page.waitForFunction(
    ([selector, min, max]) => {
      const top = Math.round(document.querySelector(selector as string)!.getBoundingClientRect().top);
      return top >= (min as number) && top < (max as number);
    },
    [selector, min, max] as const,
    { timeout: 5000 },
  );
}

test('the header search box shows a ring of at least 2 px when focused', async () => {
  const { page, close } = await open('/blog', DESKTOP);
  await page.locator('#site-search-desktop').focus();
  const ring = await page.locator('#site-search-desktop').evaluate((element) => {
    const style = getComputedStyle(element);
    return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  await close();
});
