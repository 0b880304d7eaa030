import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `threshold` pixels (the navigation bar's switch). */
export function useScrolledPast(threshold = 10): boolean {
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
