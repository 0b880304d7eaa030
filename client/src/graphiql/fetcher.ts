import type { GraphiQLProps } from 'graphiql';
import { GraphQLError } from 'graphql';

type Fetcher = GraphiQLProps['fetcher'];

/**
 * Sends each operation as a JSON POST (which passes Apollo's CSRF prevention) with the headers
 * editor's headers, and shows the server's JSON answer whatever its status: a 401 for an admin
 * field without the token, or a 400 for an invalid query, carries its errors in the body.
 */
export function graphqlFetcher(url: string): Fetcher {
  return async ({ query, variables, operationName }, options) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        accept: 'application/graphql-response+json, application/json',
        'content-type': 'application/json',
        ...options?.headers,
      },
      body: JSON.stringify({ query, variables, operationName }),
      credentials: 'same-origin',
    });
    const text = await response.text();
    try {
      return JSON.parse(text) as Awaited<ReturnType<Fetcher>>;
    } catch {
      // A refusal before GraphQL runs (too large, rate-limited) may be plain text.
      return { errors: [new GraphQLError(`HTTP ${response.status}: ${text.slice(0, 500)}`)] };
    }
  };
}
