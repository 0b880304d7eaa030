import pg from 'pg';

/** Migrated and loaded with the content once a run; each jest worker's database is a copy of it. */
export const TEMPLATE_DATABASE = 'bidlight_test_template';

/** The database of jest worker `workerId` (JEST_WORKER_ID: 1 to maxWorkers; 1 in band). */
export function workerDatabase(workerId: string | number): string {
  return `bidlight_test_${workerId}`;
}

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Drops and recreates `database` on the server of `adminUrl`: empty, or a copy of `template`. */
export async function recreateDatabase(adminUrl: string, database: string, template?: string): Promise<string> {
  const client = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.query(template ? `CREATE DATABASE ${database} TEMPLATE ${template}` : `CREATE DATABASE ${database}`);
  } finally {
    await client.end();
  }
  return withDatabase(adminUrl, database);
}
