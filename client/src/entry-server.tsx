import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CacheProvider } from '@emotion/react';
import emotionServerModule from '@emotion/server/create-instance';
import { print, type DocumentNode, type FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router-dom';
import { createEmotionCache } from './app/emotion-cache';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import type { RequestState } from '../../schema/forms';
import type { SiteConfig } from './config/site-config';
import { defaultExport } from './lib/interop';
import { serializePageState } from './lib/page-state';
import { PAGE_START_ID, pageStartOf, type ScriptsOf } from './lib/page-start';
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import fontFaces from './fonts.css?inline';

/** The font (see fonts.css): its faces inline and the Latin file fetched with the page. */
const FONT_HEAD = `<link rel="preload" href="${interLatinUrl}" as="font" type="font/woff2" crossorigin><style>${fontFaces}</style>`;

/** A GraphQL operation as text, for a server that runs it on the site's schema (no HTTP hop). */
export interface PageOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

/**
 * Runs a page's operation and answers as `/graphql` would, in plain data: the render may run in a
 * worker thread while the schema and its services stay with the server (server/src/ssr/render-worker.ts).
 */
export type ExecutePageOperation = (operation: PageOperation) => Promise<FormattedExecutionResult>;

export interface RenderRequest {
  url: string;
  /** Runs this request's queries (its own GraphQL context, one per render). */
  execute: ExecutePageOperation;
  site: SiteConfig;
  /** A posted form's values and errors, a survey step's signup: rendered, and handed to the browser. */
  requestState?: RequestState;
  /** The global CSS's stylesheet (see `globalStyles`): linked, and its rules left out of the page's inline styles. */
  stylesheet?: { href: string; ids: readonly string[] };
  /** The script files the app needs on a page of these modules (from the browser build's manifest; none in development). */
  scriptsOf?: ScriptsOf;
}

/** Chakra's global CSS and the emotion ids of its rules. */
export interface GlobalStyles {
  css: string;
  ids: string[];
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** `error`: what a route threw, shown as the root's error page; the server logs it. */
  | { kind: 'page'; status: number; head: string; html: string; state: string; error?: unknown };

/** The key of emotion's global rules in a render's style chunks (its cache's key, `css`, plus `-global`). */
const GLOBAL_CHUNK = 'css-global';

/**
 * Chakra's global CSS (reset, design tokens, keyframes; no cascade layers, decision record 0018), as the page
 * renders it: the same on every page, so the server serves it as one stylesheet named by its hash
 * (server/src/ssr/global-stylesheet.ts) and pages link it instead of inlining it.
 */
export function globalStyles(site: SiteConfig): GlobalStyles {
  const emotionCache = createEmotionCache();
  const emotionServer = defaultExport(emotionServerModule)(emotionCache);
  const html = renderToString(
    <CacheProvider value={emotionCache}>
      <AppProviders site={site}>{null}</AppProviders>
    </CacheProvider>,
  );
  const global = emotionServer.extractCriticalToChunks(html).styles.filter((chunk) => chunk.key === GLOBAL_CHUNK);
  return { css: global.map((chunk) => chunk.css).join(''), ids: global.flatMap((chunk) => chunk.ids) };
}

/**
 * A Suspense boundary whose render threw: renderToString keeps the error to itself and leaves the
 * boundary to the browser (`<!--$!-->`), its loading state in place of its content and the error's
 * message in the page (`data-msg`, in production too). The loaders have awaited every part, so no
 * boundary is left waiting on the server: such a page is a failed render, not a page to send or keep.
 */
const FAILED_BOUNDARY = /<!--\$!--><template(?:[^>]*? data-msg="([^"]*)")?/;

/** Leading hoistable tags that React 19 emits first when rendering only the root. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/** An operation's text, printed once per document (Apollo Client hands the same document each time). */
const printed = new WeakMap<DocumentNode, string>();
const textOf = (document: DocumentNode) => {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
};

/** Apollo Client's link to `execute`. */
const executeLink = (execute: ExecutePageOperation) =>
  new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: textOf(operation.query), variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );

export async function render({ url, execute, site, requestState, stylesheet, scriptsOf }: RenderRequest): Promise<RenderResult> {
  const apollo = new ApolloClient({ ssrMode: true, link: executeLink(execute), cache: new InMemoryCache() });
  const routes = createRoutes({ apollo: async () => apollo, isServer: true });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const emotionCache = createEmotionCache();
  const emotionServer = defaultExport(emotionServerModule)(emotionCache);

  // The route loaders have awaited every query's result (route-data.ts): one render, nothing to wait for.
  const result = renderToString(
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProviders site={site} requestState={requestState}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );

  const failed = FAILED_BOUNDARY.exec(result);
  if (failed) throw new Error(`a part of the page failed to render: ${failed[1] ?? 'no message'}`);

  const headTags = LEADING_HEAD_TAGS.exec(result)?.[0] ?? '';
  const body = result.slice(headTags.length);
  const chunks = emotionServer.extractCriticalToChunks(body);
  // The global rules the stylesheet holds are linked; the page's own rules stay inline after it.
  const linked = new Set(stylesheet?.ids ?? []);
  const inline = chunks.styles.filter((chunk) => !(chunk.key === GLOBAL_CHUNK && chunk.ids.every((id) => linked.has(id))));
  const styles = (stylesheet ? `<link rel="stylesheet" href="${stylesheet.href}">` : '') + emotionServer.constructStyleTagsFromChunks({ ...chunks, styles: inline });
  const start = pageStartOf(context.matches, context.statusCode, scriptsOf);
  const thrown = context.errors ? Object.values(context.errors)[0] : undefined;
  // A thrown status (404, 503) is handed over as it is; of anything else the browser's router
  // learns only that the error page shows, not the message or stack.
  const errors = context.errors ? Object.fromEntries(Object.entries(context.errors).map(([route, error]) => [route, isRouteErrorResponse(error) ? error : {}])) : null;
  const routerState = { loaderData: context.loaderData, actionData: context.actionData, errors };
  const state = [
    `<script type="application/json" id="__SITE__">${serializePageState(site)}</script>`,
    `<script type="application/json" id="__ROUTER_STATE__">${serializePageState(routerState)}</script>`,
    requestState ? `<script type="application/json" id="__REQUEST__">${serializePageState(requestState)}</script>` : '',
    `<script type="application/json" id="${PAGE_START_ID}">${serializePageState(start)}</script>`,
  ].join('');
  return { kind: 'page', status: context.statusCode, head: FONT_HEAD + headTags + styles, html: body, state, error: thrown };
}
