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

test('the fallback faces, Arial’s and Roboto’s (Android), come in that order after Inter, each resized and given Inter’s ascent and descent', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  const { stack, faces } = await page.evaluate(() => ({
    stack: getComputedStyle(document.body).fontFamily.split(',').map((family) => family.trim().replace(/^"|"$/g, '')),
    faces: [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-family').includes('Fallback'))
      .map(({ style }) => ({
        family: style.getPropertyValue('font-family').replace(/^["']|["']$/g, ''),
        weight: style.getPropertyValue('font-weight'),
        src: style.getPropertyValue('src'),
        sizeAdjust: parseFloat(style.getPropertyValue('size-adjust')) / 100,
        ascent: parseFloat(style.getPropertyValue('ascent-override')) / 100,
        descent: parseFloat(style.getPropertyValue('descent-override')) / 100,
        lineGap: style.getPropertyValue('line-gap-override'),
      })),
  }));
  expect(stack.slice(0, 3)).toEqual(['Inter Variable', 'Inter Fallback', 'Inter Fallback Roboto']);
  expect(faces.map((face) => [face.family, face.weight])).toEqual([
    ['Inter Fallback', '100 500'],
    ['Inter Fallback', '600 900'],
    ['Inter Fallback Roboto', '100 500'],
    ['Inter Fallback Roboto', '600 900'],
  ]);
  expect(faces[2]!.src).toMatch(/^local\("?Roboto"?\)/);
  expect(faces[3]!.src).toMatch(/^local\("?Roboto Bold"?\)/);
  for (const face of faces) {
    // Inter's ascent and descent are 1984 and 494 of its 2048 units; the overrides apply after the resizing.
    expect(face.ascent * face.sizeAdjust).toBeCloseTo(1984 / 2048, 3);
    expect(face.descent * face.sizeAdjust).toBeCloseTo(494 / 2048, 3);
    expect(face.lineGap).toBe('0%');
  }
  await context.close();
});
