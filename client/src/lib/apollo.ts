import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { tap } from 'rxjs';
import type { QueryAges } from './cache-times';

/**
 * Content types are identified by slug, so a list and a detail page share cache entries.
 *
 * Without result caching: each query's result is read once per visit by its route's loader (the
 * pages read the loader data, not the cache), so the dependency tracking would cost without
 * paying back (it roughly doubled the cost of writing and reading the glossary's 266 terms).
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
 * The browser's client (loaded on first use, see apollo-source.ts): same-origin /graphql with
 * credentials, with an empty cache (the page's own data came as its routes' loader data); `ages`
 * records when each query's data arrived (for the cache times of cache-times.ts).
 */
export function createBrowserApolloClient(ages: QueryAges): ApolloClient {
  return new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([recordAnswers(ages), new HttpLink({ uri: '/graphql', credentials: 'include' })]),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
