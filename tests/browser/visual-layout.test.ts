import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';

/** How the content is laid out at 1440 and 390 px (issue 33): what a visitor saw slip, measured in the browser. */

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
  return page;
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

describe('the guide comparison table', () => {
  test('at 1440 px it fits its column: no scrolling inside it, every column and cell in view, no swipe hint', async () => {
    const page = await open('/rfp-software-guide', DESKTOP);
    const table = page.locator('#comparison table');
    const fit = await table.evaluate((element) => {
      const area = element.parentElement!;
      const box = area.getBoundingClientRect();
      const cells = [...element.querySelectorAll('th, td')].map((cell) => cell.getBoundingClientRect());
      return {
        scrolls: area.scrollWidth > area.clientWidth,
        cellsOutside: cells.filter((cell) => cell.right > box.right + 0.5 || cell.left < box.left - 0.5).length,
        pageScrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      };
    });
    expect(fit).toEqual({ scrolls: false, cellsOutside: 0, pageScrolls: false });
    expect(await page.getByRole('columnheader', { name: 'User rating' }).isVisible()).toBe(true);
    expect(await page.locator('#comparison').getByText(/swipe/i).isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('on a 390 px phone it scrolls inside its own area, under a swipe hint, and the page itself does not', async () => {
    const page = await open('/rfp-software-guide', PHONE);
    const fit = await page.locator('#comparison table').evaluate((element) => ({
      scrolls: element.parentElement!.scrollWidth > element.parentElement!.clientWidth,
      pageScrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    }));
    expect(fit).toEqual({ scrolls: true, pageScrolls: false });
    expect(await page.locator('#comparison').getByText(/swipe/i).isVisible()).toBe(true);
    await page.context().close();
  });
});

test('/landing-v2: the pipeline panel is centred under its centred heading', async () => {
  const page = await open('/landing-v2', DESKTOP);
  const centres = await page.locator('#dashboard').evaluate((section) => {
    const centre = (element: Element) => {
      const box = element.getBoundingClientRect();
      return Math.round(box.left + box.width / 2);
    };
    return { heading: centre(section.querySelector('h2')!), panel: centre(section.querySelector('figure')!) };
  });
  expect(Math.abs(centres.panel - centres.heading)).toBeLessThanOrEqual(1);
  await page.context().close();
});

test('the hero mockup shows each sample card title whole', async () => {
  const page = await open('/', DESKTOP);
  const titles = await page.locator('figure li p:first-child').evaluateAll((elements) =>
    elements.map((element) => ({ text: element.textContent, cut: element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1 || getComputedStyle(element).textOverflow === 'ellipsis' })),
  );
  expect(titles.length).toBeGreaterThanOrEqual(4);
  expect(titles.filter((title) => title.cut)).toEqual([]);
  await page.context().close();
});

describe('competitor cards on /competitors', () => {
  test("in each row of cards, the facts and the actions start at the same height; one main action a card, the other links quieter", async () => {
    const page = await open('/competitors', DESKTOP);
    const cards = await page.locator('[data-testid="competitor-card"]').evaluateAll((elements) =>
      elements.map((card) => {
        const parts = [...card.children].map((part) => Math.round(part.getBoundingClientRect().top));
        const links = [...card.querySelectorAll('a')];
        const amber = links.filter((link) => getComputedStyle(link).backgroundColor !== 'rgba(0, 0, 0, 0)');
        return { row: Math.round(card.getBoundingClientRect().top), facts: parts[2], actions: parts[3], links: links.length, amber: amber.length };
      }),
    );
    expect(cards.length).toBeGreaterThanOrEqual(6);
    const rows = new Map<number, { facts: Set<number>; actions: Set<number> }>();
    for (const card of cards) {
      const row = rows.get(card.row) ?? { facts: new Set(), actions: new Set() };
      row.facts.add(card.facts!);
      row.actions.add(card.actions!);
      rows.set(card.row, row);
    }
    expect([...rows.values()].map((row) => ({ facts: row.facts.size, actions: row.actions.size }))).toEqual([...rows.values()].map(() => ({ facts: 1, actions: 1 })));
    expect(cards.every((card) => card.links === 3 && card.amber === 1)).toBe(true);
    // The description is no larger than the facts under it.
    const sizes = await page.locator('[data-testid="competitor-card"]').first().evaluate((card) => ({
      description: parseFloat(getComputedStyle(card.children[1]!.querySelector('p')!).fontSize),
      fact: parseFloat(getComputedStyle(card.children[2]!.querySelector('dd, p')!).fontSize),
    }));
    expect(sizes.description).toBeLessThanOrEqual(sizes.fact);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

test.each([DESKTOP, PHONE])('industry cards at %o set each figure label on one line', async (viewport) => {
  const page = await open('/industries', viewport);
  const labels = await page.locator('article dt').evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return { text: element.textContent, lines: range.getClientRects().length };
    }),
  );
  expect(labels.length).toBeGreaterThanOrEqual(24);
  expect(labels.filter((label) => label.lines !== 1)).toEqual([]);
  await page.context().close();
});

describe('a glossary term page', () => {
  test.each([DESKTOP, PHONE])('at %o, "← Back" starts on the breadcrumb’s edge and no sentence can end with its full stop alone on a line', async (viewport) => {
    const page = await open('/glossary/8a-program', viewport);
    const edges = await page.evaluate(() => {
      const back = [...document.querySelectorAll('a')].find((link) => link.textContent?.trim() === '← Back')!;
      const arrow = back.querySelector('span')!.getBoundingClientRect().left;
      const crumb = document.querySelector('nav[aria-label="Breadcrumb"] a, nav[aria-label="breadcrumb"] a')!.getBoundingClientRect().left;
      return { arrow: Math.round(arrow), crumb: Math.round(crumb) };
    });
    // Within the button's 1 px border.
    expect(Math.abs(edges.arrow - edges.crumb)).toBeLessThanOrEqual(1);
    // A full stop right after a link shares the link's last line: the link is inline text, not an
    // inline box the line may break after (Chakra's links are inline-flex).
    const stray = await page.evaluate(() =>
      [...document.querySelectorAll('main a')]
        .filter((link) => link.nextSibling?.nodeType === Node.TEXT_NODE && /^[.,;:]/.test(link.nextSibling.textContent ?? ''))
        .filter((link) => {
          if (getComputedStyle(link).display !== 'inline') return true;
          const range = document.createRange();
          range.setStart(link.nextSibling!, 0);
          range.setEnd(link.nextSibling!, 1);
          const stop = range.getBoundingClientRect();
          const last = [...link.getClientRects()].at(-1)!;
          return Math.abs(stop.top - last.top) > 4;
        })
        .map((link) => link.textContent),
    );
    expect(stray).toEqual([]);
    await page.context().close();
  });
});

test.each([DESKTOP, { width: 1024, height: 800 }, PHONE])('at %o the logo starts on the content’s left edge', async (viewport) => {
  const page = await open('/glossary/8a-program', viewport);
  const edges = await page.evaluate(() => ({
    logo: Math.round(document.querySelector('header nav a')!.getBoundingClientRect().left),
    content: Math.round(document.querySelector('h1')!.getBoundingClientRect().left),
  }));
  expect(edges.logo).toBe(edges.content);
  await page.context().close();
});

test.each([
  ['/competitors/govwin-iq', '#pricing-analysis'],
  ['/alternatives/govwin-iq', 'main'],
  ['/competitors', 'main'],
])('on %s at 1440 px, the figures of a row of stat tiles line up, whichever label wraps', async (path, within) => {
  const page = await open(path, DESKTOP);
  const rows = await page.locator(within).first().evaluate((scope) =>
    [...scope.querySelectorAll('dl')]
      .filter((tile) => tile.parentElement!.querySelectorAll(':scope > dl').length > 1)
      .map((tile) => ({ row: Math.round(tile.getBoundingClientRect().top), figure: Math.round(tile.querySelector('dd')!.getBoundingClientRect().top) })),
  );
  expect(rows.length).toBeGreaterThanOrEqual(3);
  const figuresByRow = new Map<number, Set<number>>();
  for (const tile of rows) figuresByRow.set(tile.row, (figuresByRow.get(tile.row) ?? new Set()).add(tile.figure));
  expect([...figuresByRow.values()].map((figures) => figures.size)).toEqual([...figuresByRow.values()].map(() => 1));
  await page.context().close();
});

test.each([DESKTOP, PHONE])('at %o the glossary’s search box is wide enough for its whole placeholder', async (viewport) => {
  const page = await open('/glossary', viewport);
  const fit = await page
    .getByRole('search', { name: 'Search the glossary' })
    .locator('input')
    .evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return { text: Math.ceil(context.measureText(input.placeholder).width), room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
    });
  expect(fit.text).toBeLessThanOrEqual(fit.room);
  await page.context().close();
});

test.each([DESKTOP, PHONE])('at %o an industry’s and a niche’s FAQ list are as wide as the content column around them', async (viewport) => {
  for (const [path, id] of [
    ['/industries/healthcare', 'industry-faq'],
    ['/industries/healthcare/ehr-implementation-optimization', 'niche-faq'],
  ] as const) {
    const page = await open(path, viewport);
    const widths = await page.locator(`section[aria-labelledby="${id}"]`).evaluate((section) => ({
      column: Math.round(section.getBoundingClientRect().width),
      list: Math.round(section.querySelector('details')!.parentElement!.getBoundingClientRect().width),
    }));
    expect({ path, ...widths }).toEqual({ path, column: widths.column, list: widths.column });
    await page.context().close();
  }
});

test.each([DESKTOP, PHONE])('at %o a blog card’s “+N more” sits on the line of its last tag, never on a line alone', async (viewport) => {
  const page = await open('/blog', viewport);
  const lines = await page.locator('ul[aria-label="Tags"]').evaluateAll((lists) =>
    lists
      .map((list) => {
        const more = [...list.querySelectorAll('*')].find((element) => element.children.length === 0 && /^\+\d+ more$/.test(element.textContent ?? ''));
        // The tags' badges: each item's first element (an item that is only text has none).
        const badges = [...list.querySelectorAll('li')].flatMap((item) => (item.firstElementChild && item.firstElementChild !== more ? [item.firstElementChild] : []));
        return { more: more?.getBoundingClientRect(), last: badges.at(-1)!.getBoundingClientRect() };
      })
      .filter((card) => card.more)
      .map(({ more, last }) => Math.abs(more!.top + more!.height / 2 - (last.top + last.height / 2)) <= 2),
  );
  expect(lines.length).toBeGreaterThanOrEqual(6);
  expect(lines.filter((sameLine) => !sameLine)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});
