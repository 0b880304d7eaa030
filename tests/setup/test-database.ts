import pg from 'pg';

export const TEST_DATABASE = 'bidlight_test';

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Drops and recreates `database` on the server of `adminUrl`. */
export async function recreateDatabase(adminUrl: string, database: string): Promise<string> {
  const client = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${database}`);
  } finally {
    await client.end();
  }
  return withDatabase(adminUrl, database);
}
