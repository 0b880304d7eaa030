import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase, startServer, type RunningServer } from '../../server/src/bootstrap';
import { parseEnv } from '../../server/src/config/env';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export interface TestServer {
  url: string;
  running: RunningServer;
  dataSource: DataSource;
  /** SQL statements run since the last reset. */
  sql: { statements: string[]; reset(): void };
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  graphql<T = unknown>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] } }>;
  close(): Promise<void>;
}

/** Starts the real app on port 0 against the test database. */
export async function startTestServer(options: { pages?: boolean; env?: Record<string, string> } = {}): Promise<TestServer> {
  const statements: string[] = [];
  const env = parseEnv({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_SITE_URL: 'http://localhost:3000',
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'bidlight-data-')),
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    ADMIN_AUTH_FAILURES_PER_MINUTE: '10000',
    ...options.env,
  });
  const quiet = process.env.TEST_SERVER_LOG ? (message: string) => console.error(message) : () => undefined;
  const database = await openDatabase(env, quiet, (sql) => statements.push(sql));
  const running = await startServer({ env, log: quiet, withPages: options.pages ?? false, buildIfNeeded: false, database });
  const url = running.url;
  return {
    url,
    running,
    dataSource: database.dataSource,
    sql: {
      statements,
      reset: () => {
        statements.length = 0;
      },
    },
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
    close: async () => {
      await running.close();
      await database.close();
    },
  };
}

/** Empties the visitor-written tables; content stays. */
export async function resetVisitorData(dataSource: DataSource): Promise<void> {
  await dataSource.query(
    'TRUNCATE waitlist_signups, survey_responses, contact_messages, outbox_events, email_list_members, email_lists RESTART IDENTITY CASCADE',
  );
}
