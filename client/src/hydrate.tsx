import type { ApolloClient } from '@apollo/client';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from './app/react-dom';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router-dom';
import { createEmotionCache } from './app/emotion-cache';
import { AppProviders } from './app/providers';
import { createBrowserSystem } from './app/theme';
import { createRoutes } from './app/routes';
import type { RequestState } from '../../schema/forms';
import type { SiteConfig } from './config/site-config';
import { rememberShownEntry } from './lib/route-data';
import { readPageState } from './lib/page-state';
import { reactTakesPresses } from './lib/early-presses';
import { nextTask } from './lib/next-task';
import { preloadOnIntent } from './lib/preload-on-intent';
import { registerServerStyles } from './lib/server-styles';
// Only so that the build ships the font files (the server inlines the @font-face rules). As a URL
// import no stylesheet is added to the page: one added while it hydrates made the browser restyle
// and lay out the whole page again.
import './fonts.css?url';

let apollo: Promise<ApolloClient> | undefined;
/**
 * Apollo's client, whose code loads when a loader first asks for data: the first page hydrates
 * from its loader data without it. A load that failed (a chunk that did not arrive) is tried again.
 */
function browserApollo(): Promise<ApolloClient> {
  apollo ??= import('./lib/apollo').then(
    ({ createBrowserApolloClient }) => createBrowserApolloClient(),
    (error: unknown) => {
      apollo = undefined;
      throw error;
    },
  );
  return apollo;
}

/**
 * Restores the server's page state and hydrates the server-rendered HTML (loaded by
 * entry-client.tsx). The steps run in separate tasks, so none blocks the main thread for long.
 */
export async function hydrate() {
  await nextTask();
  const chakraSystem = await createBrowserSystem();
  await nextTask();
  const site = readPageState<SiteConfig>('__SITE__')!;
  const routerState = readPageState<HydrationState>('__ROUTER_STATE__');
  const routes = createRoutes({ apollo: browserApollo, isServer: false });

  // The server rendered the matched lazy routes; load them before hydrating so the markup matches.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  // The route chunks were evaluated in this task; the router and React's root get tasks of their own.
  await nextTask();

  const router = createBrowserRouter(routes, { hydrationData: routerState });
  rememberShownEntry();
  router.subscribe((state) => state.navigation.state === 'idle' && rememberShownEntry());
  const emotionCache = createEmotionCache();
  registerServerStyles(emotionCache);
  await nextTask();
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead
  // of holding the main thread for the whole page; the server HTML stays visible meanwhile and a
  // click on a part not yet hydrated makes React hydrate that part first.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <CacheProvider value={emotionCache}>
          <AppProviders site={site} chakraSystem={chakraSystem} requestState={readPageState<RequestState>('__REQUEST__')}>
            <RouterProvider router={router} />
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
    );
  });
  reactTakesPresses();
  preloadOnIntent(routes);
}
