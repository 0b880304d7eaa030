import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { handedOverResult, PendingResult, type PendingAnswer } from './handed-over';

export interface PageQueryResult<TData> {
  data: TData | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
}

/** The error a page shows when the server answered 503 because its data could not be read. */
const UNAVAILABLE: ErrorLike = { name: 'Unavailable', message: 'The data could not be read' };

const unavailable = (routeData: unknown) => typeof routeData === 'object' && routeData !== null && (routeData as { failed?: unknown }).failed === true;

export interface PageDataOptions {
  /** Read another route's loader data ('root': the layout's) instead of the page's own. */
  route?: string;
  /** While a new answer is on its way (a filter changed), keep showing the previous one. */
  keepPrevious?: boolean;
}

/**
 * A query's result from the route's loader data (`handOverAll` in prefetch.ts), the one way a
 * page or part gets its data: at once when the server handed it over or the loader had it, else
 * once its pending answer arrives (meanwhile `loading`, with the expired or, with `keepPrevious`,
 * the previous result when there is one).
 */
export function usePageData<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { route, keepPrevious = false }: PageDataOptions = {},
): PageQueryResult<TData> {
  const own = useLoaderData();
  const other = useRouteLoaderData(route ?? '');
  return useLoadedResult(route ? other : own, query, variables, { keepPrevious });
}

/** `usePageData` for loader data from elsewhere: a fetcher's (`useFetcher().data`), which is undefined until it is loaded. */
export function useLoadedResult<TData, TVariables extends OperationVariables>(
  routeData: unknown,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { keepPrevious = false }: Pick<PageDataOptions, 'keepPrevious'> = {},
): PageQueryResult<TData> {
  const loaded = handedOverResult(routeData, query, variables);
  const pending = loaded instanceof PendingResult ? loaded : undefined;
  const [arrived, setArrived] = useState<{ from: PendingResult<TData>; answer: PendingAnswer<TData> }>();
  const previous = useRef<TData | undefined>(undefined);

  useEffect(() => {
    if (!pending) return;
    let current = true;
    void pending.answer.then((answer) => {
      if (current) setArrived({ from: pending, answer });
    });
    return () => {
      current = false;
    };
  }, [pending]);

  let result: PageQueryResult<TData>;
  // The server could not read the data (its 503): the page shows its error view.
  if (unavailable(routeData)) result = { data: undefined, loading: false, error: UNAVAILABLE };
  // Not loaded yet: the page's own state (a filter typed) is a moment ahead of the URL its loader follows.
  else if (loaded === undefined) result = { data: keepPrevious ? previous.current : undefined, loading: true, error: undefined };
  else if (!pending) result = { data: loaded as TData, loading: false, error: undefined };
  else if (arrived?.from === pending) result = { data: arrived.answer.data, loading: false, error: arrived.answer.error };
  else result = { data: pending.stale ?? (keepPrevious ? previous.current : undefined), loading: true, error: undefined };
  // The last result shown, kept once the render that showed it is committed.
  const shown = result.data;
  useEffect(() => {
    if (shown !== undefined) previous.current = shown;
  }, [shown]);
  return result;
}

interface PageQueryProps<TData, TVariables extends OperationVariables> extends PageDataOptions {
  query: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  children: (result: PageQueryResult<TData>) => ReactNode;
}

/** `usePageData` as a component: renders `children` with the query's result. */
export function PageQuery<TData, TVariables extends OperationVariables>({ query, variables, children, ...options }: PageQueryProps<TData, TVariables>) {
  return children(usePageData(query, variables, options));
}
