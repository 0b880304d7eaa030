import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
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

/**
 * The browser's client: same-origin /graphql with credentials, starting from the page's
 * server-rendered cache; `ages` records when each query's data arrived (section 9's cache times).
 */
export function createBrowserApolloClient(state: NormalizedCacheObject | undefined, ages: QueryAges): ApolloClient {
  const cache = createCache();
  if (state) cache.restore(state);
  return new ApolloClient({
    cache,
    link: ApolloLink.from([ages.link, new HttpLink({ uri: '/graphql', credentials: 'include' })]),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
