import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scroll restoration is manual: every route change scrolls to the top, a hash to its anchor
 * (also after a redirect, once the target has rendered).
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: 'smooth' });
        return;
      }
    }
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);
  return null;
}
