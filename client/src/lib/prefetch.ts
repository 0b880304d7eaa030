import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { data } from 'react-router-dom';

export interface RouteDeps {
  apollo: ApolloClient;
  /** On the server, loaders wait for the page's data (and its status); in the browser they never block. */
  isServer: boolean;
}

/**
 * Route loader body: on the server it runs the page's query into the Apollo cache and answers
 * 404 when `isMissing` says the item does not exist, 503 when the data could not be read.
 * In the browser navigation is immediate and the page shows its loading state.
 */
export async function prefetch<TData, TVariables extends OperationVariables>(
  { apollo, isServer }: RouteDeps,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  isMissing: (result: TData) => boolean = () => false,
) {
  if (!isServer) return null;
  const result = await apollo.query({ query, variables, errorPolicy: 'all' });
  if (result.error || !result.data) return data({ failed: true }, { status: 503 });
  if (isMissing(result.data as TData)) return data({ notFound: true }, { status: 404 });
  return null;
}
