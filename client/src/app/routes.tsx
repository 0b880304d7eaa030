import { data, type RouteObject } from 'react-router-dom';
import { RootLayout } from '../components/layout/root-layout';
import { FooterLinksDocument, IndustriesPageDocument, LandingIndustriesDocument } from '../graphql/generated';
import { prefetch, type RouteDeps } from './prefetch';

/**
 * The route table. Pages load lazily (one chunk per route); each loader prefetches the page's
 * query on the server so the first HTML is complete and carries the right status.
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      loader: () => prefetch(deps, FooterLinksDocument, {}),
      children: [
        {
          index: true,
          loader: () => prefetch(deps, LandingIndustriesDocument, {}),
          lazy: async () => ({ Component: (await import('../features/landing/home-page')).HomePage }),
        },
        {
          path: 'industries',
          loader: () => prefetch(deps, IndustriesPageDocument, {}),
          lazy: async () => ({ Component: (await import('../features/industries/industries-page')).IndustriesPage }),
        },
        {
          path: '*',
          loader: () => data({ notFound: true }, { status: 404 }),
          lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).NotFoundPage }),
        },
      ],
    },
  ];
}
