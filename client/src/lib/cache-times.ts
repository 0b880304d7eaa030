import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { DocumentNode } from 'graphql';

const MINUTE = 60_000;

/**
 * The cache times, by page query: how long the browser keeps using a page's data before
 * the next visit to a page that shows it fetches it again (route loaders ask, see prefetch.ts).
 * Data is never stale within that time (no refetch on focus, no polling); after it, the page
 * shows the data it has while the new data loads.
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

const keyOf = (operationName: string, variables: OperationVariables | undefined) => `${operationName} ${JSON.stringify(variables ?? {})}`;

/** The name of a document's operation (`IndustryPage`). */
function operationNameOf(query: DocumentNode): string {
  for (const definition of query.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? '';
  }
  return '';
}

/** Names a query with its variables (`IndustryPage {"slug":"healthcare"}`). */
export const queryKey = (query: DocumentNode, variables: OperationVariables | undefined) => keyOf(operationNameOf(query), variables);

/**
 * When each query's data arrived in the browser. Data that came with the server-rendered page
 * counts from the page load; the Apollo client records its network answers (apollo.ts). Kept free
 * of Apollo's code: the route table asks it before any page has loaded Apollo.
 */
export class QueryAges {
  private readonly fetchedAt = new Map<string, number>();
  private readonly loadedAt: number;

  constructor(private readonly now: () => number = Date.now) {
    this.loadedAt = now();
  }

  record(operationName: string, variables: OperationVariables | undefined): void {
    this.fetchedAt.set(keyOf(operationName, variables), this.now());
  }

  /** True once the query's data is older than its cache time. */
  isExpired<TVariables extends OperationVariables>(query: TypedDocumentNode<unknown, TVariables>, variables: TVariables): boolean {
    const operationName = operationNameOf(query);
    const fetchedAt = this.fetchedAt.get(queryKey(query, variables)) ?? this.loadedAt;
    return this.now() - fetchedAt >= (CACHE_TIME_MS[operationName] ?? DEFAULT_CACHE_TIME_MS);
  }
}
