/**
 * The browser entry, kept tiny: the server HTML is the page, so the first paint needs no script.
 * The app (React, Chakra, Apollo and the page's chunk) is fetched once the browser has painted,
 * then hydrates the HTML (hydrate.tsx).
 */
import { rememberEarlyClicks } from './lib/early-clicks';
import { hideServerStyles } from './lib/server-styles';

hideServerStyles();
rememberEarlyClicks();

function start() {
  void import('./hydrate').then(({ hydrate }) => hydrate());
}

// A callback queued from requestAnimationFrame runs after that frame has been painted.
requestAnimationFrame(() => setTimeout(start, 0));
