import type { NormalizedCacheObject } from '@apollo/client';
import emotionCacheModule from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import '@fontsource-variable/inter/wght.css';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import type { SiteConfig } from './config/site-config';
import { createBrowserApolloClient } from './lib/apollo';
import { defaultExport } from './lib/interop';
import { readPageState } from './lib/page-state';

async function hydrate() {
  const site = readPageState<SiteConfig>('__SITE__')!;
  const apollo = createBrowserApolloClient(readPageState<NormalizedCacheObject>('__APOLLO_STATE__'));
  const routes = createRoutes({ apollo, isServer: false });

  // The server rendered the matched lazy routes; load them before hydrating so the markup matches.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );

  const router = createBrowserRouter(routes, { hydrationData: readPageState<HydrationState>('__ROUTER_STATE__') });
  const emotionCache = defaultExport(emotionCacheModule)({ key: 'css' });
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProviders apollo={apollo} site={site}>
          <RouterProvider router={router} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
}

void hydrate();
