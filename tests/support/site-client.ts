import type { DataSource } from 'typeorm';

/**
 * What a test needs to reach a running site over HTTP and its database with SQL. Kept apart from
 * test-server.ts so that browser tests, whose site runs in jest's main process (site-broker.ts),
 * do not load the server's code into each test file.
 */

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

/** Runs SQL on the test database: a TypeORM DataSource, or the browser tests' small pg pool. */
export type SqlRunner = Pick<DataSource, 'query'>;

export interface SiteClient {
  url: string;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  graphql<T = unknown>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] } }>;
}

/** HTTP helpers bound to the site at `url`: redirects are not followed, bodies are JSON. */
export function siteClient(url: string): SiteClient {
  return {
    url,
    get: (p, headers = {}) => fetch(`${url}${p}`, { headers, redirect: 'manual' }),
    post: (p, body, headers = {}) =>
      fetch(`${url}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    graphql: async (query, variables, headers = {}) => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: await response.json() };
    },
  };
}

/** Empties the visitor-written tables; content stays. */
export async function resetVisitorData(database: SqlRunner): Promise<void> {
  await database.query(
    'TRUNCATE waitlist_signups, survey_responses, contact_messages, outbox_events, email_list_members, email_lists, page_view_vitals RESTART IDENTITY CASCADE',
  );
}
