import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the visitor was on each page of this tab's history (by location key), for Back and Forward. */
const positions = new Map<string, number>();

/**
 * Scroll restoration is manual: every route change scrolls to the top, a hash to its anchor
 * (also after a redirect, once the target has rendered, and again when the same anchor link is
 * followed twice). A change of the query alone (the competitor hub's filters, a search typed)
 * leaves the scroll where it is, except a hub's page number (`?page=`): a new page starts at the
 * top. Back and Forward return to where the visitor was on that page, from our own record.
 */
export function ScrollManager() {
  const { pathname, search, hash, key } = useLocation();
  const page = new URLSearchParams(search).get('page') ?? '';
  const navigationType = useNavigationType();
  const lastPlace = useRef<string | null>(null);
  const currentKey = useRef(key);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(currentKey.current, window.scrollY));
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
    };
  }, []);

  // Before the browser paints the new page (and fires the scroll its new height may cause), so
  // that scroll is recorded for the new page, not the one the visitor left.
  useLayoutEffect(() => {
    currentKey.current = key;
    const place = `${pathname}|${page}${hash}`;
    const firstPage = lastPlace.current === null;
    const samePlace = lastPlace.current === place;
    lastPlace.current = place;
    // The page the visitor arrived on keeps the browser's own position (its anchor, or wherever
    // they scrolled before it hydrated).
    if (firstPage) return;
    const remembered = navigationType === 'POP' ? positions.get(key) : undefined;
    if (remembered !== undefined) {
      window.scrollTo({ top: remembered, left: 0, behavior: 'instant' });
      return;
    }
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: 'smooth' });
        return;
      }
    }
    // Instant: the page's smooth scrolling is for anchors, not for arriving on a new page.
    if (!samePlace) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, page, hash, key, navigationType]);
  return null;
}
