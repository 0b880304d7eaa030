import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDataSource } from '../../server/src/db/data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/src/db/embedded-postgres';
import { readContentSet } from '../../server/src/modules/content/content-files';
import { loadContent } from '../../server/src/modules/content/content-loader';
import { recreateDatabase, TEST_DATABASE } from './test-database';

declare global {
  var __BIDLIGHT_EMBEDDED_PG__: EmbeddedDatabase | undefined;
  /** The temporary folder holding the embedded PostgreSQL's data: removed by the teardown. */
  var __BIDLIGHT_EMBEDDED_PG_DIR__: string | undefined;
}

/**
 * One real PostgreSQL for the whole run: DATABASE_URL's server when set, else an embedded one.
 * A fresh test database is migrated once and loaded with the real content.
 */
export default async function globalSetup() {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'bidlight-test-'));
    globalThis.__BIDLIGHT_EMBEDDED_PG_DIR__ = dir;
    const embedded = await startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), preferredPort: 55432 });
    globalThis.__BIDLIGHT_EMBEDDED_PG__ = embedded;
    serverUrl = embedded.url;
  }
  const url = await recreateDatabase(serverUrl, TEST_DATABASE);
  const dataSource = createDataSource({ url });
  await dataSource.initialize();
  await dataSource.runMigrations();
  await loadContent(dataSource, await readContentSet(path.resolve('content')));
  await dataSource.destroy();
  process.env.TEST_SERVER_URL = serverUrl;
  process.env.TEST_DATABASE_URL = url;
}
