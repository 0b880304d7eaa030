import path from 'node:path';
import type { FormattedExecutionResult } from 'graphql';
import type { RequestState } from '../../../schema/forms';
import type { PageScriptFiles } from '../../../schema/page-scripts';
import { compressDocumentHere, type Encoding } from '../http/encoded-once';
import { describeError } from '../shared/log-text';
import type { GlobalStyles, GlobalStylesheet } from './global-stylesheet';
import type { PageOperation } from './page-operations';

/** The site's settings a render reads. */
export interface RenderSite {
  productName: string;
  appUrl: string;
  publicSiteUrl: string;
  gaMeasurementId: string | null;
  adsSendTo: string | null;
  vitalsSampleRate: number;
  vitalsRetentionDays: number;
}

/** What a render gives back: a redirect, or a page with what a route threw (`error`, for the log). */
export type RenderResult<TError = unknown> =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; html: string; state: string; error?: TError };

/** The server bundle's entry (client/src/entry-server.tsx) as the server calls it. */
export interface RenderModule {
  render(request: {
    url: string;
    execute: (operation: PageOperation) => Promise<FormattedExecutionResult>;
    site: RenderSite;
    requestState?: RequestState;
    stylesheet?: GlobalStylesheet;
    scriptsOf?: (modules: string[]) => PageScriptFiles;
  }): Promise<RenderResult>;
  globalStyles(site: RenderSite): GlobalStyles;
}

/** The built server bundle's render module, from a build in `distDir`. */
export async function importRenderModule(distDir: string): Promise<RenderModule> {
  // A dynamic import keeps one module graph with the API (one graphql instance) under tsx and jest alike.
  const loaded = (await import(path.join(distDir, 'server/entry-server.cjs'))) as RenderModule & { default?: RenderModule };
  return typeof loaded.render === 'function' ? loaded : loaded.default!;
}

/** A page as it is sent: the whole document, its compressed copy when one was made with it, and what a route threw, described for the log. */
export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; made?: Partial<Record<Encoding, Uint8Array>>; error?: string };

/**
 * The page's document from a render: the build's index.html (`template`) with the render's head,
 * markup and data islands in their places; in plain data, so that it can cross from the render
 * thread. `encoding`: with its copy in that encoding (the one the asking client takes), made here.
 */
export function renderedPage(result: RenderResult, { template, headTags, encoding }: { template: string; headTags: string; encoding?: Encoding }): RenderedPage {
  if (result.kind === 'redirect') return result;
  const html = template
    .replace('<!--app-head-->', () => result.head + headTags)
    .replace('<!--app-html-->', () => result.html)
    .replace('<!--app-state-->', () => result.state);
  return {
    kind: 'page',
    status: result.status,
    html,
    made: encoding ? { [encoding]: compressDocumentHere[encoding](Buffer.from(html, 'utf8')) } : undefined,
    error: result.error === undefined ? undefined : describeError(result.error),
  };
}
