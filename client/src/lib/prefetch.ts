import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { data } from 'react-router-dom';
import type { ApolloSource } from './apollo-source';
import type { QueryAges } from './cache-times';

export interface RouteDeps {
  /** The Apollo client, loaded on first use in the browser (apollo-source.tsx). */
  apollo: ApolloSource;
  /** On the server, loaders wait for the page's data (and its status); in the browser they never block. */
  isServer: boolean;
  /** In the browser: when each query's data arrived, to refresh it after its cache time. */
  ages?: QueryAges;
}

/**
 * Route loader body: on the server it runs the page's query into the Apollo cache and answers
 * 404 when `isMissing` says the item does not exist, 503 when the data could not be read.
 * In the browser navigation is immediate and the page shows its loading state; data older than
 * its cache time (cache-times.ts) is fetched again meanwhile, and the page updates when it arrives.
 */
export async function prefetch<TData, TVariables extends OperationVariables>(
  { apollo, isServer, ages }: RouteDeps,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  isMissing: (result: TData) => boolean = () => false,
) {
  if (!isServer) {
    if (ages?.isExpired(query, variables)) {
      void apollo
        .load()
        .then((client) => client.query({ query, variables, fetchPolicy: 'network-only' }))
        .catch(() => undefined);
    }
    return null;
  }
  const result = await (await apollo.load()).query({ query, variables, errorPolicy: 'all' });
  if (result.error || !result.data) return data({ failed: true }, { status: 503 });
  if (isMissing(result.data as TData)) return data({ notFound: true }, { status: 404 });
  return null;
}
