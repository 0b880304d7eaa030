import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { queryKey } from './cache-times';

/**
 * A route's loader data (see `handOverAll` in prefetch.ts): each query's result by query key, a
 * result as the server handed it over, or, after a navigation in the browser, its pending answer.
 */
export interface HandedOverData {
  handedOver: Record<string, unknown>;
}

/** An answer the browser's loader is still waiting for. */
export interface PendingAnswer<TData> {
  data: TData | undefined;
  error: ErrorLike | undefined;
}

/** A query's answer on its way, with the expired result it replaces (shown meanwhile), if any. */
export class PendingResult<TData = unknown> {
  constructor(
    readonly answer: Promise<PendingAnswer<TData>>,
    readonly stale: TData | undefined,
  ) {}
}

function isHandedOver(value: unknown): value is HandedOverData {
  return typeof value === 'object' && value !== null && typeof (value as Partial<HandedOverData>).handedOver === 'object';
}

/** What a route's loader data holds for `query` with `variables`: the result, its pending answer, or undefined when the loader did not load it. */
export function handedOverResult<TData, TVariables extends OperationVariables>(
  loaderData: unknown,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): TData | PendingResult<TData> | undefined {
  return isHandedOver(loaderData) ? (loaderData.handedOver[queryKey(query, variables)] as TData | PendingResult<TData> | undefined) : undefined;
}

/**
 * In the browser: the results the server handed over with the page (its routes' loader data), kept
 * until their cache time runs out so that a later visit shows them again without asking.
 */
export class HandedOverResults {
  private readonly results = new Map<string, unknown>();

  /** Keeps every handed-over result in the routes' loader data of the server-rendered page. */
  constructor(loaderData: Record<string, unknown> | undefined) {
    for (const data of Object.values(loaderData ?? {})) {
      if (!isHandedOver(data)) continue;
      for (const [key, result] of Object.entries(data.handedOver)) this.results.set(key, result);
    }
  }

  get<TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, variables: TVariables): TData | undefined {
    return this.results.get(queryKey(query, variables)) as TData | undefined;
  }

  delete<TVariables extends OperationVariables>(query: TypedDocumentNode<unknown, TVariables>, variables: TVariables): void {
    this.results.delete(queryKey(query, variables));
  }
}
