import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from 'jest';
import { createDataSource } from '../../server/src/db/data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/src/db/embedded-postgres';
import { readContentSet } from '../../server/src/modules/content/content-files';
import { loadContent } from '../../server/src/modules/content/content-loader';
import { startSiteBroker, type SiteBroker } from './site-broker';
import { recreateDatabase, TEMPLATE_DATABASE, workerDatabase } from './test-database';

declare global {
  var __BIDLIGHT_EMBEDDED_PG__: EmbeddedDatabase | undefined;
  /** The temporary folder holding the embedded PostgreSQL's data: removed by the teardown. */
  var __BIDLIGHT_EMBEDDED_PG_DIR__: string | undefined;
  var __BIDLIGHT_SITE_BROKER__: SiteBroker | undefined;
}

/**
 * One real PostgreSQL for the whole run: DATABASE_URL's server when set, else an embedded one.
 * A template database is migrated and loaded with the real content once; each jest worker gets a
 * copy of its own (tests/setup/worker-env.ts points the worker at it), so one worker's truncating
 * never meets another's rows.
 */
export default async function globalSetup(globalConfig: { maxWorkers: Config['maxWorkers'] }) {
  // The servers the suites start render with the builds a deployment runs (server/src/config/node-env.ts):
  // React's, React Router's and graphql-js's development builds rendered the crawl's 700 pages in
  // 49 s against 39 s, checking nothing a test asserts. Set before jest starts its workers, which
  // take this process's environment (the browser suites' site does not: site-broker.ts).
  process.env.NODE_ENV = 'production';
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'bidlight-test-'));
    globalThis.__BIDLIGHT_EMBEDDED_PG_DIR__ = dir;
    const embedded = await startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), preferredPort: 55432 });
    globalThis.__BIDLIGHT_EMBEDDED_PG__ = embedded;
    serverUrl = embedded.url;
  }
  const dataSource = createDataSource({ url: await recreateDatabase(serverUrl, TEMPLATE_DATABASE) });
  await dataSource.initialize();
  await dataSource.runMigrations();
  await loadContent(dataSource, await readContentSet(path.resolve('content')));
  await dataSource.destroy();
  for (let worker = 1; worker <= Number(globalConfig.maxWorkers); worker += 1) await recreateDatabase(serverUrl, workerDatabase(worker), TEMPLATE_DATABASE);
  process.env.TEST_SERVER_URL = serverUrl;
  globalThis.__BIDLIGHT_SITE_BROKER__ = await startSiteBroker(serverUrl);
  process.env.TEST_SITE_BROKER_URL = globalThis.__BIDLIGHT_SITE_BROKER__.url;
}
