import { redirect, type RouteObject } from 'react-router-dom';
import { sectionRedirects } from '../../../schema/paths';
import { RootLayout } from '../components/layout/root-layout';
import { FooterLinksDocument } from '../graphql/generated';
import { withApollo } from '../lib/apollo-source';
import { loadDeferredParts } from '../lib/deferred-part';
import type { PageModule } from '../lib/page-module';
import { prefetch, type RouteDeps } from '../lib/prefetch';

/** The same page with another query: a filter typed or chosen on it. */
const onlyQueryChanged = (current: URL, next: URL) => current.pathname === next.pathname;

interface PageOptions {
  /**
   * False for a page that loads and hydrates without Apollo's code: it queries nothing itself,
   * or its data is handed over by its loader (PageQuery) and its parts that query load Apollo
   * when they need it.
   */
  apollo?: boolean;
}

/** A route whose page (component and loader) loads lazily: one chunk per page, with Apollo when it queries. */
function page(deps: RouteDeps, load: () => Promise<PageModule>, { apollo = true }: PageOptions = {}) {
  return async () => {
    const [{ Component, loader, shouldRevalidate }] = await Promise.all([load(), apollo ? deps.apollo.load() : undefined]);
    await loadDeferredParts();
    return {
      Component: apollo ? withApollo(Component) : Component,
      shouldRevalidate,
      loader: loader ? (args: Parameters<NonNullable<PageModule['loader']>>[1]) => loader(deps, args) : undefined,
    };
  };
}

/**
 * The route table. Each loader prefetches the page's query on the server so the first HTML is
 * complete and carries the right status; in the browser navigation is immediate.
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const lazy = (load: () => Promise<PageModule>, options?: PageOptions) => page(deps, load, options);
  const withoutApollo = { apollo: false };
  return [
    {
      id: 'root',
      Component: RootLayout,
      loader: () => prefetch(deps, FooterLinksDocument, {}),
      // The layout's loader runs again on a move to another page, or once the footer's data is past
      // its cache time; not for a filter typed into the URL's query.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        (defaultShouldRevalidate && !onlyQueryChanged(currentUrl, nextUrl)) || Boolean(deps.ages?.isExpired(FooterLinksDocument, {})),
      children: [
        { index: true, lazy: lazy(() => import('../features/landing/home-page'), withoutApollo) },
        { path: 'landing-v2', lazy: lazy(() => import('../features/landing/landing-v2-page'), withoutApollo) },
        { path: 'industries', lazy: lazy(() => import('../features/industries/industries-page'), withoutApollo) },
        { path: 'industries/:slug', lazy: lazy(() => import('../features/industries/industry-page'), withoutApollo) },
        { path: 'industries/:slug/:niche', lazy: lazy(() => import('../features/industries/niche-page'), withoutApollo) },
        { path: 'blog', lazy: lazy(() => import('../features/blog/blog-page'), withoutApollo) },
        { path: 'blog/:slug', lazy: lazy(() => import('../features/blog/post-page'), withoutApollo) },
        { path: 'glossary', lazy: lazy(() => import('../features/glossary/glossary-page'), withoutApollo) },
        { path: 'glossary/:slug', lazy: lazy(() => import('../features/glossary/term-page'), withoutApollo) },
        { path: 'competitors', lazy: lazy(() => import('../features/competitors/competitors-page')) },
        { path: 'competitors/:slug', lazy: lazy(() => import('../features/competitors/comparison-page'), withoutApollo) },
        { path: 'alternatives/:slug', lazy: lazy(() => import('../features/competitors/alternatives-page'), withoutApollo) },
        { path: 'rfp-software-guide', lazy: lazy(() => import('../features/guide/guide-page'), withoutApollo) },
        { path: 'search', lazy: lazy(() => import('../features/search/search-page')) },
        { path: 'privacy', lazy: lazy(() => import('../features/legal/privacy-page'), withoutApollo) },
        { path: 'terms', lazy: lazy(() => import('../features/legal/terms-page'), withoutApollo) },
        { path: 'editorial-policy', lazy: lazy(() => import('../features/legal/editorial-policy-page'), withoutApollo) },
        { path: 'contact', lazy: lazy(() => import('../features/contact/contact-page'), withoutApollo) },
        { path: 'careers', lazy: lazy(() => import('../features/careers/careers-page'), withoutApollo) },
        { path: 'early-access', lazy: lazy(() => import('../features/waitlist/early-access-page'), withoutApollo) },
        { path: 'early-access/survey', lazy: lazy(() => import('../features/waitlist/survey-step-page'), withoutApollo) },
        { path: 'early-access/done', lazy: lazy(() => import('../features/waitlist/signup-done-page'), withoutApollo) },
        { path: 'confirmation', lazy: lazy(() => import('../features/confirmation/confirmation-page'), withoutApollo) },
        { path: 'status', lazy: lazy(() => import('../features/status/status-page')) },
        { path: 'admin', lazy: lazy(() => import('../features/admin/admin-page'), withoutApollo) },
        // The server answers these with a 301 before the router sees them; after a client-side link, the router redirects.
        ...Object.entries(sectionRedirects).map(([from, to]) => ({ path: from.slice(1), loader: () => redirect(to) })),
        { path: '*', lazy: lazy(() => import('../features/not-found/not-found-page'), withoutApollo) },
      ],
    },
  ];
}
