/** How far the page must be scrolled for the navigation bar to turn dark (navbar.tsx). */
const SCROLLED_PAST_PX = 10;

/** On <html> while the page is scrolled past SCROLLED_PAST_PX: the navigation bar's style follows it, before the app is live and after. */
export const PAGE_SCROLLED_ATTRIBUTE = 'data-page-scrolled';

/**
 * Keeps PAGE_SCROLLED_ATTRIBUTE on <html> in step with the scroll position, from the first script
 * (entry-client.tsx): the fixed navigation bar, white on a transparent ground at the top, turns
 * dark as soon as the page moves under it, whether or not the app has loaded. <html> is outside
 * the part React hydrates, so the attribute never disagrees with the server's markup.
 */
export function markPageScrolled(): void {
  const mark = () => document.documentElement.toggleAttribute(PAGE_SCROLLED_ATTRIBUTE, window.scrollY > SCROLLED_PAST_PX);
  // Browsers send scroll events once per frame, and setting the attribute to what it is changes nothing.
  window.addEventListener('scroll', mark, { passive: true });
  // A page the browser opens scrolled (a #fragment, a reload) is marked at its first frame.
  requestAnimationFrame(mark);
}
