/**
 * The browser entry, kept tiny: the server HTML is the page, so the first paint needs no script.
 * The app (React, Chakra and the page's chunk) is fetched once the browser has painted the page,
 * then hydrates the HTML (hydrate.tsx).
 */
import { rememberEarlyPresses } from './lib/early-presses';
import { nextTask } from './lib/next-task';
import { hideServerStyles } from './lib/server-styles';

hideServerStyles();
rememberEarlyPresses();

/**
 * Loads and evaluates the app in three parts, each in a task of its own: React DOM, then Chakra's
 * styling engine with the theme, then the rest (router, components, the page). Evaluated together
 * they were one task of ~120 ms on a fast machine, several hundred on a phone, while the visitor
 * may already be scrolling or tapping (early presses are repeated once the page has hydrated: early-presses.ts).
 */
async function start() {
  await import('react-dom/client');
  await nextTask();
  await import('./app/theme');
  await nextTask();
  const { hydrate } = await import('./hydrate');
  await hydrate();
}

/** Should the browser report no first contentful paint (a tab opened in the background), the app starts anyway after this long. */
const START_WITHOUT_PAINT_MS = 3000;

/**
 * Runs `run` once the browser reports the page's first contentful paint, in a task of its own: the
 * app's chunks (about 180 kB gzip) are not even requested before the content is on screen, so on
 * a slow connection they do not compete with the page for it. A frame's paint reaches the screen
 * a little after the frame's own callbacks, and requests made in between still delayed it.
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

afterFirstPaint(() => void start());
