// First: React and its kin choose their production or development build as they load.
import './config/node-env';
import { startServer } from './bootstrap';
import { ConfigError, parseEnv } from './config/env';
import { ContentValidationError } from './modules/content/content-files';

const log = (message: string) => console.log(`[bidlight] ${message}`);

async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer({ env, log });
  log(`site: ${server.url} (public URL ${server.config.publicSiteUrl})`);
  log(`graphql: ${server.url}/graphql`);
  if (server.config.adminTokenGenerated) {
    log(`admin token (generated, kept in ${env.DATA_DIR}/secrets.json; npm run admin:token prints it): ${server.config.adminToken}`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing requests and stopping`);
    await server.close();
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ContentValidationError) console.error(error.message);
  else if ((error as { code?: string }).code === 'EADDRINUSE') {
    console.error(`[bidlight] start-up failed: port ${(error as { port?: number }).port} is in use. Stop the other process or set PORT.`);
  } else console.error('[bidlight] start-up failed:', error);
  process.exit(1);
});
