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

/** What the server makes of a page's query answer, which may be partial (errors in some fields). */
export type PageOutcome = 'found' | 'missing' | 'unavailable';
export type JudgeAnswer<TData> = (result: TData | undefined, failed: boolean) => PageOutcome;

/** The common rule: any error, or no data, and the page is unavailable; `isMissing` tells a 404. */
const judgeBy =
  <TData>(isMissing: IsMissing<TData>): JudgeAnswer<TData> =>
  (result, failed) =>
    failed || result === undefined ? 'unavailable' : isMissing(result) ? 'missing' : 'found';

/** The route's status for an outcome: none for a page that is there. */
const statusFor = (outcome: PageOutcome) =>
  outcome === 'unavailable' ? data({ failed: true }, { status: 503 }) : outcome === 'missing' ? data({ notFound: true }, { status: 404 }) : null;

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

/** On the server: runs the page's query (keeping a partial answer) and judges it. */
async function runOnServer<TData, TVariables extends OperationVariables>(
  { apollo }: RouteDeps,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  judge: JudgeAnswer<TData>,
  fetchPolicy: 'cache-first' | 'no-cache',
) {
  const answer = await (await apollo.load()).query({ query, variables, errorPolicy: 'all', fetchPolicy });
  const result = (answer.data ?? undefined) as TData | undefined;
  return { outcome: judge(result, Boolean(answer.error)), result };
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
  const { outcome } = await runOnServer(deps, query, variables, judgeBy(isMissing), 'cache-first');
  return statusFor(outcome);
}

/**
 * Route loader body of the content pages: like `prefetch`, but the server hands the query's
 * result over as the route's loader data instead of through Apollo's cache, and the page reads it
 * with `PageQuery` (page-query.tsx), so it hydrates without Apollo's code (routes.tsx marks it
 * `withoutApollo`). Loading Apollo, restoring the page's data into its normalized cache and reading
 * it back were the longest tasks of a phone's hydration (the glossary's terms: about half a second;
 * a post: its blocking time in Lighthouse's slowed-down runs fell by about three quarters); a plain
 * result costs nothing to read. A missing item's result is handed over with the 404, so the page
 * shows its "not found" view from it.
 * In the browser the handed-over result serves later visits too, until its cache time runs out;
 * then it moves into Apollo's cache, so the page shows it while the new data loads.
 */
export function handOver<TData, TVariables extends OperationVariables>(
  deps: RouteDeps,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  isMissing: IsMissing<TData> = () => false,
): Promise<HandedOverData | ReturnType<typeof data> | null> {
  return handOverJudged(deps, query, variables, judgeBy(isMissing));
}

/**
 * `handOver` for a page whose answer may be partial and still make a page (a comparison whose
 * related posts failed): `judge` decides from the answer and whether any part failed.
 */
export async function handOverJudged<TData, TVariables extends OperationVariables>(
  deps: RouteDeps,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  judge: JudgeAnswer<TData>,
): Promise<HandedOverData | ReturnType<typeof data> | null> {
  if (deps.isServer) {
    const { outcome, result } = await runOnServer(deps, query, variables, judge, 'no-cache');
    if (outcome === 'unavailable' || result === undefined) return statusFor(outcome);
    const handedOver = { [queryKey(query, variables)]: result };
    return outcome === 'missing' ? data({ notFound: true, handedOver }, { status: 404 }) : { handedOver };
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
