/**
 * Starts the site as `npm start` does, from the environment, but never builds the client: the
 * caller has just built it into DIST_DIR (a build inside the measured process would weigh on its
 * memory and time). Stops cleanly on SIGTERM or SIGINT.
 * Usage: node [--expose-gc] --import tsx scripts/lib/start-built-site.ts
 */
import { startServer } from '../../server/src/bootstrap';
import { parseEnv } from '../../server/src/config/env';

const log = (message: string) => console.log(`[bidlight] ${message}`);
const server = await startServer({ env: parseEnv(), log, buildIfNeeded: false });
log(`site: ${server.url}`);
const stop = async (signal: string) => {
  log(`${signal}: stopping`);
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop('SIGTERM'));
// Started with --expose-gc, SIGUSR2 collects garbage: a measurement reads memory without the garbage of the moment.
const { gc } = globalThis as { gc?: () => void };
if (gc) process.on('SIGUSR2', () => gc());
process.once('SIGINT', () => void stop('SIGINT'));
