import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { holdAppCode, isLive, recordProblems, slowDownCpu, useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

const PHONE = { width: 390, height: 800 };
const HEALTHCARE_NICHE = (JSON.parse(readFileSync(resolve('content', 'industries', 'healthcare.json'), 'utf8')) as { niches: { slug: string }[] }).niches[0]!.slug;
const FAQ_PAGES = [
  { path: '/', faq: '#faq', items: 6 },
  { path: '/contact', faq: 'main', items: 6 },
  { path: '/industries/healthcare', faq: 'section[aria-labelledby="industry-faq"]', items: 10 },
  { path: `/industries/healthcare/${HEALTHCARE_NICHE}`, faq: 'section[aria-labelledby="niche-faq"]', items: 5 },
] as const;

/** Which of the FAQ's items are open, in order. */
const openItems = (page: Page, faq: string) => page.locator(`${faq} details`).evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));
const only = (count: number, open?: number) => Array.from({ length: count }, (_, index) => index === open);

/** A click on the item's question, then the FAQ's state (the browser toggles details at once). */
async function pressQuestion(page: Page, faq: string, index: number) {
  await page.locator(`${faq} details > summary`).nth(index).click();
  return openItems(page, faq);
}

/** Whether the phone menu (a popover) is open. */
const menuIsOpen = (page: Page) => page.locator('#site-menu').evaluate((menu) => menu.matches(':popover-open'));

/** The hydration state of the page at each click, in order, recorded as the click is dispatched. */
async function recordHydrationAtClicks(page: Page): Promise<() => Promise<(string | null)[]>> {
  await page.addInitScript(() => {
    const states: (string | null)[] = [];
    (window as unknown as { __hydratedAtClicks: (string | null)[] }).__hydratedAtClicks = states;
    document.addEventListener('click', () => states.push(document.documentElement.dataset.hydrated ?? null), true);
  });
  return () => page.evaluate(() => (window as unknown as { __hydratedAtClicks: (string | null)[] }).__hydratedAtClicks);
}

/** A phone whose CPU runs 4× slower than this machine, so the page stays the server's HTML for a while after it shows. */
async function slowPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await slowDownCpu(page);
  // Held back until the test waits for it: the app would otherwise start by itself once the page is idle, before a busy machine's click.
  await holdAppCode(page);
  return { context, page };
}

describe('with JavaScript off', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  });
  afterAll(async () => {
    await context.close();
  });

  test.each(FAQ_PAGES)('on $path the FAQ opens the clicked question, opening another closes the first, and clicking the open one closes it', async ({ path, faq, items }) => {
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    const count = await page.locator(`${faq} details`).count();
    expect(count).toBe(items);
    expect(await openItems(page, faq)).toEqual(only(count));
    const firstAnswer = page.locator(`${faq} details`).nth(0).locator(':scope > :not(summary)');
    expect(await firstAnswer.isVisible()).toBe(false);

    expect(await pressQuestion(page, faq, 0)).toEqual(only(count, 0));
    expect(await firstAnswer.isVisible()).toBe(true);
    expect(await pressQuestion(page, faq, 3)).toEqual(only(count, 3));
    expect(await firstAnswer.isVisible()).toBe(false);
    expect(await pressQuestion(page, faq, 3)).toEqual(only(count));
    await page.close();
  });

  test('at 390 px the menu button opens the menu, whose links show and navigate, and its close button closes it', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/contact`);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const industries = menu.getByRole('link', { name: 'Industries', exact: true });
    expect(await industries.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await menuIsOpen(page)).toBe(true);
    for (const name of ['Features', 'Industries', 'Blog', 'Glossary', 'Compare Tools', 'Start Free Trial']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    // Once slid in, the panel sits at the end edge, the full height of the screen (the slide is
    // finished at once: without scripts the page runs no animation frame callbacks to wait with).
    await menu.evaluate((panel) => panel.getAnimations().forEach((animation) => animation.finish()));
    const box = (await menu.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(PHONE.width);
    expect(Math.round(box.height)).toBe(PHONE.height);

    await menu.getByRole('button', { name: 'Close menu' }).click();
    expect(await menuIsOpen(page)).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await industries.click();
    await page.waitForURL(`${server.url}/industries`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await menuIsOpen(page)).toBe(false);
    await page.close();
  });

  test('at 390 px a footer section opens on a click and closes on the next', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/contact`);
    const section = page.locator('footer details').filter({ has: page.locator('summary', { hasText: 'Resources' }) });
    const privacy = page.locator('footer').getByRole('link', { name: 'Privacy Policy' });
    expect(await privacy.isVisible()).toBe(false);
    await section.locator('summary').click();
    expect(await privacy.isVisible()).toBe(true);
    await section.locator('summary').click();
    expect(await privacy.isVisible()).toBe(false);
    await page.close();
  });

  test('the skip link is the first Tab stop, shows when focused, and moves the keyboard on to the main content', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/contact`);
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((link) => link.getBoundingClientRect().width)).toBeLessThanOrEqual(1);

    await page.keyboard.press('Tab');
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await skip.getAttribute('href')).toBe('#main');
    expect((await skip.boundingBox())!.width).toBeGreaterThan(100);

    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/contact#main`);
    // The next Tab lands inside <main>, past the navigation bar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement && document.activeElement !== document.body && document.querySelector('main')!.contains(document.activeElement)))).toBe(true);
    await page.close();
  });
});

describe('with JavaScript on', () => {
  test.each(FAQ_PAGES)('on $path the hydrated FAQ behaves the same, with the mouse and with the keyboard', async ({ path, faq, items }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = recordProblems(page);
    await page.goto(`${server.url}${path}`);
    await waitForHydration(page);
    const count = await page.locator(`${faq} details`).count();
    expect(count).toBe(items);

    expect(await pressQuestion(page, faq, 1)).toEqual(only(count, 1));
    expect(await pressQuestion(page, faq, 4)).toEqual(only(count, 4));
    expect(await pressQuestion(page, faq, 4)).toEqual(only(count));

    // Keyboard: focus the element just before the FAQ, Tab to the first question, Enter and Space toggle it.
    await page.locator(`${faq} details > summary`).nth(0).evaluate((summary) => {
      const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, summary, input, select, textarea, [tabindex]')].filter((element) => element.checkVisibility());
      focusable[focusable.indexOf(summary as HTMLElement) - 1]!.focus();
    });
    await page.keyboard.press('Tab');
    expect(await page.locator(`${faq} details > summary`).nth(0).evaluate((summary) => summary === document.activeElement)).toBe(true);
    // The focus ring is the theme's (blue.500), drawn solid and 2 px wide.
    expect(await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return [style.outlineStyle, style.outlineWidth, style.outlineColor];
    })).toEqual(['solid', '2px', 'rgb(59, 130, 246)']);
    await page.keyboard.press('Enter');
    expect(await openItems(page, faq)).toEqual(only(count, 0));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await openItems(page, faq)).toEqual(only(count, 1));
    await page.keyboard.press('Space');
    expect(await openItems(page, faq)).toEqual(only(count));
    expect(problems).toEqual([]);
    await context.close();
  });

  test('once live, the skip link is still the first Tab stop and moves the keyboard on to the main content', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const problems = recordProblems(page);
    await page.goto(`${server.url}/contact`);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/contact#main`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement && document.activeElement !== document.body && document.querySelector('main')!.contains(document.activeElement)))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('on a slowed phone, a question opened before the page is live stays open once it is, and the group still works', async () => {
    const { context, page } = await slowPhone();
    const problems = recordProblems(page);
    const hydratedAtClicks = await recordHydrationAtClicks(page);
    await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
    await page.locator('#faq details > summary').nth(2).click();
    expect(await hydratedAtClicks()).toEqual([null]);
    expect(await openItems(page, '#faq')).toEqual(only(6, 2));

    await waitForHydration(page);
    expect(await page.evaluate(isLive, '#faq summary')).toBe(true);
    expect(await openItems(page, '#faq')).toEqual(only(6, 2));
    expect(await pressQuestion(page, '#faq', 5)).toEqual(only(6, 5));
    expect(problems).toEqual([]);
    await context.close();
  });

  test('on a slowed phone, the menu button pressed at DOMContentLoaded opens the menu, which stays open and works once the page is live', async () => {
    const { context, page } = await slowPhone();
    const problems = recordProblems(page);
    const hydratedAtClicks = await recordHydrationAtClicks(page);
    await page.goto(`${server.url}/industries`, { waitUntil: 'domcontentloaded' });
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    // The press really came before hydration (the test would prove nothing otherwise).
    expect(await hydratedAtClicks()).toEqual([null]);
    expect(await menuIsOpen(page)).toBe(true);

    await waitForHydration(page);
    // The press is pressed again once React listens (early-clicks.ts): the button only opens, so the menu stays open.
    await page.waitForFunction(() => document.querySelector('[aria-label="Open menu"]')?.getAttribute('aria-expanded') === 'true');
    expect(await menuIsOpen(page)).toBe(true);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    expect(await menu.getByRole('link', { name: 'Blog', exact: true }).isVisible()).toBe(true);

    // Escape closes it (focus goes back to the button) and the button opens it again.
    await page.keyboard.press('Escape');
    expect(await menuIsOpen(page)).toBe(false);
    await page.waitForFunction(() => document.querySelector('[aria-label="Open menu"]')?.getAttribute('aria-expanded') === 'false');
    await button.click();
    expect(await menuIsOpen(page)).toBe(true);

    // A link navigates on the client and closes the menu.
    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same-document'));
    await menu.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`${server.url}/blog`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');
    expect(await menuIsOpen(page)).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('on a slowed phone, a footer section opened before the page is live stays open once the page and its list are live', async () => {
    const { context, page } = await slowPhone();
    const problems = recordProblems(page);
    const hydratedAtClicks = await recordHydrationAtClicks(page);
    await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
    await page.locator('footer summary', { hasText: 'Blog' }).click();
    expect(await hydratedAtClicks()).toEqual([null]);
    const allPosts = page.locator('footer').getByRole('link', { name: 'All Posts' });
    expect(await allPosts.isVisible()).toBe(true);

    await waitForHydration(page);
    // The section and its list were hydrated in place: the section opened before stays open.
    await page.waitForFunction(isLive, '#footer-blog a');
    expect(await page.locator('footer details').evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open))).toEqual([false, false, true, false]);
    expect(await allPosts.isVisible()).toBe(true);
    await page.locator('footer summary', { hasText: 'Blog' }).click();
    expect(await allPosts.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  test.each(['/', '/contact'])('axe finds no accessibility violations on %s at 1280 px, and at 390 px with the menu closed and open', async (path) => {
    const violations = async (page: Page) =>
      (await new AxeBuilder({ page }).analyze()).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);

    await page.setViewportSize(PHONE);
    await page.reload();
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForFunction(() => document.getElementById('site-menu')!.getAnimations().every((animation) => animation.playState === 'finished'));
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
