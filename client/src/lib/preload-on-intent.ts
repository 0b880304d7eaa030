import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A route's `handle` in routes.tsx: how to load its page's code ahead of a move there. */
export interface PreloadHandle {
  preload?: () => Promise<unknown>;
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Starts loading a page's code as soon as the visitor points at, touches or focuses a link to it,
 * so that the click itself rarely waits for a chunk. Only code: the page's data is asked for by
 * its loader on the move itself (its cache times apply). Each path is tried once per page load,
 * again after a failed load.
 */
export function preloadOnIntent(routes: RouteObject[]): void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target === '_blank' || link.hasAttribute('download')) return;
    const path = link.pathname;
    if (started.has(path)) return;
    started.add(path);
    for (const { route } of matchRoutes(routes, path) ?? []) {
      (route.handle as PreloadHandle | undefined)?.preload?.().catch(() => started.delete(path));
    }
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
}
