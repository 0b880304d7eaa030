/** How far the page must be scrolled for the navigation bar to turn dark (navbar.tsx). */
export const SCROLLED_PAST_PX = 10;

/** On <html> while the page is scrolled past SCROLLED_PAST_PX: the navigation bar's style follows it before the app is live. */
export const PAGE_SCROLLED_ATTRIBUTE = 'data-page-scrolled';

/**
 * Keeps PAGE_SCROLLED_ATTRIBUTE on <html> in step with the scroll position, from the first script
 * (entry-client.tsx): the fixed navigation bar, white on a transparent ground at the top, turns
 * dark as soon as the page moves under it, whether or not the app has loaded. <html> is outside
 * the part React hydrates, so the attribute never disagrees with the server's markup.
 */
export function markPageScrolled(): void {
  let frame = 0;
  const mark = () => {
    frame = 0;
    document.documentElement.toggleAttribute(PAGE_SCROLLED_ATTRIBUTE, window.scrollY > SCROLLED_PAST_PX);
  };
  window.addEventListener(
    'scroll',
    () => {
      frame ||= requestAnimationFrame(mark);
    },
    { passive: true },
  );
  // A page the browser opens scrolled (a #fragment, a reload) is marked at its first frame.
  frame = requestAnimationFrame(mark);
}
