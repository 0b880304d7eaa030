import type { DataSource } from 'typeorm';
import { createDataSource } from '../../server/src/db/data-source';
import { migrations } from '../../server/src/db/migrations';
import { recreateDatabase } from '../setup/test-database';

let dataSource: DataSource;
beforeAll(async () => {
  const url = await recreateDatabase(process.env.TEST_SERVER_URL!, 'bidlight_migrations');
  dataSource = createDataSource({ url });
  await dataSource.initialize();
});
afterAll(async () => {
  await dataSource.destroy();
});

/** The application's tables: not TypeORM's own (the migrations run, the expressions of generated columns). */
const tables = async () =>
  (
    (await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT IN ('typeorm_migrations', 'typeorm_metadata') ORDER BY 1`,
    )) as { table_name: string }[]
  ).map((row) => row.table_name);

test('the migrations go up, all the way down, and up again', async () => {
  await dataSource.runMigrations();
  const created = await tables();
  expect(created).toEqual(
    expect.arrayContaining(['industries', 'niches', 'blog_posts', 'glossary_terms', 'competitors', 'waitlist_signups', 'survey_responses', 'contact_messages', 'email_lists', 'outbox_events', 'content_state']),
  );
  for (let index = 0; index < migrations.length; index += 1) await dataSource.undoLastMigration();
  expect(await tables()).toEqual([]);
  await dataSource.runMigrations();
  expect(await tables()).toEqual(created);
});

test('the entities and the migrations describe the same schema', async () => {
  await dataSource.runMigrations();
  const pending = await dataSource.driver.createSchemaBuilder().log();
  expect(pending.upQueries.map((query) => query.query)).toEqual([]);
});

test('a signup email must be stored normalised, and only once', async () => {
  await dataSource.runMigrations();
  await expect(
    dataSource.query(`INSERT INTO waitlist_signups (email, company_name, company_size, utm) VALUES ('Mixed@Example.com', 'a', 'b', '{}')`),
  ).rejects.toThrow(/ck_waitlist_signups_email_normalised/);
  await dataSource.query(`INSERT INTO waitlist_signups (email, company_name, company_size, utm) VALUES ('one@example.com', 'a', 'b', '{}')`);
  await expect(
    dataSource.query(`INSERT INTO waitlist_signups (email, company_name, company_size, utm) VALUES ('one@example.com', 'a', 'b', '{}')`),
  ).rejects.toThrow(/uq_waitlist_signups_email/);
});
