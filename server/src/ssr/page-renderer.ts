import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { RequestState } from '../../../schema/forms';
import type { AppConfig } from '../config/config';
import { createContext } from '../graphql/context';
import type { ContentCache } from '../modules/content/content-cache';
import type { Services } from '../services';
import { HtmlCache, pageCacheKey, type CachedPage } from './html-cache';
import { compressedAssets } from './compressed-assets';
import { PageScripts } from './page-scripts';
import { GlobalStylesheets, type GlobalStyles, type GlobalStylesheet } from './global-stylesheet';

/** The site's settings a render reads. */
interface RenderSite {
  productName: string;
  appUrl: string;
  publicSiteUrl: string;
  gaMeasurementId: string | null;
  adsSendTo: string | null;
}

interface RenderModule {
  render(request: {
    url: string;
    schema: GraphQLSchema;
    graphqlContext: object;
    site: RenderSite;
    requestState?: RequestState;
    stylesheet?: GlobalStylesheet;
    scriptsOf?: (modules: string[]) => string[];
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; head: string; html: string; state: string }
  >;
  globalStyles(site: RenderSite): GlobalStyles;
}

/** A page rendered for one request: another path than the request's (a form's page after its post), its status, what it shows from the request. */
export interface PageAnswer {
  path: string;
  status: number;
  state: RequestState;
  /** Send `status` whatever the page's own (a bad request shown with the not-found page). */
  force?: boolean;
}

export interface PageRenderer {
  mount(app: Express): Promise<void>;
  /**
   * Answers a page URL that cannot be read (a path that is not valid percent-encoding, a NUL
   * character anywhere in it) with the HTML not-found page and status 400; mounted ahead of every page route.
   */
  refuseUnreadableUrls: RequestHandler;
  /** The HTML cache's pages and bytes, and how many renders ran since the start. */
  stats(): { cachedPages: number; cachedBytes: number; renders: number };
  /** Renders a page with request state (never cached): a form shown again with its errors, a survey step. */
  renderWith(req: Request, res: Response, answer: PageAnswer): Promise<void>;
  close(): Promise<void>;
}

/** Where `npm run build` wrote the bundles (DIST_DIR moves it, for side-by-side builds). */
export const DIST_DIR = path.resolve(process.cwd(), process.env.DIST_DIR ?? 'dist');

export function isBuilt(): boolean {
  return existsSync(path.join(DIST_DIR, 'client/index.html')) && existsSync(path.join(DIST_DIR, 'server/entry-server.cjs'));
}

/**
 * Serves every page: the built client's assets, and server-rendered HTML for all other GET
 * requests. In development Vite serves the sources with hot reload and renders fresh modules.
 */
/** Pages that depend on more than the content (a query string, live health): never cached. */
const UNCACHED_PATHS = /^\/(search|status|admin)(\/|$)/;

/** A path no route takes: the not-found page, shown for a URL that cannot be read. */
const UNREADABLE_URL_PAGE = '/400';

/** True for a URL no page can be rendered for: its path is not valid percent-encoding, or it holds a NUL. */
function isUnreadableUrl(req: Request): boolean {
  if (/%00/.test(req.originalUrl)) return true;
  try {
    decodeURIComponent(req.path);
    return false;
  } catch {
    return true;
  }
}

/** The query string of a request as the page reads it. */
const queryOf = (req: Request) => new URLSearchParams(req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '');

export async function createPageRenderer({
  config,
  services,
  schema,
  cache,
  log,
}: {
  config: AppConfig;
  services: Services;
  schema: GraphQLSchema;
  cache: ContentCache;
  log: (message: string) => void;
}): Promise<PageRenderer> {
  const site = {
    productName: config.productName,
    appUrl: config.appUrl,
    publicSiteUrl: config.publicSiteUrl,
    gaMeasurementId: config.analytics.gaMeasurementId ?? null,
    adsSendTo: config.analytics.adsSendTo ?? null,
  };
  const development = config.env === 'development';
  const vite = development
    ? await (await import('vite')).createServer({ configFile: path.resolve(process.cwd(), 'vite.config.ts') })
    : undefined;

  let template = development ? '' : readFileSync(path.join(DIST_DIR, 'client/index.html'), 'utf8');
  const loadModule = async (): Promise<RenderModule> => {
    if (vite) return (await vite.ssrLoadModule('/src/entry-server.tsx')) as RenderModule;
    // A dynamic import keeps one module graph with the API (one graphql instance) under tsx and jest alike.
    const loaded = (await import(path.join(DIST_DIR, 'server/entry-server.cjs'))) as RenderModule & { default?: RenderModule };
    return typeof loaded.render === 'function' ? loaded : loaded.default!;
  };
  const productionModule = development ? undefined : await loadModule();
  // The scripts a page's first script fetches ahead (none in development: Vite serves sources).
  const pageScripts = development ? undefined : PageScripts.read(path.join(DIST_DIR, 'client'));
  const scriptsOf = pageScripts && ((modules: string[]) => pageScripts.for(modules));
  // Chakra's global CSS, one cached stylesheet for every page (in development, as the theme is now).
  const stylesheets = new GlobalStylesheets();
  const productionStylesheet = productionModule ? stylesheets.register(productionModule.globalStyles(site)) : undefined;
  // The Google tag, only when an id is configured; its start-up script is a file of ours (no inline script under the CSP).
  const analyticsTags = site.gaMeasurementId
    ? `<script async src="https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(site.gaMeasurementId)}"></script><script defer src="/analytics-init.js"></script>`
    : '';
  const htmlCache = new HtmlCache(config.htmlCacheMaxBytes);
  let renders = 0;
  cache.onInvalidate(() => htmlCache.clear());

  const sendHtml = (res: Response, status: number, html: string, cacheControl = 'no-cache') =>
    res.status(status).type('html').setHeader('Cache-Control', cacheControl).send(html);

  /**
   * A cached page goes out as stored bytes with a stored ETag, in the best encoding the client
   * takes; each encoding is made once per page (EncodedOnce).
   */
  async function sendCached(req: Request, res: Response, page: CachedPage) {
    res.status(page.status).type('html').setHeader('Cache-Control', 'no-cache');
    await page.send(req, res);
  }

  async function renderPage(req: Request, res: Response, answer?: PageAnswer) {
    // Rendered HTML depends only on the path, the query parameters the page reads and the content,
    // so it is kept under those until the content changes, and rendered for exactly those.
    const key = !development && !answer && !UNCACHED_PATHS.test(req.path) ? pageCacheKey(req.path, queryOf(req)) : undefined;
    const cached = key ? htmlCache.get(key) : undefined;
    if (cached) {
      await sendCached(req, res, cached);
      return;
    }
    const pagePath = answer?.path ?? key ?? req.originalUrl;
    const url = `${config.publicSiteUrl}${pagePath}`;
    const page = productionModule ?? (await loadModule());
    if (vite) template = await vite.transformIndexHtml(pagePath, readFileSync(path.resolve(process.cwd(), 'client/index.html'), 'utf8'));
    renders += 1;
    const stylesheet = productionStylesheet ?? stylesheets.register(page.globalStyles(site));
    const result = await page.render({ url, schema, graphqlContext: createContext(services, false), site, requestState: answer?.state, stylesheet, scriptsOf });
    if (result.kind === 'redirect') {
      res.redirect(result.status, result.location);
      return;
    }
    const html = template
      .replace('<!--app-head-->', () => result.head + analyticsTags)
      .replace('<!--app-html-->', () => result.html)
      .replace('<!--app-state-->', () => result.state);
    if (key && (result.status === 200 || result.status === 404)) htmlCache.set(key, { status: result.status, html });
    if (!answer) {
      sendHtml(res, result.status, html);
      return;
    }
    // A page shown for one request's reasons (a form's errors, a survey step) is stored by no one.
    sendHtml(res, result.status === 200 || answer.force ? answer.status : result.status, html, 'no-store');
  }

  return {
    renderWith: (req, res, answer) => renderPage(req, res, answer),
    stats: () => ({ cachedPages: htmlCache.size, cachedBytes: htmlCache.bytes, renders }),
    refuseUnreadableUrls: (req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !isUnreadableUrl(req)) {
        next();
        return;
      }
      renderPage(req, res, { path: UNREADABLE_URL_PAGE, status: 400, state: {}, force: true }).catch(next);
    },
    async mount(app) {
      app.use('/assets', (req, res, next) => {
        stylesheets.serve(req, res, next).catch(next);
      });
      if (vite) {
        app.use(vite.middlewares);
      } else {
        const assets = path.join(DIST_DIR, 'client/assets');
        app.use('/assets', compressedAssets(assets));
        app.use('/assets', express.static(assets, { immutable: true, maxAge: '1y', index: false }));
        // A missing asset is a plain 404 (an old page asking for a chunk of an earlier build), never a page.
        app.use('/assets', (_req: Request, res: Response) => {
          res.status(404).type('txt').setHeader('Cache-Control', 'no-store').send('Not found');
        });
        app.use(express.static(path.join(DIST_DIR, 'client'), { index: false, maxAge: '1h' }));
      }
      app.get('/analytics-init.js', (_req, res) => {
        res.type('js').setHeader('Cache-Control', 'public, max-age=3600');
        res.sendFile(path.resolve(process.cwd(), 'server/src/ssr/analytics-init.js'));
      });
      app.get('/{*splat}', async (req, res) => {
        try {
          await renderPage(req, res);
        } catch (error) {
          if (vite && error instanceof Error) vite.ssrFixStacktrace(error);
          log(`page render failed for ${req.originalUrl}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
          res.status(500).type('text').send('Something went wrong on our side. Please try again.');
        }
      });
    },
    async close() {
      await vite?.close();
    },
  };
}
