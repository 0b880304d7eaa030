/**
 * A page's script files, as URLs from the site's root: listed by the server from the browser
 * build's manifest (server/src/ssr/page-scripts.ts), fetched ahead by the page's first script
 * (client/src/entry-client.tsx, through `__START__`: client/src/lib/page-start.ts).
 */
export interface PageScriptFiles {
  /** What the app evaluates to go live on the page (the entry's dynamic imports and the page's module) and loads by itself once live, with their static imports. Fetched once the page is idle after load, so the first touch waits for no file. */
  scripts: string[];
  /** What any of those loads on use (the toaster, Apollo's client), with its static imports; never another page's module. Fetched once `scripts` have arrived, while the app starts. */
  onUse: string[];
}
