import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '../components/layout/root-layout';
import { FooterLinksDocument } from '../graphql/generated';
import type { PageModule } from '../lib/page-module';
import { prefetch, type RouteDeps } from '../lib/prefetch';

/** A route whose page (component and loader) loads lazily: one chunk per page. */
function page(deps: RouteDeps, load: () => Promise<PageModule>) {
  return async () => {
    const { Component, loader } = await load();
    return { Component, loader: loader ? (args: Parameters<NonNullable<PageModule['loader']>>[1]) => loader(deps, args) : undefined };
  };
}

/**
 * The route table. Each loader prefetches the page's query on the server so the first HTML is
 * complete and carries the right status; in the browser navigation is immediate.
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const lazy = (load: () => Promise<PageModule>) => page(deps, load);
  return [
    {
      id: 'root',
      Component: RootLayout,
      loader: () => prefetch(deps, FooterLinksDocument, {}),
      children: [
        { index: true, lazy: lazy(() => import('../features/landing/home-page')) },
        { path: 'industries', lazy: lazy(() => import('../features/industries/industries-page')) },
        { path: 'search', lazy: lazy(() => import('../features/search/search-page')) },
        { path: 'admin', lazy: lazy(() => import('../features/admin/admin-page')) },
        { path: '*', lazy: lazy(() => import('../features/not-found/not-found-page')) },
      ],
    },
  ];
}
