import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { RequestState } from '../../../schema/forms';
import { paths } from '../../../schema/paths';
import type { AppConfig } from '../config/config';
import { createContext } from '../graphql/context';
import { AppError } from '../http/app-error';
import { ConcurrencyLimit } from '../shared/concurrency-limit';
import { describeError, logSafe } from '../shared/log-text';
import type { ContentCache } from '../modules/content/content-cache';
import type { Services } from '../services';
import { CachedPage, HtmlCache, pageCacheKey, pagePathKey } from './html-cache';
import { preferredEncoding, type Encoding } from '../http/encoded-once';
import { compressedAssets } from './compressed-assets';
import { GlobalStylesheets } from './global-stylesheet';
import { pageOperationRunner, type PageOperation } from './page-operations';
import { importRenderModule, renderedPage, type RenderModule, type RenderedPage } from './render-module';
import { RenderThread } from './render-thread';

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
  /**
   * The HTML cache's pages and bytes (not-found pages apart), how many renders ran since the
   * start, and how many were refused as too many waited.
   */
  stats(): { cachedPages: number; cachedBytes: number; cachedNotFound: number; renders: number; rendersRefused: number };
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

/**
 * The share of the HTML cache's bytes that not-found pages may take, in a cache of their own: a
 * flood of made-up addresses then never pushes a real page out of the main cache.
 */
const NOT_FOUND_CACHE_SHARE = 1 / 16;

/** The hubs that come in pages (`?page=2`): how many pages each has, for a query (the glossary's `q`). */
type PageCounts = Readonly<Record<string, (query: URLSearchParams) => Promise<number>>>;

/** `page` as the hubs write it: a whole number from 2 (page 1 is the bare hub), no sign, no leading zero. */
const CANONICAL_PAGE = /^[1-9]\d{0,5}$/;

/**
 * What a hub's `page` parameter makes of a request before it can become a cache key: nothing when
 * it is absent or names an existing later page; a redirect to the same URL without it when it is
 * 1 or not a page number at all (`x1`, `0`, `-1`, `1e9`: each would otherwise be a render and an
 * entry of its own, showing page 1); past the last page, the hub's own not-found page (404) as
 * rendered for the first page past the last, one copy for every such number (`notFound`: that URL).
 */
export async function hubPageOutcome(
  hubPath: string,
  query: URLSearchParams,
  pageCounts: PageCounts,
): Promise<'keep' | { notFound: string } | { redirect: string }> {
  const count = pageCounts[hubPath];
  const raw = query.get('page');
  if (!count || raw === null) return 'keep';
  const number = CANONICAL_PAGE.test(raw) && query.getAll('page').length === 1 ? Number(raw) : 1;
  const withPage = (page: number | undefined) => {
    const rest = new URLSearchParams(query);
    if (page === undefined) rest.delete('page');
    else rest.set('page', String(page));
    const search = rest.toString();
    return search ? `${hubPath}?${search}` : hubPath;
  };
  if (number === 1) return { redirect: withPage(undefined) };
  let pageCount: number;
  try {
    pageCount = await count(query);
  } catch (error) {
    // A query the hub refuses (a search that is not valid text) is the render's to answer.
    if (error instanceof AppError && error.status === 400) return 'keep';
    throw error;
  }
  if (number <= pageCount) return 'keep';
  return { notFound: withPage(pageCount + 1) };
}

/** The page sent when renders are refused: static, with nothing of the request in it. */
const BUSY_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Busy, please try again</title></head>
<body><main><h1>503: The site is busy</h1><p>Too many pages are being prepared right now. Please try again in a few seconds.</p><p><a href="/">Go to the home page</a></p></main></body></html>
`;

/**
 * The page sent when a page could not be answered at all (its render failed, the render thread
 * stopped): static, so that it shows whatever failed, in the words of the site's own 500 screen
 * (client/src/components/status/route-error-page.tsx), with nothing of the error in it.
 */
const ERROR_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Something Went Wrong</title></head>
<body><main><h1>500 Something Went Wrong</h1><h2>Something went wrong on our side</h2><p>The problem is ours, not yours, and it has been logged. Please try again, or start again from the home page.</p><p><a href="/">Go to the home page</a></p></main></body></html>
`;

/** Seconds a client is asked to wait after a 503. */
const RETRY_AFTER_SECONDS = '5';

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

/**
 * A request target in origin form (`/path?query`). A proxy's absolute form (`GET http://host/path`)
 * is read for its path and query, its host never used; the page's URL is always the site's own.
 */
export function originForm(target: string): string {
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return UNREADABLE_URL_PAGE;
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
    vitalsSampleRate: config.vitals.sampleRate,
    vitalsRetentionDays: config.vitals.retentionDays,
  };
  const development = config.env === 'development';
  const vite = development
    ? await (await import('vite')).createServer({ configFile: path.resolve(process.cwd(), 'vite.config.ts') })
    : undefined;

  let template = development ? '' : readFileSync(path.join(DIST_DIR, 'client/index.html'), 'utf8');
  const loadModule = async (): Promise<RenderModule> =>
    vite ? ((await vite.ssrLoadModule('/src/entry-server.tsx')) as RenderModule) : importRenderModule(DIST_DIR);
  // In production this thread loads the render module only for its global CSS; pages render in the render thread.
  const productionModule = development ? undefined : await loadModule();
  // Chakra's global CSS, one cached stylesheet for every page (in development, as the theme is now).
  const stylesheets = new GlobalStylesheets();
  const productionStylesheet = productionModule ? stylesheets.register(productionModule.globalStyles(site)) : undefined;
  // The Google tag, only when an id is configured; its start-up script is a file of ours (no inline script under the CSP).
  const analyticsTags = site.gaMeasurementId
    ? `<script async src="https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(site.gaMeasurementId)}"></script><script defer src="/analytics-init.js"></script>`
    : '';
  const renderThread = productionStylesheet
    ? new RenderThread({ distDir: DIST_DIR, site, stylesheet: productionStylesheet, template, headTags: analyticsTags }, log)
    : undefined;
  await renderThread?.start();
  const runOperation = pageOperationRunner(schema);
  const htmlCache = new HtmlCache(config.htmlCacheMaxBytes);
  const notFoundCache = new HtmlCache(Math.floor(config.htmlCacheMaxBytes * NOT_FOUND_CACHE_SHARE));
  // Every render, whatever asked for it (a page not in the cache, a form shown again): a few at a
  // time with a short queue, and past the queue a 503 at once.
  const renderLimit = new ConcurrencyLimit(config.admission.rendersAtOnce, {
    maxWaiting: config.admission.rendersWaiting,
    busyMessage: 'Too many pages are being prepared right now.',
  });

  /**
   * A render in the render thread (production), with its copy in `encoding` made there (a page
   * kept for many requests, in the encoding the asking client takes); in development, of Vite's
   * fresh module in this thread.
   */
  async function renderUrl(url: string, options: { requestState?: RequestState; encoding?: Encoding }): Promise<RenderedPage> {
    // One GraphQL context per render, as per request over HTTP (its DataLoaders batch that render's fields).
    const context = createContext(services, false);
    const execute = (operation: PageOperation) => runOperation(operation, context);
    if (renderThread) return renderThread.render(url, options, execute);
    const page = await loadModule();
    const result = await page.render({ url, execute, site, requestState: options.requestState, stylesheet: stylesheets.register(page.globalStyles(site)) });
    return renderedPage(result, { template, headTags: analyticsTags });
  }
  let renders = 0;
  /** Counts the content's changes: a page rendered from content that changed meanwhile is sent, not kept. */
  let contentGeneration = 0;
  cache.onInvalidate(() => {
    contentGeneration += 1;
    htmlCache.clear();
    notFoundCache.clear();
  });
  const pageCounts: PageCounts = {
    [paths.glossary]: async (query) => (await services.glossary.page({ search: query.get('q') ?? undefined })).pageCount,
    [paths.industries]: async () => (await services.industries.page(undefined)).pageCount,
  };

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

  const sendBusy = (res: Response) =>
    res.status(503).type('html').setHeader('Retry-After', RETRY_AFTER_SECONDS).setHeader('Cache-Control', 'no-store').send(BUSY_PAGE);

  async function renderPage(req: Request, res: Response, answer?: PageAnswer) {
    // Rendered HTML depends only on the path, the query parameters the page reads and the content,
    // so it is kept under those until the content changes, and rendered for exactly those.
    const cacheable = !development && !answer && !UNCACHED_PATHS.test(req.path);
    let key = cacheable ? pageCacheKey(req.path, queryOf(req)) : undefined;
    const forcedStatus = answer?.force ? answer.status : undefined;
    if (key) {
      const cached = htmlCache.get(key) ?? notFoundCache.get(key);
      if (cached) {
        await sendCached(req, res, cached);
        return;
      }
      const outcome = await hubPageOutcome(pagePathKey(req.path), queryOf(req), pageCounts);
      if (outcome !== 'keep' && 'redirect' in outcome) {
        res.setHeader('Cache-Control', 'no-cache');
        res.redirect(301, outcome.redirect);
        return;
      }
      if (outcome !== 'keep') {
        key = pageCacheKey(pagePathKey(req.path), new URL(outcome.notFound, config.publicSiteUrl).searchParams);
        const notFound = notFoundCache.get(key);
        if (notFound) {
          await sendCached(req, res, notFound);
          return;
        }
      }
    }
    const pagePath = originForm(answer?.path ?? key ?? req.originalUrl);
    const url = `${config.publicSiteUrl}${pagePath}`;
    if (vite) template = await vite.transformIndexHtml(pagePath, readFileSync(path.resolve(process.cwd(), 'client/index.html'), 'utf8'));
    let result: RenderedPage;
    const renderedFrom = contentGeneration;
    try {
      result = await renderLimit.run(() => {
        renders += 1;
        return renderUrl(url, { requestState: answer?.state, encoding: answer ? undefined : preferredEncoding(req) });
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') {
        sendBusy(res);
        return;
      }
      throw error;
    }
    if (result.kind === 'redirect') {
      res.redirect(result.status, result.location);
      return;
    }
    if (result.error !== undefined && result.status >= 500) {
      log(`page render failed for ${logSafe(req.originalUrl)}: ${result.error}`);
    }
    const status = forcedStatus ?? result.status;
    if (status === 503) res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
    if (answer) {
      // A page shown for one request's reasons (a form's errors, a survey step) is stored by no one.
      sendHtml(res, result.status === 200 || answer.force ? answer.status : result.status, result.html, 'no-store');
      return;
    }
    // A render that began before a content change may have read the old content (a post not yet
    // there answered 404, and that 404 was kept after the change had cleared the caches).
    const current = renderedFrom === contentGeneration;
    // Kept with the copy made with the render (counted in the cache's bytes); a client that takes
    // another encoding later has its own copy made then, once.
    const keptIn = status === 200 ? htmlCache : status === 404 ? notFoundCache : undefined;
    const kept = key && current ? keptIn?.set(key, { status, html: result.html, made: result.made }) : undefined;
    const page = kept ?? (result.made ? new CachedPage(status, result.html, undefined, result.made) : undefined);
    if (page) await sendCached(req, res, page);
    else sendHtml(res, status, result.html);
  }

  /** Any page the server renders, whoever asked (a visit, a form shown again, a refused address): one that fails answers the site's own 500 page. */
  async function renderOrErrorPage(req: Request, res: Response, answer?: PageAnswer) {
    try {
      await renderPage(req, res, answer);
    } catch (error) {
      if (vite && error instanceof Error) vite.ssrFixStacktrace(error);
      log(`page render failed for ${logSafe(req.originalUrl)}: ${describeError(error)}`);
      sendHtml(res, 500, ERROR_PAGE, 'no-store');
    }
  }

  return {
    renderWith: renderOrErrorPage,
    stats: () => ({ cachedPages: htmlCache.size, cachedBytes: htmlCache.bytes, cachedNotFound: notFoundCache.size, renders, rendersRefused: renderLimit.load.refused }),
    refuseUnreadableUrls: (req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !isUnreadableUrl(req)) {
        next();
        return;
      }
      void renderOrErrorPage(req, res, { path: UNREADABLE_URL_PAGE, status: 400, state: {}, force: true });
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
      app.get('/{*splat}', (req, res) => renderOrErrorPage(req, res));
    },
    async close() {
      await renderThread?.close();
      await vite?.close();
    },
  };
}
