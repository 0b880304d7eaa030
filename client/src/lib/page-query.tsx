import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Suspense, type ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import { WithApollo } from './apollo-source';
import { handedOverResult } from './handed-over';

export interface PageQueryResult<TData> {
  data: TData | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
}

interface PageQueryProps<TData, TVariables extends OperationVariables> {
  query: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  /** 'all' for a page that shows a partial answer (the loader used `handOverJudged`). */
  errorPolicy?: 'none' | 'all';
  children: (result: PageQueryResult<TData>) => ReactNode;
}

function AskApollo<TData, TVariables extends OperationVariables>({ query, variables, errorPolicy, children }: PageQueryProps<TData, TVariables>) {
  const { data, loading, error } = useQuery<TData, TVariables>(query, { variables, errorPolicy } as useQuery.Options<TData, TVariables>);
  return children({ data: data as TData | undefined, loading, error });
}

/**
 * A page's query when its route loader uses `handOver` (prefetch.ts): renders with the result the
 * loader handed over when there is one, without Apollo (not even to skip the query: setting up a
 * watched query costs a phone tens of milliseconds), else with Apollo's `useQuery` as any other
 * page does, showing the page's loading state while Apollo's code loads (such a page's route
 * does not load it, see routes.tsx). Should the handed-over result give way to Apollo's (its
 * cache time ran out while the page stayed open), the page below is mounted afresh.
 */
export function PageQuery<TData, TVariables extends OperationVariables>({ query, variables, errorPolicy, children }: PageQueryProps<TData, TVariables>) {
  const handed = handedOverResult(useLoaderData(), query, variables);
  if (handed !== undefined) return children({ data: handed, loading: false, error: undefined });
  return (
    <Suspense fallback={children({ data: undefined, loading: true, error: undefined })}>
      <WithApollo>
        <AskApollo query={query} variables={variables} errorPolicy={errorPolicy}>
          {children}
        </AskApollo>
      </WithApollo>
    </Suspense>
  );
}
