import pg from 'pg';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import type { WorkerSite } from '../setup/site-broker';
import { siteClient, type SiteClient, type SqlRunner } from './site-client';

export interface SiteInBrowser {
  /** The site over HTTP, and SQL on its database (this worker's). */
  server: SiteClient & { dataSource: SqlRunner };
  browser: Browser;
}

export type SiteServer = SiteInBrowser['server'];

/**
 * For a browser test file: before its first test, connects to this jest worker's site and
 * Chromium (started once a run per worker by tests/setup/site-broker.ts, shared by the worker's
 * browser test files one after another) and hands both to `use`; disconnects after its last test.
 * Every test opens a browser context of its own, so nothing but the server's caches is shared.
 */
export function useSiteInBrowser(use: (site: SiteInBrowser) => void): void {
  let browser: Browser | undefined;
  let pool: pg.Pool | undefined;
  beforeAll(async () => {
    const answer = await fetch(`${process.env.TEST_SITE_BROKER_URL}/sites/${process.env.JEST_WORKER_ID ?? '1'}`);
    if (!answer.ok) throw new Error(`No site for the browser tests: ${await answer.text()}`);
    const site = (await answer.json()) as WorkerSite;
    browser = await chromium.connect(site.browserEndpoint);
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    const database = pool;
    const dataSource: SqlRunner = { query: async <T>(sql: string, parameters?: unknown[]) => (await database.query(sql, parameters)).rows as T };
    use({ server: { ...siteClient(site.url), dataSource }, browser });
  });
  afterAll(async () => {
    await browser?.close();
    await pool?.end();
  });
}

/**
 * Collects what a page reports as going wrong: console errors and warnings (but those `ignore`
 * matches) and uncaught page errors. A test ends by expecting the list to be empty.
 */
export function recordProblems(page: Page, ignore?: RegExp): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !ignore?.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Runs in the page: whether React has attached its handlers to the first element the selector finds (live, not server HTML). */
export function isLive(selector: string): boolean {
  const element = document.querySelector(selector);
  return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactProps')));
}

declare global {
  interface Window {
    /** Set by `armWhenAppLive`. */
    whenAppLive?: (run: () => void) => void;
  }
}

/**
 * Gives the page `window.whenAppLive(run)`, which runs `run` in the very task in which the app
 * marks itself live (html[data-hydrated], RootLayout), or at once if it already is: a press made
 * there comes before any later task of React's (more hydration, the work it does once idle).
 */
export async function armWhenAppLive(page: Page): Promise<void> {
  await page.evaluate(() => {
    const live = () => document.documentElement.dataset.hydrated === 'true';
    window.whenAppLive = (run) => {
      if (live()) return run();
      new MutationObserver((_, observer) => {
        if (!live()) return;
        observer.disconnect();
        run();
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
    };
  });
}

/** Runs the page's CPU `rate` times slower than this machine's, as a phone's: its main thread's work takes that much longer. */
export async function slowDownCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

let pointerMoves = 0;

/**
 * Moves the mouse a little over the page, as a visitor's hand does: the first sign of use, which
 * starts a page's app (entry-client.tsx). Each move goes to a new spot, so the browser reports it.
 */
export async function showUse(page: Page): Promise<void> {
  pointerMoves += 1;
  await page.mouse.move(3 + (pointerMoves % 7), 3 + (pointerMoves % 5));
}

/**
 * Waits until the page has hydrated: RootLayout marks the document once React's first commit and
 * its effects have run. A page whose app waits for a use is shown one (`showUse`) once its entry
 * script listens for it (html[data-app-start="waiting"], entry-client.tsx): a move made before is
 * not seen. A page that starts its app by itself never sets the mark, and is only waited for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  heldApps.get(page)?.();
  const state = await page.waitForFunction(() => {
    const { appStart, hydrated } = document.documentElement.dataset;
    return hydrated === 'true' ? 'hydrated' : appStart === 'waiting' && 'waiting';
  });
  if ((await state.jsonValue()) === 'waiting') await showUse(page);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** The survey's questions as a visitor reads them (the specification's labels), by field. */
const SURVEY_LABELS = {
  role: 'What is your role?',
  companySize: 'How big is your company?',
  biggestChallenge: 'What is your biggest RFP challenge?',
  industry: 'Which industry do you bid in?',
  budget: 'What is your typical contract budget?',
} as const;

/** Chooses the given survey answers by their questions' labels, in the survey dialog or the survey step's page (`scope`). */
export async function answerSurvey(scope: Page | Locator, answers: Partial<Record<keyof typeof SURVEY_LABELS, string>>): Promise<void> {
  for (const [question, value] of Object.entries(answers)) await scope.getByLabel(SURVEY_LABELS[question as keyof typeof SURVEY_LABELS]).selectOption(value);
}

/**
 * The operation names of the GraphQL queries this document has asked the server for, in order. An
 * answer from the browser's HTTP cache (within its cache time) transferred nothing and is not counted.
 */
export const operationsAsked = (page: Page): Promise<(string | null)[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/graphql' && (entry as PerformanceResourceTiming).transferSize > 0)
      .map((entry) => new URL(entry.name).searchParams.get('operationName')),
  );

/** The pages whose app code is held back (holdAppCode), with what lets it through. */
const heldApps = new WeakMap<Page, () => void>();
/** However long a test acts early, held app code goes through after this long. */
const MAX_HOLD_MS = 15_000;

/**
 * Holds the app's hydration code back, as a slow connection would, until the test waits for the
 * page to go live (waitForHydration): what a test does right after the page appears (typing,
 * choosing) is then done before the app can be live, however fast or loaded the machine. Without
 * it, the first key started the app and a quick machine hydrated the page within a few keys.
 */
export async function holdAppCode(page: Page): Promise<void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, MAX_HOLD_MS);
  });
  heldApps.set(page, release);
  await page.route(/\/assets\/hydrate-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
}

/**
 * The names of the build chunks the page fetches from now on whose name is one of `names`
 * (`apollo` for /assets/apollo-<hash>.js), in order (the list fills as they go).
 */
export function recordChunks(page: Page, names: readonly string[]): string[] {
  const pattern = new RegExp(`/assets/(${names.join('|')})-[\\w-]+\\.js$`);
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = pattern.exec(request.url())?.[1];
    if (name) chunks.push(name);
  });
  return chunks;
}

/** The dialog the visitor opened (the waitlist, the survey). */
export function openedDialog(page: Page) {
  return page.getByRole('dialog');
}
