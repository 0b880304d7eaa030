import type { Browser } from 'playwright-core';
import { useSiteInBrowser, type SiteServer } from '../support/browser';

/**
 * One face from the first page on (issue 33): with "font-display: optional" a first visit whose
 * font arrived late kept the system font for the page, and the next page (font cached) showed
 * Inter. With "swap" and a metric-matched fallback the first page ends in Inter, without moving.
 */

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

test.each(['/', '/glossary'])('a first visit to %s whose font file arrives 1.5 s late ends in Inter, with no layout shift', async (path) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  let fontServed!: () => void;
  const served = new Promise<void>((resolve) => (fontServed = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
    fontServed();
  });
  await page.addInitScript(() => {
    (window as unknown as { layoutShift: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${server.url}${path}`);
  await served;
  await page.evaluate(() => document.fonts.ready);
  // Two frames, so a swap has been laid out and any shift reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const faces = async (selector: string) => {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  };
  expect(await faces('h1')).toEqual(['Inter']);
  expect(await faces('main p')).toEqual(['Inter']);
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
  await context.close();
});
