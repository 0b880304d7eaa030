import { paths } from './paths';

/**
 * The URL query parameters each page reads when it renders (its filters, a form's state after
 * post/redirect/get), by path; a page not listed reads none. The server keeps a rendered page
 * under its path and these parameters only (server/src/ssr/html-cache.ts): any other parameter
 * (utm_*, a click id, a cache buster) neither makes a new cache entry nor triggers a render. A page
 * that starts reading a parameter lists it here, or the server keeps serving one copy for every value.
 */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  [paths.glossary]: ['q', 'page'],
  [paths.industries]: ['page'],
  // `search` is the hub's earlier name for `q`, still read from old links.
  [paths.competitors]: ['q', 'search', 'category', 'sort'],
  [paths.contact]: ['subject', 'sent'],
};
