import { redirect, type RouteObject } from 'react-router-dom';
import { sectionRedirects } from '../../../schema/paths';
import { RootLayout } from '../components/layout/root-layout';
import { RouteErrorPage } from '../components/status/route-error-page';
import { paths } from '../config/paths';
import { GlossaryTermCardFaqDocument, LayoutLinksDocument } from '../graphql/generated';
import { loadDeferredParts } from '../lib/deferred-part';
import type { PageModule } from '../lib/page-module';
import type { PageStartHandle } from '../lib/page-start';
import type { PreloadHandle } from '../lib/preload-on-intent';
import { GUIDE_PAGE_TITLE } from '../lib/analytics';
import { handOverAll, routeQuery, type RouteDeps } from '../lib/prefetch';

/** How many industries and tools the footer lists (the sidebar shows fewer). */
const LAYOUT_LINKS = 8;

/**
 * A route whose page (component and loader) loads lazily: one chunk per page. Apollo's client
 * loads only when a loader asks it for data the page did not come with.
 */
function page(deps: RouteDeps, load: () => Promise<PageModule>) {
  return async () => {
    const { Component, loader, shouldRevalidate } = await load();
    await loadDeferredParts();
    return {
      Component,
      shouldRevalidate,
      loader: loader ? (args: Parameters<NonNullable<PageModule['loader']>>[1]) => loader(deps, args) : undefined,
    };
  };
}

/**
 * The route table. Each loader loads its page's data (prefetch.ts): on the server before the
 * first HTML, which is then complete and carries the right status; in the browser the navigation
 * is immediate and the page shows its data when it arrives.
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  // Each page's code loads with the move to it, or earlier when a link to it is pointed at (preload-on-intent.ts).
  // `start` says what the server-rendered page needs from the first script (page-start.ts).
  const lazy = (load: () => Promise<PageModule>, start?: PageStartHandle) => ({
    lazy: page(deps, load),
    handle: { preload: load, ...start } satisfies PreloadHandle & PageStartHandle,
  });
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      // The footer's and the sidebar's links; the server hands over the few they show.
      loader: () =>
        handOverAll(deps, [
          routeQuery({
            query: LayoutLinksDocument,
            variables: {},
            shown: (result) => ({ ...result, industries: result.industries.slice(0, LAYOUT_LINKS), competitors: result.competitors.slice(0, LAYOUT_LINKS) }),
          }),
        ]),
      // The layout's links are asked for again once past their cache time, not on every move.
      shouldRevalidate: () => Boolean(deps.ages?.isExpired(LayoutLinksDocument, {})),
      children: [
        { index: true, ...lazy(() => import('../features/landing/home-page')) },
        { path: 'landing-v2', ...lazy(() => import('../features/landing/landing-v2-page')) },
        { path: 'industries', ...lazy(() => import('../features/industries/industries-page')) },
        { path: 'industries/:slug', ...lazy(() => import('../features/industries/industry-page')) },
        { path: 'industries/:slug/:niche', ...lazy(() => import('../features/industries/niche-page')) },
        { path: 'blog', ...lazy(() => import('../features/blog/blog-page')) },
        { path: 'blog/:slug', ...lazy(() => import('../features/blog/post-page')) },
        { path: 'glossary', ...lazy(() => import('../features/glossary/glossary-page')) },
        { path: 'glossary/:slug', ...lazy(() => import('../features/glossary/term-page')) },
        // A glossary card's two FAQ answers, loaded by the card when a question is first opened;
        // someone who opens the address itself is sent to the term's page, which shows them.
        {
          path: 'glossary/:slug/answers',
          loader: ({ params }) =>
            deps.isServer
              ? redirect(paths.glossaryTerm(params.slug ?? ''))
              : handOverAll(deps, [routeQuery({ query: GlossaryTermCardFaqDocument, variables: { slug: params.slug ?? '' } })]),
        },
        { path: 'competitors', ...lazy(() => import('../features/competitors/competitors-page')) },
        { path: 'competitors/:slug', ...lazy(() => import('../features/competitors/comparison-page')) },
        { path: 'alternatives/:slug', ...lazy(() => import('../features/competitors/alternatives-page')) },
        { path: 'rfp-software-guide', ...lazy(() => import('../features/guide/guide-page'), { pageView: GUIDE_PAGE_TITLE }) },
        { path: 'search', ...lazy(() => import('../features/search/search-page')) },
        { path: 'privacy', ...lazy(() => import('../features/legal/privacy-page')) },
        { path: 'terms', ...lazy(() => import('../features/legal/terms-page')) },
        { path: 'editorial-policy', ...lazy(() => import('../features/legal/editorial-policy-page')) },
        { path: 'contact', ...lazy(() => import('../features/contact/contact-page')) },
        { path: 'careers', ...lazy(() => import('../features/careers/careers-page')) },
        { path: 'early-access', ...lazy(() => import('../features/waitlist/early-access-page')) },
        { path: 'early-access/survey', ...lazy(() => import('../features/waitlist/survey-step-page')) },
        { path: 'early-access/done', ...lazy(() => import('../features/waitlist/signup-done-page')) },
        { path: 'confirmation', ...lazy(() => import('../features/confirmation/confirmation-page')) },
        // The status page checks the site's health from the browser, and the admin page calls its APIs with a token header: both need the app from the start.
        { path: 'status', ...lazy(() => import('../features/status/status-page'), { atLoad: true }) },
        { path: 'admin', ...lazy(() => import('../features/admin/admin-page'), { atLoad: true }) },
        // The server answers these with a 301 before the router sees them; after a client-side link, the router redirects.
        ...Object.entries(sectionRedirects).map(([from, to]) => ({ path: from.slice(1), loader: () => redirect(to) })),
        { path: '*', ...lazy(() => import('../features/not-found/not-found-page')) },
      ],
    },
  ];
}
