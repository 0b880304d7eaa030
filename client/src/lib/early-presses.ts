import { analytics } from './analytics';
import { isPlainClick } from './plain-click';

/**
 * Presses on controls that are not live yet, repeated once they are: the one place that does this.
 *
 * The server's HTML is on screen before the app has hydrated, and some parts stay the server's
 * HTML after it (deferred-part.tsx holds them until they come near the screen). Links, submit
 * buttons, native disclosures and popover buttons act on their own there. What would be lost:
 * - a button with no browser behaviour of its own, pressed before its part is live (it did nothing);
 * - in a held part, also a disclosure's summary: what it opened is replaced when the part renders live;
 * - on a hero's call to action, followed as a link, the hero click's analytics event (recorded at once).
 * Presses are remembered from the first script on (entry-client.tsx). Once the page has hydrated
 * (`replayEarlyPresses`, from the root layout's first effect, after every part's own effects) the
 * page's are pressed again; a held part takes over its own when it goes live (`takeHeldPress`).
 */

/** What the visitor can focus or press in a part, in document order (a held part and its live render list them alike). */
export const FOCUSABLE = 'a[href], button, summary, [tabindex]';

/** A held part's wrapper (deferred-part.tsx): `data-deferred-part`, and `data-held` once the page is live. */
const PART = '[data-deferred-part]';

interface Press {
  control: Element;
  /** The held part it was pressed in, and its position among that part's controls. */
  part?: { element: Element; index: number };
}

const presses: Press[] = [];
/** The parts rendered live (deferred-part.tsx marks each): a press there is React's. */
const liveParts = new WeakSet<Element>();

/** Called by a part's live render (deferred-part.tsx). */
export function markPartLive(part: Element): void {
  liveParts.add(part);
}
/** React listens from hydrateRoot on (it replays what it gets before the commit itself); the page's own presses are remembered until then. */
let reactListens = false;
let pageLive = false;

/** A button that does nothing without scripts: not a submit, not a popover's or a dialog command's trigger. */
const isInertButton = (control: Element) =>
  control instanceof HTMLButtonElement && control.type === 'button' && !control.disabled && !control.hasAttribute('popovertarget') && !control.hasAttribute('commandfor');

/** On a hero's call to action (early-access-link.tsx): where it sits, for the hero click's analytics event. */
export const HERO_CTA_ATTRIBUTE = 'data-hero-cta';

function remember(event: MouseEvent) {
  const control = event.target instanceof Element ? event.target.closest(FOCUSABLE) : null;
  if (!control) return;
  const part = control.closest(PART);
  // A part is held until its live render has said so: before the page's content has hydrated
  // (which may come after the layout's), its server HTML is held too.
  const held = Boolean(part && !liveParts.has(part));
  // A call to action not live yet is followed as a link (to the waitlist step); its click is recorded here, as the live one records it.
  const heroCta = control.getAttribute(HERO_CTA_ATTRIBUTE);
  if (heroCta && (held || !reactListens) && isPlainClick(event)) analytics.heroCtaClick(heroCta);
  if (held && part) {
    if (!isInertButton(control) && control.tagName !== 'SUMMARY') return;
    if (presses.some((press) => press.part?.element === part)) return;
    presses.push({ control, part: { element: part, index: [...part.querySelectorAll(FOCUSABLE)].indexOf(control) } });
  } else if (!part && !reactListens && isInertButton(control)) {
    presses.push({ control });
  }
}

/** Runs first thing in the browser (entry-client.tsx). */
export function rememberEarlyPresses(): void {
  document.addEventListener('click', remember, true);
}

/** Runs right after hydrateRoot (hydrate.tsx): from then on React takes presses outside held parts itself. */
export function reactTakesPresses(): void {
  reactListens = true;
}

/** Runs once the page has hydrated: the page's own presses are pressed again (React listens now); held parts keep theirs. */
export function replayEarlyPresses(): void {
  if (pageLive) return;
  pageLive = true;
  // A press in a part is its part's to take when it goes live (takeHeldPress): a page's content
  // may hydrate after the layout (in its own Suspense boundary), so whether its parts are held
  // is not known yet here.
  for (const press of presses.filter((press) => !press.part)) {
    presses.splice(presses.indexOf(press), 1);
    if (press.control.isConnected && isInertButton(press.control)) (press.control as HTMLElement).click();
  }
}

/** For a held part going live: the position of the control pressed in its server HTML, to press its live twin (then forgotten). */
export function takeHeldPress(part: Element): number | undefined {
  const press = presses.find((candidate) => candidate.part?.element === part);
  if (!press) return undefined;
  presses.splice(presses.indexOf(press), 1);
  return press.part!.index;
}
