/** npm run db:migrate: applies pending migrations to DATABASE_URL or the embedded PostgreSQL. */
import { openDatabase } from '../server/src/bootstrap';
import { parseEnv } from '../server/src/config/env';

const database = await openDatabase(parseEnv(), (message) => console.log(`[migrate] ${message}`));
await database.close();
