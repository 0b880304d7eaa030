import { withDatabase, workerDatabase } from './test-database';

// Each test file runs in a jest worker; its database is that worker's copy of the template (global-setup.ts).
process.env.TEST_DATABASE_URL = withDatabase(process.env.TEST_SERVER_URL!, workerDatabase(process.env.JEST_WORKER_ID ?? '1'));
