import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { queryKey } from './cache-times';

/**
 * The loader data of a page whose query result the server hands over with the HTML instead of
 * through Apollo's cache (see `handOver` in prefetch.ts): the results by query key.
 */
export interface HandedOverData {
  handedOver: Record<string, unknown>;
}

function isHandedOver(value: unknown): value is HandedOverData {
  return typeof value === 'object' && value !== null && typeof (value as Partial<HandedOverData>).handedOver === 'object';
}

/** The result of `query` with `variables` in a route's loader data, when the loader handed it over. */
export function handedOverResult<TData, TVariables extends OperationVariables>(
  loaderData: unknown,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): TData | undefined {
  return isHandedOver(loaderData) ? (loaderData.handedOver[queryKey(query, variables)] as TData | undefined) : undefined;
}

/**
 * In the browser: the results the server handed over with the page (its routes' loader data), kept
 * until their cache time runs out so that a later visit shows them again without Apollo.
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
