import type { FetchPolicy, OperationVariables } from '@apollo/client';
import type { DocumentNode } from 'graphql';

const MINUTE = 60_000;

/**
 * The cache times, by page query: how long the browser answers a page's query from Apollo's cache
 * before asking the server again (no refetch on focus, no polling).
 */
export const CACHE_TIME_MS: Readonly<Record<string, number>> = {
  // The industries list: 10 minutes on the landing section and in the blog's helpers.
  LandingIndustries: 10 * MINUTE,
  IndustriesPage: 10 * MINUTE,
  BlogPostPage: 10 * MINUTE,
  // The footer's and the sidebar's industries, competitors and posts: 5 minutes.
  LayoutLinks: 5 * MINUTE,
  // Industry detail and niches: 5 minutes.
  IndustryPage: 5 * MINUTE,
  NichePage: 5 * MINUTE,
  // The blog list: 5 minutes.
  BlogListPage: 5 * MINUTE,
  // The glossary: 30 minutes.
  GlossaryPage: 30 * MINUTE,
  GlossaryTermPage: 30 * MINUTE,
};

/** Queries without a time of their own above (competitors, the guide, search) keep the common 5 minutes. */
export const DEFAULT_CACHE_TIME_MS = 5 * MINUTE;

/** The name of a document's operation (`IndustryPage`). */
export function operationNameOf(query: DocumentNode): string {
  for (const definition of query.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? '';
  }
  return '';
}

const keyOf = (operationName: string, variables: OperationVariables | undefined) => `${operationName} ${JSON.stringify(variables ?? {})}`;

/**
 * When each query's answer arrived from the server: recorded by the Apollo link in apollo.ts, read
 * before Apollo's code has loaded (the layout's loader asks whether its links are still fresh).
 * The server-rendered page's data counts from the page load.
 */
export class AnswerTimes {
  private readonly answeredAt = new Map<string, number>();
  private readonly loadedAt: number;

  constructor(private readonly now: () => number = Date.now) {
    this.loadedAt = now();
  }

  record(operationName: string, variables: OperationVariables | undefined): void {
    this.answeredAt.set(keyOf(operationName, variables), this.now());
  }

  /** True while the query's last answer is younger than its cache time. */
  isFresh(query: DocumentNode, variables: OperationVariables | undefined): boolean {
    const operationName = operationNameOf(query);
    const answeredAt = this.answeredAt.get(keyOf(operationName, variables)) ?? this.loadedAt;
    return this.now() - answeredAt < (CACHE_TIME_MS[operationName] ?? DEFAULT_CACHE_TIME_MS);
  }
}

/** The browser's answer times (one page load). */
export const answerTimes = new AnswerTimes();

/** Within its cache time a query is answered from Apollo's cache (when there), after it from the server. */
export const fetchPolicyFor = (query: DocumentNode, variables: OperationVariables | undefined): FetchPolicy =>
  answerTimes.isFresh(query, variables) ? 'cache-first' : 'network-only';
