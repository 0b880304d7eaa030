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

test('a database that already holds industries and niches takes the FAQ columns, empty until the content is loaded again', async () => {
  await dataSource.runMigrations();
  const hasFaqs = async () =>
    ((await dataSource.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'industries' AND column_name = 'faqs'`)) as unknown[]).length > 0;
  // Back to the schema before the FAQs, whatever migrations came after them.
  while (await hasFaqs()) await dataSource.undoLastMigration();
  const [industry] = (await dataSource.query(
    `INSERT INTO industries (slug, title, description, meta_description, featured_image, market_size, average_contract_value, competition_level,
       opportunity_frequency, regulation_complexity, success_stories, key_pain_points, common_rfp_types, seo_keywords)
     VALUES ('loaded', 'Loaded', 'd', 'm', '/i.svg', '$1B', '$1K – $2K', 'Low', 'Weekly', 'Low', 's', 'a, b', 'a, b', '{k}') RETURNING id`,
  )) as { id: string }[];
  await dataSource.query(
    `INSERT INTO niches (industry_id, slug, position, title, subcategory, description, meta_description, average_contract_value, opportunity_frequency,
       competition_level, success_metrics, key_pain_points, buyer_profiles, compliance_requirements, proposal_tips, long_tail_keywords)
     VALUES ($1, 'niche', 0, 'Niche', 'Sub', 'd', 'm', '$1K – $2K', 'Weekly', 'Low', 's', 'p.', 'T: d.', '', 't.', '{k}')`,
    [industry!.id],
  );
  await dataSource.runMigrations();
  expect(await dataSource.query(`SELECT market_size_basis, faqs FROM industries WHERE slug = 'loaded'`)).toEqual([{ market_size_basis: '', faqs: [] }]);
  expect(await dataSource.query(`SELECT faqs FROM niches WHERE slug = 'niche'`)).toEqual([{ faqs: [] }]);
  await dataSource.query(`DELETE FROM industries WHERE slug = 'loaded'`);
});
