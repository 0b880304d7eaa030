import { AxeBuilder } from '@axe-core/playwright';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';

/**
 * axe and the Nu HTML checker on the pages built from Chakra's Stat and the comparison tables
 * (issue 33): the variant landing page, a comparison and an alternatives page. Stat.HelpText is a
 * span, which a dl may not hold, and a table wider than a phone scrolled in an area a keyboard
 * could not reach.
 */

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

const PAGES = ['/landing-v2', '/competitors/loopio', '/alternatives/loopio'];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

test.each(PAGES.flatMap((page) => VIEWPORTS.map((viewport) => [page, viewport] as const)))('axe finds no violation on %s at %o', async (page, viewport) => {
  const context = await browser.newContext({ viewport });
  const tab = await context.newPage();
  await tab.goto(`${server.url}${page}`);
  await waitForHydration(tab);
  const { violations } = await new AxeBuilder({ page: tab }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  await context.close();
});

test('the Nu HTML checker finds no error in the server’s HTML of these pages', async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'bidlight-vnu-'));
  try {
    const files = await Promise.all(
      PAGES.map(async (page) => {
        const answer = await server.get(page);
        expect(answer.status).toBe(200);
        const file = path.join(folder, `${page.replace(/\//g, '_')}.html`);
        await writeFile(file, await answer.text());
        return file;
      }),
    );
    const vnuJar = String(createRequire(__filename)('vnu-jar'));
    // vnu exits non-zero when it finds errors; its JSON report is what counts.
    const report = await new Promise<string>((resolve, reject) =>
      execFile('java', ['-jar', vnuJar, '--format', 'json', '--stdout', ...files], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) =>
        stdout ? resolve(stdout) : reject(error ?? new Error('vnu printed no report')),
      ),
    );
    const { messages } = JSON.parse(report) as { messages: { type: string; url?: string; message: string; extract?: string }[] };
    const errors = messages.filter((message) => message.type === 'error' || message.type === 'non-document-error');
    expect(errors.map((error) => `${path.basename(error.url ?? '')}: ${error.message} (${error.extract ?? ''})`)).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test.each([false, true])('on a 390 px phone (scripts on: %s), each comparison table wider than the screen is in a region named by its caption, which is in view whole, in the tab order', async (javaScriptEnabled) => {
  const context = await browser.newContext({ javaScriptEnabled, viewport: VIEWPORTS[0] });
  const page = await context.newPage();
  await page.goto(`${server.url}/alternatives/loopio`);
  if (javaScriptEnabled) await waitForHydration(page);
  const regions = page.locator('[role="region"]:has(> table)');
  const wide: number[] = [];
  for (let index = 0; index < (await regions.count()); index += 1) {
    if (await regions.nth(index).evaluate((region) => region.scrollWidth > region.clientWidth)) wide.push(index);
  }
  expect(wide.length).toBeGreaterThanOrEqual(1);
  for (const index of wide) {
    const region = regions.nth(index);
    const caption = await region.evaluate((element) => document.getElementById(element.getAttribute('aria-labelledby')!)!.textContent!);
    expect(caption.length).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: caption, exact: true }).count()).toBe(1);
    expect(await region.getByRole('table', { name: caption, exact: true }).count()).toBe(1);
    // The caption is read whole on a phone: it wraps in the width the page shows, not the table's.
    expect(await page.locator(`[id="${await region.getAttribute('aria-labelledby')}"]`).evaluate((element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    expect(await region.evaluate((element) => element.tabIndex)).toBe(0);
    // Once focused, the arrow keys scroll it (smoothly: the page is polled, which needs its scripts).
    if (javaScriptEnabled) {
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((element) => element!.scrollLeft > 0, await region.elementHandle());
    }
  }
  await context.close();
});
