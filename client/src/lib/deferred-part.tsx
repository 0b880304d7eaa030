import { lazy, Suspense, type ComponentType } from 'react';

type Ensure = () => Promise<unknown>;

/** The loaders of every deferred part whose module has been evaluated (the pages loaded so far). */
const registered = new Set<Ensure>();
let holdBack = false;

/**
 * A part of a page whose code loads after the page's own: below the fold, or not needed for the
 * first paint. The server renders it in full (it loads every registered part before rendering);
 * in the browser React keeps that HTML as it is until the part's chunk has arrived and then
 * hydrates it (selective hydration of a Suspense boundary), so it costs nothing on the page's
 * first load. After the first page, navigation loads a page's parts with the page, so they never
 * appear late.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const ensure = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  registered.add(ensure);
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

/** Loads the deferred parts of the page modules loaded so far (the server, before each render; a navigation, with its page). */
export async function loadDeferredParts(): Promise<void> {
  if (holdBack) return;
  await Promise.all([...registered].map((ensure) => ensure()));
}

/** While the first page hydrates, its deferred parts are left to load after it (hydrate.tsx). */
export function holdBackDeferredParts(hold: boolean): void {
  holdBack = hold;
}
