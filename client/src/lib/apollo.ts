import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { tap } from 'rxjs';
import type { QueryAges } from './cache-times';
import { nextTask } from './next-task';

/**
 * Content types are identified by slug, so a list and a detail page share cache entries.
 *
 * Without result caching: its dependency tracking roughly doubled the cost of restoring the
 * server's cache and reading a page's query from it, which a phone pays as the page hydrates (the
 * glossary's 266 terms were about 150 ms of blocked main thread). Content is written rarely after
 * that (a glossary card's FAQ answers, a search), so reads recomputed on those writes cost less.
 */
export function createCache() {
  return new InMemoryCache({
    resultCaching: false,
    typePolicies: {
      Industry: { keyFields: ['slug'] },
      BlogPost: { keyFields: ['slug'] },
      GlossaryTerm: { keyFields: ['slug'] },
      Competitor: { keyFields: ['slug'] },
      Niche: { keyFields: false },
      // Block ids (b1, b2, …) repeat across posts: blocks live inside their post, never shared.
      ContentBlock: { keyFields: false },
      SiteSettings: { keyFields: [] },
    },
  });
}

/** Records in `ages` when each query's network answer arrived. */
function recordAnswers(ages: QueryAges): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap((result) => {
        if (!result.errors?.length && operation.operationName) ages.record(operation.operationName, operation.variables);
      }),
    ),
  );
}

/**
 * The browser's client (loaded on first use, see apollo-source.tsx): same-origin /graphql with credentials, starting from the page's
 * server-rendered cache; `ages` records when each query's data arrived (for the cache times of cache-times.ts).
 * Reading the server's cache and restoring it each get a task of their own: on the glossary they
 * are several hundred kilobytes of JSON.
 */
export async function createBrowserApolloClient(state: NormalizedCacheObject | undefined, ages: QueryAges): Promise<ApolloClient> {
  const cache = createCache();
  await nextTask();
  if (state) {
    cache.restore(state);
    await nextTask();
  }
  return new ApolloClient({
    cache,
    link: ApolloLink.from([recordAnswers(ages), new HttpLink({ uri: '/graphql', credentials: 'include' })]),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
