import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scroll restoration is manual: every route change scrolls to the top, a hash to its anchor
 * (also after a redirect, once the target has rendered, and again when the same anchor link is
 * followed twice). A change of the query alone (the competitor hub's filters) leaves the scroll
 * where it is.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const lastPlace = useRef<string | null>(null);
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    const place = pathname + hash;
    const firstPage = lastPlace.current === null;
    const samePlace = lastPlace.current === place;
    lastPlace.current = place;
    // The page the visitor arrived on keeps the browser's own position (its anchor, or wherever
    // they scrolled before it hydrated).
    if (firstPage) return;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: 'smooth' });
        return;
      }
    }
    // Instant: the page's smooth scrolling is for anchors, not for arriving on a new page.
    if (!samePlace) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash, key]);
  return null;
}
