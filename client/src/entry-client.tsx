/**
 * The browser entry, kept tiny: the server HTML is the page, so the first paint needs no script.
 * The app (React, Chakra, Apollo and the page's chunk) is fetched once the browser has painted,
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

// A callback queued from requestAnimationFrame runs after that frame has been painted.
requestAnimationFrame(() => setTimeout(() => void start(), 0));
