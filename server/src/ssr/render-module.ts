import path from 'node:path';
import type { FormattedExecutionResult } from 'graphql';
import type { RequestState } from '../../../schema/forms';
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
    scriptsOf?: (modules: string[]) => string[];
  }): Promise<RenderResult>;
  globalStyles(site: RenderSite): GlobalStyles;
}

/** The built server bundle's render module, from a build in `distDir`. */
export async function importRenderModule(distDir: string): Promise<RenderModule> {
  // A dynamic import keeps one module graph with the API (one graphql instance) under tsx and jest alike.
  const loaded = (await import(path.join(distDir, 'server/entry-server.cjs'))) as RenderModule & { default?: RenderModule };
  return typeof loaded.render === 'function' ? loaded : loaded.default!;
}

/** A render's result with what a route threw as its description for the log: what can cross to another thread. */
export function withErrorDescribed(result: RenderResult): RenderResult<string> {
  if (result.kind === 'redirect') return result;
  return { ...result, error: result.error === undefined ? undefined : describeError(result.error) };
}
