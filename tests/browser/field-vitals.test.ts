import type { Browser, Page, Request } from 'playwright-core';
import { recordChunks, recordProblems, useSiteInBrowser, type SiteServer } from '../support/browser';
import { TEST_ADMIN_TOKEN } from '../support/site-client';

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

const POST = '/blog/ai-in-rfp-discovery';

/** Asks `read` again every `everyMs` until it answers `wanted` or `timeoutMs` have passed; answers its last answer. */
async function eventually<T>(read: () => T | Promise<T>, wanted: T, timeoutMs = 10_000, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let answer = await read();
  while (JSON.stringify(answer) !== JSON.stringify(wanted) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    answer = await read();
  }
  return answer;
}

/** The reports the page sends to the site's vitals endpoint, as sent. */
function recordReports(page: Page): Record<string, unknown>[] {
  const reports: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/vitals') reports.push(JSON.parse(request.postData() ?? 'null') as Record<string, unknown>);
  });
  return reports;
}

test("a phone's page view sends its vitals once, as it is left, and /admin shows them in a chart and a table", async () => {
  await server.dataSource.query('TRUNCATE page_view_vitals');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const problems = recordProblems(page);
  const chunks = recordChunks(page, ['field-vitals']);
  const reports = recordReports(page);
  await page.goto(`${server.url}${POST}`);
  // The reporting code comes once the page is idle, by itself: nothing is sent while the visitor reads.
  expect(await eventually(() => chunks, ['field-vitals'])).toEqual(['field-vitals']);
  await page.getByRole('heading', { level: 1 }).tap();
  await page.waitForTimeout(300);
  expect(reports).toEqual([]);

  // Leaving the page sends the report, once (Chromium does not tell Playwright of a beacon sent by a page being left: the site's table does).
  await page.goto(`${server.url}/admin`);
  const stored = () =>
    server.dataSource.query<{ page_type: string; device: string; lcp_ms: number | null; ttfb_ms: number | null }[]>(
      'SELECT page_type, device, lcp_ms, ttfb_ms FROM page_view_vitals',
    );
  expect((await eventually(async () => (await stored()).length, 1)) as number).toBe(1);
  const [report] = await stored();
  expect(report).toMatchObject({ page_type: '/blog/:slug', device: 'phone' });
  expect(report!.lcp_ms).toEqual(expect.any(Number));
  expect(report!.ttfb_ms).toEqual(expect.any(Number));

  await page.getByLabel('Admin token').fill(TEST_ADMIN_TOKEN);
  const figures = page.getByRole('region', { name: "Visitors' numbers" });
  const lcpTable = figures.getByRole('table', { name: /Largest Contentful Paint \(LCP\): 75th percentile per page type/ });
  // Written within a second of arriving: load the figures until the page view is in them.
  const loadFigures = async () => {
    await Promise.all([page.waitForResponse((response) => new URL(response.url()).pathname === '/graphql'), page.getByRole('button', { name: 'Load figures' }).click()]);
    await page.waitForTimeout(100);
    return lcpTable.getByRole('rowheader', { name: '/blog/:slug' }).count();
  };
  expect(await eventually(loadFigures, 1, 20_000, 500)).toBe(1);
  const row = lcpTable.getByRole('row', { name: /\/blog\/:slug/ });
  const cells = await row.getByRole('cell').allTextContents();
  // Last 7 days and last 28 days: the one page view's LCP, as the report said it.
  const sent = Math.round(report!.lcp_ms!);
  const shown = sent >= 1000 ? `${(sent / 1000).toFixed(2)} s` : `${sent} ms`;
  expect(cells.slice(0, 3)).toEqual([shown, shown, '1']);
  // The chart beside it: recharts draws an SVG per vital (LCP, INP, CLS).
  expect(await figures.locator('svg.recharts-surface').count()).toBeGreaterThanOrEqual(3);
  expect(problems).toEqual([]);
  await context.close();
});

test('a browser that signals Global Privacy Control fetches no reporting code and sends nothing', async () => {
  await server.dataSource.query('TRUNCATE page_view_vitals');
  const context = await browser.newContext();
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const page = await context.newPage();
  const chunks = recordChunks(page, ['field-vitals']);
  const reports = recordReports(page);
  await page.goto(`${server.url}${POST}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500);
  await page.goto(`${server.url}/privacy`);
  // Reports are written within the second: give one that was sent the time to arrive.
  await page.waitForTimeout(1500);
  // Counted for the post only: the page view the test before left as its context closed may still arrive.
  const n = (await server.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM page_view_vitals WHERE page_type = '/blog/:slug'`))[0]?.n;
  expect({ chunks, reports, stored: n }).toEqual({ chunks: [], reports: [], stored: 0 });
  await context.close();
});
