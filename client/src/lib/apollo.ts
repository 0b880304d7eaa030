import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * The browser's client: same-origin /graphql with credentials, created when a loader first needs
 * it (the first page's data came as its routes' loader data). Queries go by GET, so the browser's
 * HTTP cache keeps each answer for the time the server gives it (the schema's @cacheControl hints:
 * the specification's cache times); the loaders ask with `no-cache` (route-data.ts), so Apollo
 * keeps no second copy.
 */
export const createBrowserApolloClient = () =>
  new ApolloClient({ cache: new InMemoryCache(), link: new HttpLink({ uri: '/graphql', credentials: 'include', useGETForQueries: true }) });
