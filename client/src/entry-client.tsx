/**
 * The browser entry, kept tiny: the server HTML is the page, and it works by itself (its links,
 * forms, filters and disclosures need no script). The app (React, Chakra and the page's chunk,
 * 200-220 kB gzip) enhances it: it opens the waitlist in place, filters as the visitor types,
 * moves between pages without reloading. Once the page has painted, loaded and gone idle, its
 * scripts are fetched at low priority, and once they are in and the page is idle again the app
 * hydrates the HTML (hydrate.tsx), so it is live before a reading visitor's first touch; a touch,
 * click, key or scroll before that starts it at once. A page that does something by itself once
 * open asks for the app at its first paint instead (page-start.ts).
 */
import { captureAttribution, fillAttributionFields } from './lib/attribution';
import type { RequestState } from '../../schema/forms';
import type { SiteConfig } from './config/site-config';
import { sendDocumentEvents } from './lib/analytics';
import { rememberEarlyPresses } from './lib/early-presses';
import { nextTask } from './lib/next-task';
import { markPageScrolled } from './lib/page-scrolled';
import { PAGE_START_ID, type PageStart } from './lib/page-start';
import { readPageState } from './lib/page-state';
import { hideServerStyles } from './lib/server-styles';

hideServerStyles();
rememberEarlyPresses();
markPageScrolled();
// Where the visitor came from is read from the first page, whether or not the app ever loads there.
captureAttribution();
fillAttributionFields();
const pageStart = readPageState<PageStart>(PAGE_START_ID);
const site = readPageState<SiteConfig>('__SITE__');
sendDocumentEvents(pageStart?.pageView, readPageState<RequestState>('__REQUEST__')?.conversion, site?.adsSendTo ?? null);

/**
 * Loads and evaluates the app in three parts, each in a task of its own: React DOM, then Chakra's
 * styling engine with the theme, then the rest (router, components, the page). Evaluated together
 * they were one task of ~120 ms on a fast machine, several hundred on a phone, while the visitor
 * may already be scrolling or tapping (early presses are repeated once the page has hydrated: early-presses.ts).
 */
async function start() {
  await import('./app/react-dom');
  await nextTask();
  await import('./app/theme');
  await nextTask();
  const { hydrate } = await import('./hydrate');
  await hydrate();
}

/**
 * What shows the visitor is about to use the page: a touch or press (it comes before the click it
 * starts), a click with none before it (a screen reader's, voice control's), a pointer moving over
 * it, the wheel, a key (Tab included), focus. Each comes a moment before anything the app enhances
 * is used; until the app is live, the server HTML answers, and nothing pressed or typed meanwhile
 * is lost (early-presses.ts, typed-early.ts).
 */
const FIRST_USE_EVENTS = ['pointerdown', 'click', 'pointermove', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;

/**
 * Runs `run` at the first sign of use. A scroll counts once the page has loaded: before, the
 * browser itself scrolls (to a `#fragment`, back to where a reloaded page was), and a visitor's
 * own scrolling starts with a touch, the wheel or a key.
 */
function onFirstUse(run: () => void) {
  let used = false;
  const go = () => {
    if (used) return;
    used = true;
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, go, { capture: true });
    window.removeEventListener('scroll', go, { capture: true });
    run();
  };
  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, go, { capture: true, passive: true });
  document.documentElement.dataset.appStart = 'waiting'; // a use starts the app from here on: tests wait for this, then use the page once
  const scrollCounts = () =>
    setTimeout(() => {
      if (!used) window.addEventListener('scroll', go, { capture: true, passive: true });
    }, 0);
  if (document.readyState === 'complete') scrollCounts();
  else window.addEventListener('load', scrollCounts, { once: true });
  // Focus already inside the page (an autofocused field, a field focused before this script ran) is a use too.
  const focused = document.activeElement;
  if (focused && focused !== document.body && focused !== document.documentElement) go();
}

/** Should the browser report no first contentful paint (a tab opened in the background), the app starts anyway after this long. */
const START_WITHOUT_PAINT_MS = 3000;

/**
 * Runs `run` once the browser reports the page's first contentful paint, in a task of its own: the
 * app's chunks are not even requested before the content is on screen, so on a slow connection
 * they do not compete with the page for it. A frame's paint reaches the screen a little after the
 * frame's own callbacks, and requests made in between still delayed it.
 */
function afterFirstPaint(run: () => void) {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    setTimeout(run, 0);
  };
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // A callback queued from requestAnimationFrame runs after that frame has been painted.
    requestAnimationFrame(() => go());
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    go();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(go, START_WITHOUT_PAINT_MS);
}

/** Should the browser never be idle after load (a page busy with its own animation), what waits for idle runs after this long anyway. */
const IDLE_AT_THE_LATEST_MS = 2000;

/** Runs `run` once the page has loaded and the browser is idle: nothing it fetches competes with the page's own content. */
function whenIdleAfterLoad(run: () => void) {
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: IDLE_AT_THE_LATEST_MS }) : setTimeout(run, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Runs `run` once the page has painted its content, loaded and gone idle. */
const whenPaintedAndIdle = (run: () => void) => afterFirstPaint(() => whenIdleAfterLoad(run));

/** Asks for a script as a module preload at low priority; resolves once it has arrived or failed (at once when already asked for). */
function preloadScript(href: string): Promise<unknown> | undefined {
  if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) return undefined;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.fetchPriority = 'low';
  const arrived = new Promise((resolve) => {
    link.onload = link.onerror = resolve;
  });
  document.head.append(link);
  return arrived;
}

/**
 * Once the page has painted its content and is idle after load, fetches the scripts the app needs
 * to go live on this page (the server lists them: __START__'s `scripts`) as module preloads at low
 * priority: in parallel, where its imports chained 11-12 rounds on a phone's connection, and after
 * the page's own content (a fast connection can finish loading before the first paint, and the
 * app's 220 kB then competed with it). Once all have arrived (or failed: the start then fetches
 * what is missing, and a failure waits for the next use), fetches what the app loads on use
 * (`onUse`: Apollo's client, the toaster), which then arrives while the app starts instead
 * of delaying it, and runs `then` once the page is idle again.
 */
function fetchAheadWhenIdle({ scripts = [], onUse = [] }: PageStart, then: () => void) {
  whenPaintedAndIdle(() => {
    void Promise.all(scripts.map(preloadScript)).then(() => {
      for (const href of onUse) void preloadScript(href);
      whenIdleAfterLoad(then);
    });
  });
}

let started = false;
/** Should the app fail to load (a chunk that did not arrive), the page stays the server's HTML and the next use tries again. */
const startOnce = () => {
  if (started) return;
  started = true;
  // Until the app is live, whether it is starting (a measurement, field data) is read here.
  document.documentElement.dataset.appStart = 'started';
  start().catch((error: unknown) => {
    console.error('The page could not load its scripts; it keeps working without them, and tries again at the next use.', error);
    started = false;
    onFirstUse(startOnce);
  });
};
if (pageStart?.atLoad) afterFirstPaint(startOnce);
else {
  onFirstUse(startOnce);
  if (pageStart?.scripts) fetchAheadWhenIdle(pageStart, startOnce);
}

/**
 * Field vitals (field-vitals.ts, about 6 kB gzip with the web-vitals library) for the sampled
 * share of page views (VITALS_SAMPLE_RATE), fetched once the page has painted and is idle: the
 * library reads the browser's buffered entries, so a late start misses nothing. (Fetched once
 * idle only, it was asked for before the first paint where the page loaded first, as a module
 * at high priority, and Lighthouse's simulation counted it as blocking the first paint.) Never
 * when the browser signals Global Privacy Control.
 */
const globalPrivacyControl = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
if (pageStart && !globalPrivacyControl && Math.random() < (site?.vitalsSampleRate ?? 0)) {
  whenPaintedAndIdle(() => {
    import('./field-vitals').then(
      ({ reportFieldVitals }) => reportFieldVitals(pageStart.pageType),
      () => undefined, // a page view without its vitals: nothing the visitor would notice
    );
  });
}
