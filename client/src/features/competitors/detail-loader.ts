import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { data } from 'react-router-dom';
import type { RouteDeps } from '../../lib/prefetch';

export type DetailOutcome = 'found' | 'missing' | 'unavailable';

/**
 * Like `prefetch`, but a failure in one part of the query (for example the alternatives of a
 * comparison page) does not fail the page: `outcome` decides from the partial answer whether
 * the page is there (200), missing (404) or could not be read at all (503).
 */
export async function prefetchDetail<TData, TVariables extends OperationVariables>(
  { apollo, isServer }: RouteDeps,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  outcome: (result: TData | undefined, failed: boolean) => DetailOutcome,
) {
  if (!isServer) return null;
  const result = await (await apollo.load()).query({ query, variables, errorPolicy: 'all' });
  switch (outcome((result.data ?? undefined) as TData | undefined, Boolean(result.error))) {
    case 'missing':
      return data({ notFound: true }, { status: 404 });
    case 'unavailable':
      return data({ failed: true }, { status: 503 });
    default:
      return null;
  }
}
