import type { DataSource } from 'typeorm';
import { createDataSource } from '../../server/src/db/data-source';
import { migrations } from '../../server/src/db/migrations';
import { SearchDocuments1795650214996 } from '../../server/src/db/migrations/1795650214996-SearchDocuments';
import { SEARCH_SQL } from '../../server/src/modules/search/search.service';
import { recreateDatabase } from '../setup/test-database';

const TABLES = ['industries', 'niches', 'blog_posts', 'glossary_terms', 'competitors'];

let dataSource: DataSource;
beforeAll(async () => {
  const url = await recreateDatabase(process.env.TEST_SERVER_URL!, 'bidlight_search_documents');
  dataSource = createDataSource({ url });
  await dataSource.initialize();
  await dataSource.runMigrations();
});
afterAll(async () => {
  await dataSource.destroy();
});

const documentColumns = async () =>
  (await dataSource.query(
    `SELECT table_name, data_type, is_generated, generation_expression FROM information_schema.columns
     WHERE table_schema = 'public' AND column_name = 'search_document' ORDER BY table_name`,
  )) as { table_name: string; data_type: string; is_generated: string; generation_expression: string }[];

const documentIndexes = async () =>
  (await dataSource.query(
    `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexdef LIKE '%search_document%' ORDER BY tablename`,
  )) as { tablename: string; indexname: string; indexdef: string }[];

test('every searchable table has a stored, generated, weighted tsvector column with a GIN index', async () => {
  const columns = await documentColumns();
  expect(columns.map((column) => column.table_name).sort()).toEqual([...TABLES].sort());
  for (const column of columns) {
    expect(column).toMatchObject({ data_type: 'tsvector', is_generated: 'ALWAYS' });
    expect(column.generation_expression).toMatch(/setweight\(to_tsvector\('english'::regconfig.*'A'::"char"\).*'B'::"char"\)/);
  }
  expect(await documentIndexes()).toEqual(
    [...TABLES].sort().map((table) => ({
      tablename: table,
      indexname: `ix_${table}_search_document`,
      indexdef: `CREATE INDEX ix_${table}_search_document ON public.${table} USING gin (search_document)`,
    })),
  );
});

/**
 * Inserts a glossary term with these values, every other required column filled with a neutral
 * value of its type (other work adds columns to the table; this test is about the document only).
 */
async function insertTerm(values: Record<string, string>): Promise<{ document: string }> {
  const required = (await dataSource.query(
    `SELECT column_name, data_type FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = 'glossary_terms' AND is_nullable = 'NO' AND column_default IS NULL AND is_generated = 'NEVER'`,
  )) as { column_name: string; data_type: string }[];
  const neutral: Record<string, string> = { ARRAY: '{}', jsonb: '[]', date: '2026-01-01', integer: '0', boolean: 'false' };
  const columns = { ...Object.fromEntries(required.map((column) => [column.column_name, neutral[column.data_type] ?? 'x'])), ...values };
  const names = Object.keys(columns);
  const [row] = (await dataSource.query(
    `INSERT INTO glossary_terms (${names.map((name) => `"${name}"`).join(', ')}) VALUES (${names.map((_, index) => `$${index + 1}`).join(', ')})
     RETURNING search_document::text AS document`,
    Object.values(columns),
  )) as [{ document: string }];
  return row;
}

test('PostgreSQL keeps the document: written with the row, weighted title A and text B, rewritten when the row changes', async () => {
  const { document } = await insertTerm({ slug: 'performance-bond', term: 'Performance Bond', definition: 'A surety guarantees completion.', synonyms: 'contract bond' });
  expect(document).toBe(`'bond':2A,4A 'complet':8B 'contract':3A 'guarante':7B 'perform':1A 'sureti':6B`);
  const [[{ updated }]] = (await dataSource.query(
    `UPDATE glossary_terms SET definition = 'Insurers pay.' WHERE slug = 'performance-bond' RETURNING search_document::text AS updated`,
  )) as [[{ updated: string }]];
  expect(updated).toBe(`'bond':2A,4A 'contract':3A 'insur':5B 'pay':6B 'perform':1A`);
  await dataSource.query(`DELETE FROM glossary_terms WHERE slug = 'performance-bond'`);
});

test("the search's statement matches through the GIN index of every kind", async () => {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.startTransaction();
    // Empty tables are cheapest to read whole; without that choice the plan shows whether the index can serve the match.
    await runner.query('SET LOCAL enable_seqscan = off');
    const plan = ((await runner.query(`EXPLAIN ${SEARCH_SQL}`, ['proposal:*'])) as { 'QUERY PLAN': string }[])
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    for (const table of TABLES) expect(plan).toMatch(new RegExp(`Bitmap Index Scan on ix_${table}_search_document[^\\n]*\\n\\s*Index Cond: \\((\\w+\\.)?search_document @@ '''propos'':\\*'::tsquery\\)`));
    expect(plan).not.toMatch(/to_tsvector/);
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
});

test('down removes the columns, their indexes and helpers; up brings them back', async () => {
  // Undo the migrations that came after this one, then this one.
  const undo = migrations.length - migrations.indexOf(SearchDocuments1795650214996);
  for (let index = 0; index < undo; index += 1) await dataSource.undoLastMigration();
  expect(await documentColumns()).toEqual([]);
  expect(await documentIndexes()).toEqual([]);
  expect(await dataSource.query(`SELECT count(*)::int AS kept FROM typeorm_metadata WHERE name = 'search_document'`)).toEqual([{ kept: 0 }]);
  expect(await dataSource.query(`SELECT to_regprocedure('search_words(text[])') AS f`)).toEqual([{ f: null }]);
  await dataSource.runMigrations();
  expect(await documentColumns()).toHaveLength(TABLES.length);
  expect(await documentIndexes()).toHaveLength(TABLES.length);
  const pending = await dataSource.driver.createSchemaBuilder().log();
  expect(pending.upQueries.map((query) => query.query)).toEqual([]);
});
