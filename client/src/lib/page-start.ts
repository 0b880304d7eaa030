/**
 * What a server-rendered page asks of the browser's first script (entry-client.tsx), set per
 * route in routes.tsx (its `handle`) and written into the page by the server (entry-server.tsx).
 * A page that asks nothing loads the app at the visitor's first sign of use (entry-client.tsx).
 */
export interface PageStartHandle {
  /** The app loads right after the first paint: the page does something by itself once open (the status page's health check, the admin page's API calls). */
  atLoad?: true;
  /** The analytics page view the page sends when it is opened (its `page_title`), sent by the first script for the page the server rendered. */
  pageView?: string;
}

/** The id of the page's data island that carries its start (read with readPageState). */
export const PAGE_START_ID = '__START__';

/** What the matched routes ask for together; undefined when none asks anything. */
export function pageStartOf(matches: readonly { route: { handle?: unknown } }[]): PageStartHandle | undefined {
  const start: PageStartHandle = {};
  for (const { route } of matches) {
    const handle = route.handle as PageStartHandle | undefined;
    if (handle?.atLoad) start.atLoad = true;
    if (handle?.pageView) start.pageView = handle.pageView;
  }
  return start.atLoad || start.pageView ? start : undefined;
}
