import type { PageScriptFiles } from '../../../schema/page-scripts';

/**
 * What a server-rendered page asks of the browser's first script (entry-client.tsx), set per
 * route in routes.tsx (its `handle`) and written into the page by the server (entry-server.tsx).
 */
export interface PageStartHandle {
  /** The app loads right after the first paint: the page does something by itself once open (the status page's health check, the admin page's API calls). */
  atLoad?: true;
  /** The analytics page view the page sends when it is opened (its `page_title`), sent by the first script for the page the server rendered. */
  pageView?: string;
  /** What the app evaluates on the route's pages, relative to client/src: its page module, what it loads by itself once live. */
  modules?: readonly string[];
}

/** What the page's first script reads: the routes' asks, and the scripts the app needs on this page (none when it loads at once). */
export interface PageStart extends Omit<PageStartHandle, 'modules'>, Partial<PageScriptFiles> {
  /** What the page's field vitals are counted under (field-vitals.ts): its route's pattern, or an error page's status. */
  pageType: string;
}

/** A page's script files from the browser build's manifest (server/src/ssr/page-scripts.ts), by the modules of its routes. */
export type ScriptsOf = (modules: string[]) => PageScriptFiles;

/**
 * The performance mark the app sets once it is live (root-layout.tsx): an interaction before it was
 * answered by the server's HTML alone (the field vitals' INP, field-vitals.ts). Here, in a module
 * of the first script, so that neither the app nor the vitals fetch a file for it.
 */
export const APP_LIVE_MARK = 'app-live';

/** The id of the page's data island that carries its start (read with readPageState). */
export const PAGE_START_ID = '__START__';

/**
 * A page's type: its route's pattern as matched (`/blog/:slug`, `/` for the index), or the status
 * of an error page (`404`) whatever route answered it. Never the address: no slug, no query.
 */
export function pageTypeOf(matches: readonly { route: { path?: string } }[], status: number): string {
  if (status >= 400) return String(status);
  return `/${matches.map(({ route }) => route.path ?? '').join('/')}`.replace(/\/{2,}/g, '/');
}

/** What the matched routes ask for together, with the scripts of their modules (`scriptsOf`: from the build's manifest). */
export function pageStartOf(matches: readonly { route: { handle?: unknown; path?: string } }[], status: number, scriptsOf?: ScriptsOf): PageStart {
  const handles = matches.map(({ route }) => (route.handle ?? {}) as PageStartHandle);
  const atLoad = handles.some((handle) => handle.atLoad) || undefined;
  // A page whose app loads at once fetches it then.
  const files = atLoad ? undefined : scriptsOf?.(handles.flatMap((handle) => handle.modules ?? []));
  const pageView = handles.findLast((handle) => handle.pageView)?.pageView;
  return { pageType: pageTypeOf(matches, status), atLoad, pageView, ...files };
}
