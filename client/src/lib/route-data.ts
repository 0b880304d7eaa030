import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { ComponentType } from 'react';
import { data, isRouteErrorResponse, useRouteError, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router-dom';

/** What a page's loader needs besides the router's arguments. */
export interface RouteDeps {
  /** The page's Apollo client: the request's own on the server; in the browser created when a loader first needs it (apollo.ts). */
  apollo: () => Promise<ApolloClient>;
  isServer: boolean;
  /**
   * Aborted when the move that asked is superseded before its loader returns (a Back or Forward,
   * whose parts are awaited). A deferred part outlives its move: each key typed in the glossary's
   * search fetches its answer (awaiting it instead made keystrokes slower; decision record 0011).
   */
  signal?: AbortSignal;
}

/** What every page module under client/src/features exports; routes.tsx gives its loader the deps. */
export interface PageModule {
  Component: ComponentType;
  /** Shows the page's "not found" (404) and "could not load" (503) views; anything else goes on to the root's. */
  ErrorBoundary?: ComponentType;
  loader?: (deps: RouteDeps, args: LoaderFunctionArgs) => unknown;
  shouldRevalidate?: ShouldRevalidateFunction;
}

interface QueryOptions<TData> {
  /** Whether the answer names no such item: thrown as a 404. */
  missing?: (result: TData) => boolean;
  /** What of such an answer the "not found" view shows (its 404 carries it to the browser); by default nothing. */
  keepWhenMissing?: (result: TData) => unknown;
  /** Keeps an answer some of whose fields failed (a comparison whose related posts could not be read). */
  partial?: boolean;
}

/**
 * Runs a page's codegen-typed query with Apollo's client and returns its typed result. A missing
 * item is thrown as a 404 and an answer that could not be read as a 503 or 500, to the route's
 * ErrorBoundary; on the server that is also the page's status. Apollo keeps no copy: the server
 * asks its schema in process for each request, the browser asks /graphql by GET, whose answers its
 * HTTP cache keeps for their cache times (apollo.ts).
 */
export async function runQuery<TData, TVariables extends OperationVariables>(
  deps: RouteDeps,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { missing, keepWhenMissing = () => null, partial = false }: QueryOptions<TData> = {},
): Promise<TData> {
  const client = await deps.apollo();
  const answer = await client
    .query<TData, TVariables>({
      query,
      variables,
      errorPolicy: 'all',
      fetchPolicy: 'no-cache',
      context: { fetchOptions: { signal: deps.signal } },
    } as never)
    .catch((error: unknown) => ({ data: undefined, error }));
  const result = answer.data as TData | undefined;
  if (result === undefined || (answer.error && !partial)) throw data(null, { status: failureStatus(answer.error) });
  // An item missing from an answer that partly failed may only have failed to be read.
  if (missing?.(result)) throw answer.error ? data(null, { status: failureStatus(answer.error) }) : data(keepWhenMissing(result), { status: 404 });
  return result;
}

/**
 * A failure that is a bug (an error coded INTERNAL_SERVER_ERROR, or an HTTP 500 without a GraphQL
 * answer) is a 500, the site's error page; anything else (the database or the network down, a
 * busy server) a 503, the page's "could not load". Read by shape: Apollo's error classes are not
 * loaded with the page.
 */
function failureStatus(error: unknown): 500 | 503 {
  const { errors, statusCode } = (error ?? {}) as { errors?: { extensions?: { code?: unknown } }[]; statusCode?: number };
  return statusCode === 500 || errors?.some((item) => item.extensions?.code === 'INTERNAL_SERVER_ERROR') ? 500 : 503;
}

/** The history entry on screen (React Router numbers them, `idx`), kept as each move completes (hydrate.tsx). */
let shownEntry: number | undefined;
export const rememberShownEntry = () => {
  shownEntry = (window.history.state as { idx?: number } | null)?.idx;
};

/**
 * Back or Forward: the browser has already moved to the entry being loaded, while a link or a
 * filter moves only once its loaders are done (the history still shows the page being left).
 */
const backOrForward = () => typeof window !== 'undefined' && (window.history.state as { idx?: number } | null)?.idx !== shownEntry;

/**
 * A page's data as React Router's deferred data. On the server every part is awaited, so the first
 * HTML is complete and carries its status; so it is on Back and Forward, so the page is whole when
 * React Router puts the visitor back where they were on it. After a link the move is immediate and
 * each part shows its loading state (`<Await>` in a `<Suspense>`) until its answer arrives, or keeps
 * showing the previous answer when only the query changed (the router's moves are transitions).
 */
export async function deferredParts<T extends Record<string, Promise<unknown>>>(deps: RouteDeps, parts: T): Promise<{ [K in keyof T]: T[K] | Awaited<T[K]> }> {
  if (!deps.isServer && !backOrForward()) {
    // A part whose move was superseded (the next key typed in a search) is never rendered: its failure is no one's to report.
    for (const part of Object.values(parts)) part.catch(() => undefined);
    return parts;
  }
  const settled = await Promise.all(Object.entries(parts).map(async ([name, part]) => [name, await part] as const));
  return Object.fromEntries(settled) as { [K in keyof T]: Awaited<T[K]> };
}

/** `deferredParts` for a page with one answer, `page`. */
export const deferred = <T>(deps: RouteDeps, answer: Promise<T>) => deferredParts(deps, { page: answer });

/**
 * The error a page's ErrorBoundary shows: its status and, for a 404, what the loader kept of the
 * answer that named no item (`keepWhenMissing`).
 * A loader's thrown `data()` reaches the boundary as a route error response; a deferred answer's, as thrown.
 */
export function usePageError<TData>(): { status: number; data: TData | null } {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return { status: error.status, data: error.data as TData | null };
  if (typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'DataWithResponseInit') {
    const thrown = error as unknown as { data: TData | null; init: { status?: number } | null };
    return { status: thrown.init?.status ?? 500, data: thrown.data };
  }
  throw error;
}
