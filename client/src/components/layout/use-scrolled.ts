import { useEffect, useState } from 'react';
import { SCROLLED_PAST_PX } from '../../lib/page-scrolled';

/** True once the page is scrolled more than `threshold` pixels: the navigation bar's `data-scrolled`, as the live app sees it (its look follows page-scrolled.ts, from the first script on). */
export function useScrolledPast(threshold = SCROLLED_PAST_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    // The first reading waits for the next frame: reading scrollY right after hydration would
    // force a synchronous layout of the whole page.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}
