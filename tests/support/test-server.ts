import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase, startServer, type RunningServer } from '../../server/src/bootstrap';
import { parseEnv } from '../../server/src/config/env';
import { siteClient, TEST_ADMIN_TOKEN, type SiteClient } from './site-client';

export { resetVisitorData, TEST_ADMIN_TOKEN } from './site-client';

export interface TestServer extends SiteClient {
  running: RunningServer;
  dataSource: DataSource;
  /** SQL statements run since the last reset. */
  sql: { statements: string[]; reset(): void };
  close(): Promise<void>;
}

/** Starts the real app on port 0 against this worker's test database (or `databaseUrl`). */
export async function startTestServer(options: { pages?: boolean; env?: Record<string, string>; databaseUrl?: string } = {}): Promise<TestServer> {
  const statements: string[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bidlight-data-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_SITE_URL: 'http://localhost:3000',
    DATABASE_URL: options.databaseUrl ?? process.env.TEST_DATABASE_URL,
    DATA_DIR: dataDir,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    ADMIN_AUTH_FAILURES_PER_MINUTE: '10000',
    VITALS_REPORTS_PER_MINUTE: '10000',
    ...options.env,
  });
  const quiet = process.env.TEST_SERVER_LOG ? (message: string) => console.error(message) : () => undefined;
  const database = await openDatabase(env, quiet, (sql) => statements.push(sql));
  const running = await startServer({ env, log: quiet, withPages: options.pages ?? false, buildIfNeeded: false, database });
  return {
    ...siteClient(running.url),
    running,
    dataSource: database.dataSource,
    sql: {
      statements,
      reset: () => {
        statements.length = 0;
      },
    },
    close: async () => {
      await running.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
