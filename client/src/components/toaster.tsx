import { lazy, Suspense, useSyncExternalStore } from 'react';
import { errorMessage } from '../lib/http';

/** What a notification says; `type` picks the indicator. */
export interface ToastOptions {
  type: 'success' | 'error' | 'info' | 'warning' | 'loading';
  title: string;
  description?: string;
}

/**
 * The height of a bar fixed or stuck at the bottom of the window (the landing pages' banner), set
 * on <html> by that bar while it shows: toasts appear above it, never over its controls.
 */
export const BANNER_HEIGHT_PROPERTY = '--sticky-banner-height';

const loadView = () => import('./toaster-view');
const LazyToasterView = lazy(() => loadView().then((module) => ({ default: module.ToasterView })));

/**
 * The toast region is mounted on the first notification, and a toast is created only once the
 * region listens to the store (a toast created earlier would not be shown).
 */
let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function requestView() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** Shows a toast in place of the one on screen, so the newest message is never queued behind an old one. */
export function notify(options: ToastOptions): void {
  requestView();
  void Promise.all([loadView(), mounted]).then(([{ toaster }]) => {
    toaster.dismiss();
    toaster.create(options);
  });
}

/** What a form says when its request failed and the server gave no reason of its own. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/**
 * For a request's `.catch`: the "Error" toast, saying what `describe` makes of the error (by
 * default the server's own message, else `fallback`); the request's answer is then null.
 */
export const notifyFailure =
  (fallback: string, describe: (error: unknown, fallback: string) => string = errorMessage) =>
  (error: unknown): null => {
    notify({ type: 'error', title: 'Error', description: describe(error, fallback) });
    return null;
  };

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where toasts appear; renders nothing until the first notification. */
export function Toaster() {
  const shown = useSyncExternalStore(subscribe, () => requested, () => false);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyToasterView onMounted={markMounted} />
    </Suspense>
  );
}
