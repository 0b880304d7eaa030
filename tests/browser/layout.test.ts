import type { Browser, BrowserContext, Page } from 'playwright-core';
import { isLive, recordProblems, useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

interface Visit {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

/** Opens a page at the given width, records console errors and warnings and page errors, waits for hydration. */
async function visit(path: string, width: number): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${server.url}${path}`);
  // RootLayout sets this in an effect once React has hydrated the page (its handlers then work).
  await waitForHydration(page);
  return { context, page, problems };
}

/** The footer's sections (client/src/components/layout/footer-view.tsx): list id suffix and title. */
const SECTIONS = [
  ['industries', 'Industries'],
  ['compare', 'Compare Tools'],
  ['blog', 'Blog'],
  ['resources', 'Resources'],
] as const;
type SectionId = (typeof SECTIONS)[number][0];

const footer = (page: Page) => page.locator('footer');
/** A section's toggle on phones: the summary of its `<details>`. */
const toggle = (page: Page, title: string) => footer(page).locator('summary').filter({ hasText: new RegExp(`^${title}`) });

/** For each section: whether its disclosure is open and whether its list of links is shown. */
const sectionStates = (page: Page) =>
  page.evaluate(
    (ids) =>
      ids.map((id) => {
        const list = document.getElementById(`footer-${id}`)!;
        return { id, open: list.closest('details')!.open, shown: list.checkVisibility() };
      }),
    SECTIONS.map(([id]) => id),
  );

/** The state every section should be in when only `open` are expanded (phone layout). */
const phoneState = (...open: SectionId[]) => SECTIONS.map(([id]) => ({ id, open: open.includes(id), shown: open.includes(id) }));

/** Waits until a section's list is live (hydrated with the page). */
const listLive = (page: Page, id: SectionId) => page.waitForFunction(isLive, `#footer-${id} a`);

describe('the footer', () => {
  test('on a 390 px phone its sections start collapsed; a click on a toggle opens that section and a second click closes it', async () => {
    const { context, page, problems } = await visit('/industries', 390);
    // On phones the section titles are the toggles (the headings are hidden).
    for (const [, title] of SECTIONS) {
      expect(await toggle(page, title).isVisible()).toBe(true);
      expect(await footer(page).getByRole('heading', { level: 2, name: title }).isVisible()).toBe(false);
    }
    expect(await sectionStates(page)).toEqual(phoneState());
    const allIndustries = footer(page).getByRole('link', { name: 'All Industries' });
    expect(await allIndustries.isVisible()).toBe(false);

    // The sections and their lists are live with the page; a section opens and stays open.
    await toggle(page, 'Industries').click();
    expect(await allIndustries.isVisible()).toBe(true);
    await listLive(page, 'industries');
    expect(await allIndustries.isVisible()).toBe(true);
    expect(await sectionStates(page)).toEqual(phoneState('industries'));

    // Sections open independently.
    await toggle(page, 'Resources').click();
    expect(await sectionStates(page)).toEqual(phoneState('industries', 'resources'));
    expect(await footer(page).getByRole('link', { name: 'Privacy Policy' }).isVisible()).toBe(true);

    await toggle(page, 'Industries').click();
    expect(await sectionStates(page)).toEqual(phoneState('resources'));
    expect(await allIndustries.isVisible()).toBe(false);

    await toggle(page, 'Resources').click();
    expect(await sectionStates(page)).toEqual(phoneState());
    expect(problems).toEqual([]);
    await context.close();
  });

  test('on a 390 px phone a focused toggle opens and closes its section with Enter and with Space', async () => {
    const { context, page, problems } = await visit('/industries', 390);
    const blog = toggle(page, 'Blog');
    await blog.scrollIntoViewIfNeeded();
    await blog.focus();
    expect(await blog.evaluate((summary) => summary === document.activeElement)).toBe(true);
    expect(await sectionStates(page)).toEqual(phoneState());

    await page.keyboard.press('Enter');
    expect(await sectionStates(page)).toEqual(phoneState('blog'));
    expect(await footer(page).getByRole('link', { name: 'All Posts' }).isVisible()).toBe(true);

    await page.keyboard.press('Enter');
    expect(await sectionStates(page)).toEqual(phoneState());
    expect(await footer(page).getByRole('link', { name: 'All Posts' }).isVisible()).toBe(false);

    await page.keyboard.press('Space');
    expect(await sectionStates(page)).toEqual(phoneState('blog'));

    await page.keyboard.press('Space');
    expect(await sectionStates(page)).toEqual(phoneState());

    // Focus stays on the toggle throughout, so the visitor can keep going.
    expect(await blog.evaluate((summary) => summary === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('at 1280 px every section is open under its heading and there are no toggles', async () => {
    const { context, page, problems } = await visit('/industries', 1280);
    for (const [id, title] of SECTIONS) {
      expect(await footer(page).getByRole('heading', { level: 2, name: title, exact: true }).isVisible()).toBe(true);
      expect(await toggle(page, title).isVisible()).toBe(false);
      expect(await page.locator(`#footer-${id}`).isVisible()).toBe(true);
    }
    expect((await sectionStates(page)).map((state) => state.shown)).toEqual([true, true, true, true]);
    // The lists hold the first 8 industries, 8 comparisons, 6 posts, plus their "all" links; and the nine resources.
    const counts = await Promise.all(SECTIONS.map(([id]) => page.locator(`#footer-${id} a`).count()));
    expect(counts).toEqual([9, 10, 7, 9]);
    for (const name of ['All Industries', 'All Comparisons', 'RFP Software Guide', 'All Posts', 'Glossary', 'Editorial Policy', 'Privacy Policy', 'Terms of Service']) {
      expect(await footer(page).getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    // The same once the lists are live.
    await footer(page).scrollIntoViewIfNeeded();
    for (const [id] of SECTIONS) await listLive(page, id);
    expect((await sectionStates(page)).map((state) => state.shown)).toEqual([true, true, true, true]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

test('a client-side navigation from far down a long page opens the new page at its top', async () => {
  const { context, page, problems } = await visit('/industries', 1280);
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same-document'));

  // "Read the guide" sits in the resources section under the 50+ industry cards.
  const link = page.getByRole('link', { name: 'Read the guide', exact: true });
  expect(await link.getAttribute('href')).toBe('/rfp-software-guide');
  await link.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const before = await page.evaluate(() => ({ scrollY: window.scrollY, innerHeight: window.innerHeight }));
  expect(before.scrollY).toBeGreaterThan(before.innerHeight * 5);

  await link.click();
  await page.getByRole('heading', { level: 1, name: 'The RFP Software Guide' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/rfp-software-guide');
  // Read once the new page has been painted (two animation frames after its heading appeared).
  const after = await page.evaluate(
    () =>
      new Promise<{ scrollY: number; maxScroll: number }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve({ scrollY: window.scrollY, maxScroll: document.documentElement.scrollHeight - window.innerHeight })),
        ),
      ),
  );
  // The guide is long too, so staying where the visitor was would leave it far from the top.
  expect(after.maxScroll).toBeGreaterThan(before.innerHeight);
  expect(after.scrollY).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');
  expect(problems).toEqual([]);
  await context.close();
});
