import { FOCUSABLE, markPartLive, takeHeldPress } from './early-presses';
import { createElement, lazy, startTransition, Suspense, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

type Ensure = () => Promise<unknown>;

/** The loaders of every deferred part whose module has been evaluated (the pages loaded so far). */
const registered = new Set<Ensure>();
let holdBack = false;

/** How far below (or above) the screen a part that waits to be seen starts loading. */
const NEAR_SCREEN_MARGIN = '400px';

interface DeferredPartOptions {
  /**
   * Loads the part only once it comes near the screen, is touched, or the visitor moves on to
   * another page, not right after the page hydrates: for parts far down a page whose code is
   * large. The name marks its place in the HTML.
   */
  whenNearScreen?: string;
}

/** Calls `wake` once one of the element's children comes near the screen; returns the stop. */
function observeNearScreen(element: HTMLElement, wake: () => void): () => void {
  const targets = [...element.children];
  if (targets.length === 0 || typeof IntersectionObserver === 'undefined') {
    wake();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
    rootMargin: `${NEAR_SCREEN_MARGIN} 0px`,
  });
  targets.forEach((target) => observer.observe(target));
  return () => observer.disconnect();
}

/** The position among the part's controls of the one `target` is in, to find it again once the part is live. */
function controlIndex(part: HTMLElement, target: EventTarget | null): number | undefined {
  const control = target instanceof Element ? target.closest(FOCUSABLE) : null;
  if (!control || !part.contains(control)) return undefined;
  return [...part.querySelectorAll(FOCUSABLE)].indexOf(control);
}

/**
 * A part of a page whose code loads after the page's own: below the fold, or not needed for the
 * first paint. The server renders it in full (it loads every registered part before rendering);
 * in the browser React keeps that HTML as it is until the part's chunk, fetched as the page
 * hydrates, has arrived and then hydrates it (selective hydration of a Suspense boundary). With
 * `whenNearScreen` the chunk is fetched only when the part is about to be seen (see
 * nearScreenPart). After the first page, navigation loads a page's parts with the page, so they
 * never appear late.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>, { whenNearScreen }: DeferredPartOptions = {}): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const ensure = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  registered.add(ensure);
  if (whenNearScreen) return nearScreenPart(whenNearScreen, ensure, () => loaded);
  // Once loaded, the part is handed over through a thenable that resolves at once, so React
  // renders it without suspending (the server's single pass relies on this).
  const Lazy = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as unknown as Promise<{ default: ComponentType<P> }>)
      : ensure().then((component) => ({ default: component })),
  );
  function DeferredPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return DeferredPart;
}

interface HeldProps {
  name: string;
  /** True when the part can render at once (its code is loaded: the server, a later page). */
  startLive: boolean;
  /** Makes the part live now, wherever it is (the page's content is about to change). */
  release?: boolean;
  /** Loads the part's code, when it has code of its own (the next page then loads it too). */
  prepare?: () => Promise<unknown>;
  render: () => ReactNode;
}

/**
 * Holds a part's server HTML until it comes near the screen, is touched, or the visitor moves on
 * to another page. Meanwhile React hydrates only an empty wrapper (`dangerouslySetInnerHTML` of
 * an empty string, with the mismatch it knows of suppressed) and leaves its contents alone:
 * updates elsewhere on the page (a navigation, a dialog) neither wait for the part nor wipe it,
 * and its links work as plain links. Then the part is rendered in a fresh wrapper in place of that
 * HTML, focus moves to the control in its place, and a control pressed meanwhile is pressed again
 * (early-presses.ts remembers it).
 */
function HeldUntilNear({ name, startLive, release = false, prepare, render }: HeldProps) {
  const [live, setLive] = useState(startLive);
  // Once released the part stays live (its server HTML is gone).
  if (release && !live) setLive(true);
  const heldElement = useRef<HTMLDivElement>(null);
  const liveElement = useRef<HTMLDivElement>(null);
  // The control the visitor focused in the server's HTML, by position; and that HTML's wrapper, which early-presses.ts knows it by.
  const focused = useRef<number | undefined>(undefined);
  const lastHeld = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const part = heldElement.current;
    if (live || !part) return;
    lastHeld.current = part;
    // Set here, not rendered: hydration keeps the server's attributes as they are.
    part.setAttribute('data-held', '');
    let active = true;
    let stopObserving: () => void = () => undefined;
    const wake = () => {
      stopObserving();
      // In a transition: should the part still wait for something, its server HTML stays until it is ready.
      void (prepare?.() ?? Promise.resolve()).then(
        () => active && startTransition(() => setLive(true)),
        () => undefined,
      );
    };
    stopObserving = observeNearScreen(part, wake);
    const onPress = () => wake();
    const focusMovedTo = (target: EventTarget | null) => {
      focused.current = controlIndex(part, target);
      wake();
    };
    const onFocus = (event: Event) => focusMovedTo(event.target);
    // Focus may have moved into the part between its hydration and this effect.
    if (part.contains(document.activeElement)) focusMovedTo(document.activeElement);
    part.addEventListener('click', onPress, true);
    part.addEventListener('focusin', onFocus);
    // The next page loads every registered part's code (loadDeferredParts), this one's with it.
    const wakeWithPage = async () => {
      wake();
      await prepare?.();
    };
    if (prepare) registered.add(wakeWithPage);
    return () => {
      active = false;
      stopObserving();
      registered.delete(wakeWithPage);
      part.removeEventListener('click', onPress, true);
      part.removeEventListener('focusin', onFocus);
    };
  }, [live, prepare]);

  // In the commit that swaps the HTML, so no key press can land on the page body meanwhile.
  useLayoutEffect(() => {
    if (live && liveElement.current) markPartLive(liveElement.current);
    const controls = liveElement.current?.querySelectorAll<HTMLElement>(FOCUSABLE);
    if (!live || !controls) return;
    const pressed = lastHeld.current ? takeHeldPress(lastHeld.current) : undefined;
    const press = pressed === undefined ? undefined : controls[pressed];
    const focus = press ?? (focused.current === undefined ? undefined : controls[focused.current]);
    focused.current = undefined;
    // Focus moves to the live control in its place (the one in the server's HTML is gone); a
    // press is repeated once the part's own effects have set up its behaviour (Chakra's state
    // machines start then, and take a click only on a focused trigger).
    // Focus was in the HTML just removed (the browser may still name the removed control, or the body).
    const active = document.activeElement;
    const focusLost = active === null || active === document.body || !active.isConnected;
    if (press || focusLost) focus?.focus({ preventScroll: true });
    if (!press) return;
    const timer = setTimeout(() => press.click(), 0);
    return () => clearTimeout(timer);
  }, [live]);

  if (live) {
    return (
      <div key="live" ref={liveElement} data-deferred-part={name} style={{ display: 'contents' }}>
        {render()}
      </div>
    );
  }
  return (
    <div key="held" ref={heldElement} data-deferred-part={name} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  );
}

/** A part whose code waits to come near the screen (deferredPart with `whenNearScreen`). */
function nearScreenPart<P extends object>(name: string, ensure: () => Promise<ComponentType<P>>, loaded: () => ComponentType<P> | undefined): ComponentType<P> {
  function NearScreenPart(props: P) {
    return <HeldUntilNear name={name} startLive={loaded() !== undefined} prepare={ensure} render={() => createElement(loaded()!, props)} />;
  }
  NearScreenPart.displayName = `NearScreenPart(${name})`;
  return NearScreenPart;
}

const noSubscription = () => () => undefined;

/**
 * A section of a long server-rendered page (the glossary's letter groups) that stays the server's
 * HTML while the page hydrates, and comes alive once it is near the screen or touched, or at once
 * when `release` is set (the page is about to change what the section shows): hydrating hundreds
 * of off-screen elements would block a phone's main thread for no one. Until then its links
 * work as plain links (see HeldUntilNear). Rendered on the client after a navigation, with no
 * server HTML to keep, it is live from the start.
 */
export function LiveNearScreen({ name, release, children }: { name: string; release?: boolean; children: ReactNode }) {
  // React reads the server snapshot on the server and while it hydrates, the client one otherwise.
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const [startLive] = useState(() => typeof document === 'undefined' || !hydrating);
  return <HeldUntilNear name={name} startLive={startLive} release={release} render={() => children} />;
}

/** Loads the deferred parts of the page modules loaded so far (the server, before each render; a navigation, with its page). */
export async function loadDeferredParts(): Promise<void> {
  if (holdBack) return;
  await Promise.all([...registered].map((ensure) => ensure()));
}

/** While the first page hydrates, its deferred parts are left to load after it (hydrate.tsx). */
export function holdBackDeferredParts(hold: boolean): void {
  holdBack = hold;
}
