import { redirect, type RouteObject } from 'react-router-dom';
import { sectionRedirects } from '../../../schema/paths';
import { RootLayout } from '../components/layout/root-layout';
import { RouteErrorPage } from '../components/status/route-error-page';
import { LOADED_ONCE_LIVE } from '../components/waitlist/waitlist-context';
import { LayoutLinksDocument } from '../graphql/generated';
import type { PageStartHandle } from '../lib/page-start';
import type { PreloadHandle } from '../lib/preload-on-intent';
import { GUIDE_PAGE_TITLE } from '../lib/analytics';
import { runQuery, type PageModule, type RouteDeps } from '../lib/route-data';

/** How many industries and tools the footer lists (the sidebar shows fewer). */
const LAYOUT_LINKS = 8;

/** Every page module by its path, each a chunk of its own loaded with its route (Vite's glob import). */
const PAGE_MODULES = import.meta.glob<PageModule>('../features/*/*-page.tsx');

/**
 * A route whose page (component, loader, error views) loads lazily: one chunk per page. Apollo's
 * client loads only when a loader first asks for data in the browser.
 */
function page(deps: RouteDeps, load: () => Promise<PageModule>) {
  return async () => {
    const { Component, ErrorBoundary, loader, shouldRevalidate } = await load();
    return {
      Component,
      ErrorBoundary,
      shouldRevalidate,
      loader: loader ? (args: Parameters<NonNullable<PageModule['loader']>>[1]) => loader({ ...deps, signal: args.request.signal }, args) : undefined,
    };
  };
}

/**
 * The layout's links: the footer's and the sidebar's few of each list. Links that could not be read
 * leave those lists short (null) rather than fail the page: the page's own loader tells its status.
 */
export async function layoutLinksLoader(deps: RouteDeps) {
  const result = await runQuery(deps, LayoutLinksDocument, {}).catch(() => null);
  return result && { ...result, industries: result.industries.slice(0, LAYOUT_LINKS), competitors: result.competitors.slice(0, LAYOUT_LINKS) };
}

/**
 * The route table. Each loader loads its page's data with Apollo's client (route-data.ts): on the
 * server before the first HTML, which is then complete and carries the right status; in the
 * browser with the move to the page.
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  // Each page's code loads with the move to it, or earlier when a link to it is pointed at (preload-on-intent.ts).
  // `start` says what the server-rendered page needs from the first script (page-start.ts), its
  // module among them: the server lists that module's scripts for the first script to fetch ahead.
  const lazy = (name: string, start?: PageStartHandle) => {
    const module = `features/${name}.tsx`;
    const load = PAGE_MODULES[`../${module}`];
    if (!load) throw new Error(`routes.tsx names a page module that does not exist: client/src/${module}`);
    return { lazy: page(deps, load), handle: { preload: load, modules: [module], ...start } satisfies PreloadHandle & PageStartHandle };
  };
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      handle: { modules: LOADED_ONCE_LIVE } satisfies PageStartHandle,
      loader: () => layoutLinksLoader(deps),
      // The layout's links are asked for again on a move to another page (within their cache time
      // the browser's HTTP cache answers, apollo.ts), not when only the query changes: each key
      // typed in a search would re-render the whole layout with the same links (keystrokes on a
      // phone's /glossary at p95 136 and 248 ms with it, 88 and 112 ms before it).
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      children: [
        { index: true, ...lazy('landing/home-page') },
        { path: 'landing-v2', ...lazy('landing/landing-v2-page') },
        { path: 'industries', ...lazy('industries/industries-page') },
        { path: 'industries/:slug', ...lazy('industries/industry-page') },
        { path: 'industries/:slug/:niche', ...lazy('industries/niche-page') },
        { path: 'blog', ...lazy('blog/blog-page') },
        { path: 'blog/:slug', ...lazy('blog/post-page') },
        { path: 'glossary', ...lazy('glossary/glossary-page') },
        { path: 'glossary/:slug', ...lazy('glossary/term-page') },
        { path: 'competitors', ...lazy('competitors/competitors-page') },
        { path: 'competitors/:slug', ...lazy('competitors/comparison-page') },
        { path: 'alternatives/:slug', ...lazy('competitors/alternatives-page') },
        { path: 'rfp-software-guide', ...lazy('guide/guide-page', { pageView: GUIDE_PAGE_TITLE }) },
        { path: 'search', ...lazy('search/search-page') },
        { path: 'privacy', ...lazy('legal/privacy-page') },
        { path: 'terms', ...lazy('legal/terms-page') },
        { path: 'editorial-policy', ...lazy('legal/editorial-policy-page') },
        { path: 'contact', ...lazy('contact/contact-page') },
        { path: 'careers', ...lazy('careers/careers-page') },
        { path: 'early-access', ...lazy('waitlist/early-access-page') },
        { path: 'early-access/survey', ...lazy('waitlist/survey-step-page') },
        { path: 'early-access/done', ...lazy('waitlist/signup-done-page') },
        { path: 'confirmation', ...lazy('confirmation/confirmation-page') },
        // The status page checks the site's health from the browser, and the admin page calls its APIs with a token header: both need the app from the start.
        { path: 'status', ...lazy('status/status-page', { atLoad: true }) },
        { path: 'admin', ...lazy('admin/admin-page', { atLoad: true }) },
        // The server answers these with a 301 before the router sees them; after a client-side link, the router redirects.
        ...Object.entries(sectionRedirects).map(([from, to]) => ({ path: from.slice(1), loader: () => redirect(to) })),
        { path: '*', ...lazy('not-found/not-found-page') },
      ],
    },
  ];
}
