import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { tap } from 'rxjs';
import type { QueryAges } from './cache-times';

/** Content types are identified by slug, so a list and a detail page share cache entries. */
export function createCache() {
  return new InMemoryCache({
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
 * server-rendered cache; `ages` records when each query's data arrived (section 9's cache times).
 */
export function createBrowserApolloClient(state: NormalizedCacheObject | undefined, ages: QueryAges): ApolloClient {
  const cache = createCache();
  if (state) cache.restore(state);
  return new ApolloClient({
    cache,
    link: ApolloLink.from([recordAnswers(ages), new HttpLink({ uri: '/graphql', credentials: 'include' })]),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
