import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { startTestServer, type TestServer } from './test-server';

/** Debian's Chromium, headless, with the flags this closed network needs. */
async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export interface SiteInBrowser {
  server: TestServer;
  browser: Browser;
}

/**
 * For a browser test file: starts the site (server-rendered pages included) and Chromium before
 * its first test, hands both to `use`, and stops them after its last test.
 */
export function useSiteInBrowser(use: (site: SiteInBrowser) => void): void {
  let site: Partial<SiteInBrowser> = {};
  beforeAll(async () => {
    site = { server: await startTestServer({ pages: true }) };
    site.browser = await launchBrowser();
    use(site as SiteInBrowser);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
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
 * its effects have run. A page whose app is not started yet is shown a use first (`showUse`).
 */
export async function waitForHydration(page: Page): Promise<void> {
  const isHydrated = () => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
  // A move made before the entry script listens is not seen: the pointer moves again until the app starts.
  for (let attempt = 0; attempt < 20 && !(await isHydrated()); attempt += 1) {
    await showUse(page);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 1500 }).catch(() => undefined);
  }
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

/** The operation names of the GraphQL requests the page sends from now on, in order (the list fills as they go). */
export function recordOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') operations.push((request.postDataJSON() as { operationName: string }).operationName);
  });
  return operations;
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

/**
 * The dialog the visitor opened (the waitlist, the survey), not the landing pages' sticky banner,
 * which is a non-modal dialog that is there from the start.
 */
export function openedDialog(page: Page) {
  return page.getByRole('dialog').filter({ hasNot: page.getByRole('button', { name: 'Close banner' }) });
}
