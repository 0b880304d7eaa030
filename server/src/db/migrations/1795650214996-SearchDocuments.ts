import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Site search reads a stored, weighted `search_document` per searchable row, kept by PostgreSQL
 * itself (a generated column) and indexed with GIN, instead of computing every row's
 * `to_tsvector` on each query. The documents are exactly the ones the search computed before:
 * title (A) and text (B) of each kind. `array_to_string` is only STABLE, which a generated
 * column refuses, hence `search_words`, an IMMUTABLE wrapper with the same result.
 * TypeORM compares generated columns by the expression it keeps in `typeorm_metadata`, its own
 * table (it creates it itself before running or undoing a migration once entities have generated
 * columns; created here too for a database migrated by other means).
 */
const DOCUMENTS: [table: string, expression: string][] = [
  ['industries', `setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description || ' ' || search_words(seo_keywords)), 'B')`],
  ['niches', `setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description || ' ' || search_words(long_tail_keywords)), 'B')`],
  ['blog_posts', `setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', excerpt || ' ' || search_words(tags)), 'B')`],
  ['glossary_terms', `setweight(to_tsvector('english', term || ' ' || synonyms), 'A') || setweight(to_tsvector('english', definition), 'B')`],
  ['competitors', `setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', short_description), 'B')`],
];

export class SearchDocuments1795650214996 implements MigrationInterface {
  name = 'SearchDocuments1795650214996';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION "search_words"(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$`,
    );
    await queryRunner.query(
      `CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" character varying NOT NULL, "database" character varying, "schema" character varying, "table" character varying, "name" character varying, "value" text)`,
    );
    for (const [table, expression] of DOCUMENTS) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "search_document" tsvector GENERATED ALWAYS AS (${expression}) STORED`);
      await queryRunner.query(
        `INSERT INTO "typeorm_metadata" ("database", "schema", "table", "type", "name", "value") VALUES (current_database(), current_schema(), $1, 'GENERATED_COLUMN', 'search_document', $2)`,
        [table, expression],
      );
      await queryRunner.query(`CREATE INDEX "ix_${table}_search_document" ON "${table}" USING gin ("search_document")`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table] of [...DOCUMENTS].reverse()) {
      await queryRunner.query(`DROP INDEX "public"."ix_${table}_search_document"`);
      await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = $1 AND "name" = 'search_document'`, [table]);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "search_document"`);
    }
    await queryRunner.query(`DROP FUNCTION "search_words"(text[])`);
  }
}
