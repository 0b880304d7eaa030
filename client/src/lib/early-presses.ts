import { analytics } from './analytics';
import { isPlainClick } from './plain-click';

/**
 * Presses made before React listens, repeated once the page has hydrated: the one place that does this.
 *
 * The server's HTML is on screen before the app has loaded. Links, submit buttons and native
 * disclosures act on their own there (a disclosure opened early is read by its component as it
 * hydrates). What would be lost:
 * - a button with no browser behaviour of its own, pressed before React listens (it did nothing);
 * - on a hero's call to action, followed as a link, the hero click's analytics event (recorded at once).
 * Presses are remembered from the first script on (entry-client.tsx) and pressed again from the
 * root layout's first effect (`replayEarlyPresses`). From hydrateRoot on React takes presses
 * itself: one on a part it has not hydrated yet makes it hydrate that part first.
 */

/** What the visitor can press. */
const PRESSABLE = 'a[href], button, summary, [tabindex]';

const presses: Element[] = [];

/** A button that does nothing without scripts: not a submit, not a popover's or a dialog command's trigger. */
const isInertButton = (control: Element) =>
  control instanceof HTMLButtonElement && control.type === 'button' && !control.disabled && !control.hasAttribute('popovertarget') && !control.hasAttribute('commandfor');

/** On a hero's call to action (early-access-link.tsx): where it sits, for the hero click's analytics event. */
export const HERO_CTA_ATTRIBUTE = 'data-hero-cta';

function remember(event: MouseEvent) {
  const control = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
  if (!control) return;
  // A call to action not live yet is followed as a link (to the waitlist step); its click is recorded here, as the live one records it.
  const heroCta = control.getAttribute(HERO_CTA_ATTRIBUTE);
  if (heroCta && isPlainClick(event)) analytics.heroCtaClick(heroCta);
  if (isInertButton(control)) presses.push(control);
}

/** Runs first thing in the browser (entry-client.tsx). */
export function rememberEarlyPresses(): void {
  document.addEventListener('click', remember, true);
}

/** Runs right after hydrateRoot (hydrate.tsx): from then on React takes presses itself (it replays what it gets before its commit). */
export function reactTakesPresses(): void {
  document.removeEventListener('click', remember, true);
}

/** Runs once the page has hydrated: the presses made before React listened are pressed again (none are added after). */
export function replayEarlyPresses(): void {
  for (const control of presses.splice(0)) {
    if (control.isConnected && isInertButton(control)) (control as HTMLElement).click();
  }
}
