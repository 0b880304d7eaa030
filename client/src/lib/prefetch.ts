import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { data } from 'react-router-dom';
import type { ApolloSource } from './apollo-source';
import { queryKey, type QueryAges } from './cache-times';
import { PendingResult, type HandedOverData, type HandedOverResults } from './handed-over';

export interface RouteDeps {
  /** The Apollo client, loaded on first use in the browser (apollo-source.ts). */
  apollo: ApolloSource;
  /** On the server, loaders wait for the page's data (and its status); in the browser they never block. */
  isServer: boolean;
  /** In the browser: when each query's data arrived, to ask again after its cache time. */
  ages?: QueryAges;
  /** In the browser: the query results the server handed over with the page (see `handOver`). */
  handedOver?: HandedOverResults;
}

type IsMissing<TData> = (result: TData) => boolean;

/** What the server makes of a page's query answer, which may be partial (errors in some fields). */
export type PageOutcome = 'found' | 'missing' | 'unavailable';
export type JudgeAnswer<TData> = (result: TData | undefined, failed: boolean) => PageOutcome;

/** The common rule: any error, or no data, and the page is unavailable; `isMissing` tells a 404. */
export const judgeBy =
  <TData>(isMissing: IsMissing<TData>): JudgeAnswer<TData> =>
  (result, failed) =>
    failed || result === undefined ? 'unavailable' : isMissing(result) ? 'missing' : 'found';

/** One query of a route's loader, with how its answer is judged and whether a partial answer is kept. */
export interface RouteQuery<TData = unknown, TVariables extends OperationVariables = OperationVariables> {
  query: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  judge?: JudgeAnswer<TData>;
  /** 'all' for a page that shows a partial answer (a comparison whose related posts failed). */
  errorPolicy?: 'none' | 'all';
  /**
   * What of the result the page shows, when it shows less than the query reads (a term page names
   * a few of every term): the server hands over only that, so a page's data does not grow with
   * the catalogue.
   */
  shown?: (result: TData) => TData;
}

/** Declares one query of a route's loader (typed by its document). */
export const routeQuery = <TData, TVariables extends OperationVariables>(entry: RouteQuery<TData, TVariables>) => entry as unknown as RouteQuery;

type LoaderAnswer = HandedOverData | ReturnType<typeof data> | null;

const OUTCOME_ORDER: readonly PageOutcome[] = ['found', 'missing', 'unavailable'];

/** On the server: runs every query (keeping partial answers), judges each, and hands the results over with the route's status. */
async function loadOnServer(deps: RouteDeps, entries: readonly RouteQuery[]): Promise<LoaderAnswer> {
  const client = await deps.apollo.load();
  const answers = await Promise.all(
    entries.map(async ({ query, variables, judge = judgeBy(() => false), shown }) => {
      const answer = await client.query({ query, variables, errorPolicy: 'all', fetchPolicy: 'no-cache' });
      const result = answer.data ?? undefined;
      const outcome = judge(result, Boolean(answer.error));
      return { key: queryKey(query, variables), result: result !== undefined && shown ? shown(result) : result, outcome };
    }),
  );
  const outcome = answers.reduce<PageOutcome>((worst, answer) => (OUTCOME_ORDER.indexOf(answer.outcome) > OUTCOME_ORDER.indexOf(worst) ? answer.outcome : worst), 'found');
  if (outcome === 'unavailable') return data({ failed: true }, { status: 503 });
  const handedOver = Object.fromEntries(answers.map(({ key, result }) => [key, result]));
  return outcome === 'missing' ? data({ notFound: true, handedOver }, { status: 404 }) : { handedOver };
}

/**
 * In the browser: a result the server handed over serves the page until its cache time runs out
 * (cache-times.ts); otherwise Apollo's client (loaded on first use) asks, from its cache within
 * the cache time, else from the server. The navigation does not wait: the loader data holds the
 * pending answer, and the page shows its loading state (or the expired result) meanwhile.
 */
function loadInBrowser({ apollo, ages, handedOver }: RouteDeps, entries: readonly RouteQuery[]): HandedOverData {
  const results: Record<string, unknown> = {};
  for (const { query, variables, errorPolicy = 'none' } of entries) {
    const key = queryKey(query, variables);
    const kept = handedOver?.get(query, variables);
    const expired = Boolean(ages?.isExpired(query, variables));
    if (kept !== undefined && !expired) {
      results[key] = kept;
      continue;
    }
    if (kept !== undefined) handedOver?.delete(query, variables);
    const answer = apollo
      .load()
      .then((client) => client.query({ query, variables, errorPolicy, fetchPolicy: expired ? 'network-only' : 'cache-first' }))
      .then(
        (result) => ({ data: result.data ?? undefined, error: result.error }),
        (error: unknown) => ({ data: undefined, error: error instanceof Error ? error : new Error(String(error)) }),
      );
    results[key] = new PendingResult(answer, kept);
  }
  return { handedOver: results };
}

/**
 * Route loader body, the one way a page gets its data: each query runs through Apollo's client
 * with its codegen-typed document, and its result becomes the route's loader data, read by the
 * page with `usePageData` or `PageQuery` (page-query.tsx).
 * On the server the loader waits for the answers: the first HTML is complete, carries the right
 * status (404 when a judge says the item does not exist, 503 when the data could not be read;
 * a missing item's result goes with its 404, so the page shows its "not found" view from it), and
 * the results reach the browser with the page. The browser hydrates from them without Apollo's
 * code: loading it and restoring a normalized cache were the longest tasks of a phone's start.
 */
export function handOverAll(deps: RouteDeps, entries: readonly RouteQuery[]): Promise<LoaderAnswer> | HandedOverData {
  return deps.isServer ? loadOnServer(deps, entries) : loadInBrowser(deps, entries);
}

/** `handOverAll` for a page with one query; `isMissing` tells a 404. */
export function handOver<TData, TVariables extends OperationVariables>(
  deps: RouteDeps,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  isMissing: IsMissing<TData> = () => false,
) {
  return handOverAll(deps, [routeQuery({ query, variables, judge: judgeBy(isMissing) })]);
}

/**
 * `handOver` for a page whose answer may be partial and still make a page (a comparison whose
 * related posts failed): `judge` decides from the answer and whether any part failed.
 */
export function handOverJudged<TData, TVariables extends OperationVariables>(
  deps: RouteDeps,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  judge: JudgeAnswer<TData>,
) {
  return handOverAll(deps, [routeQuery({ query, variables, judge, errorPolicy: 'all' })]);
}
