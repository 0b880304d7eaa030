import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { data } from 'react-router-dom';
import type { ApolloSource } from './apollo-source';
import { queryKey, type QueryAges } from './cache-times';
import type { HandedOverData, HandedOverResults } from './handed-over';

export interface RouteDeps {
  /** The Apollo client, loaded on first use in the browser (apollo-source.tsx). */
  apollo: ApolloSource;
  /** On the server, loaders wait for the page's data (and its status); in the browser they never block. */
  isServer: boolean;
  /** In the browser: when each query's data arrived, to refresh it after its cache time. */
  ages?: QueryAges;
  /** In the browser: the query results the server handed over with the page (see `handOver`). */
  handedOver?: HandedOverResults;
}

type IsMissing<TData> = (result: TData) => boolean;

/** In the browser: fetches data older than its cache time again, without holding up the navigation. */
function refreshIfExpired<TData, TVariables extends OperationVariables>(
  { apollo, ages }: RouteDeps,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) {
  if (!ages?.isExpired(query, variables)) return;
  void apollo
    .load()
    .then((client) => client.query({ query, variables, fetchPolicy: 'network-only' }))
    .catch(() => undefined);
}

/** On the server: runs the page's query; a status for a failure or a missing item, else the result. */
async function runOnServer<TData, TVariables extends OperationVariables>(
  { apollo }: RouteDeps,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  isMissing: IsMissing<TData>,
  fetchPolicy: 'cache-first' | 'no-cache',
) {
  const result = await (await apollo.load()).query({ query, variables, errorPolicy: 'all', fetchPolicy });
  if (result.error || !result.data) return { status: data({ failed: true }, { status: 503 }) };
  if (isMissing(result.data as TData)) return { status: data({ notFound: true }, { status: 404 }) };
  return { result: result.data as TData };
}

/**
 * Route loader body: on the server it runs the page's query into the Apollo cache and answers
 * 404 when `isMissing` says the item does not exist, 503 when the data could not be read.
 * In the browser navigation is immediate and the page shows its loading state; data older than
 * its cache time (cache-times.ts) is fetched again meanwhile, and the page updates when it arrives.
 */
export async function prefetch<TData, TVariables extends OperationVariables>(
  deps: RouteDeps,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  isMissing: IsMissing<TData> = () => false,
) {
  if (!deps.isServer) {
    refreshIfExpired(deps, query, variables);
    return null;
  }
  const { status } = await runOnServer(deps, query, variables, isMissing, 'cache-first');
  return status ?? null;
}

/**
 * Route loader body for a page whose data is large (the glossary's hundreds of terms): like
 * `prefetch`, but the server hands the query's result over as the route's loader data instead of
 * through Apollo's cache, and the page reads it with `PageQuery` (page-query.tsx). Restoring that
 * data into Apollo's normalized cache and reading it back while the page hydrates blocked a
 * phone's main thread for about half a second; a plain result costs nothing to read.
 * In the browser the handed-over result serves later visits too, until its cache time runs out;
 * then it moves into Apollo's cache, so the page shows it while the new data loads.
 */
export async function handOver<TData, TVariables extends OperationVariables>(
  deps: RouteDeps,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  isMissing: IsMissing<TData> = () => false,
): Promise<HandedOverData | ReturnType<typeof data> | null> {
  if (deps.isServer) {
    const { status, result } = await runOnServer(deps, query, variables, isMissing, 'no-cache');
    return status ?? { handedOver: { [queryKey(query, variables)]: result } };
  }
  const kept = deps.handedOver?.get(query, variables);
  if (kept !== undefined) {
    if (!deps.ages?.isExpired(query, variables)) return { handedOver: { [queryKey(query, variables)]: kept } };
    deps.handedOver?.delete(query, variables);
    // Should Apollo's code not load, the page asks for the data itself (and shows its error).
    await deps.apollo.load().then(
      (client) => client.writeQuery({ query, variables, data: kept }),
      () => undefined,
    );
  }
  refreshIfExpired(deps, query, variables);
  return null;
}
