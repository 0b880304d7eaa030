import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { tap } from 'rxjs';
import { answerTimes } from './cache-times';

/**
 * Content types are identified by slug, so a list and a detail page share cache entries.
 *
 * Without result caching: each query's result is read once per visit by its route's loader (the
 * pages read the loader data, not the cache), so the dependency tracking would cost without
 * paying back (it roughly doubled the cost of writing and reading the glossary's 266 terms).
 * The loaders choose the fetch policy per query (cache-times.ts).
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

/** Records when each query's answer arrived, for its cache time (cache-times.ts). */
const recordAnswers = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    tap((result) => {
      if (!result.errors?.length && operation.operationName) answerTimes.record(operation.operationName, operation.variables);
    }),
  ),
);

/**
 * The browser's client: same-origin /graphql with credentials. It starts empty (the first page's
 * data came as its routes' loader data) and is created when a loader first needs it.
 */
export function createBrowserApolloClient(): ApolloClient {
  return new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([recordAnswers, new HttpLink({ uri: '/graphql', credentials: 'include' })]),
  });
}
