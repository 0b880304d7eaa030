import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Content a buyer can trust (issue 19): posts and glossary terms list the primary sources they
 * cite, glossary terms carry the day they were last revised, and niches carry a meta description
 * written whole (it was the description cut at 100 characters). Rows already loaded get neutral
 * values until the content is loaded again; the columns then have no defaults, as the entities
 * declare.
 */
const COLUMNS: [table: string, name: string, type: string, fill: string][] = [
  ['blog_posts', 'sources', 'jsonb', `'[]'`],
  ['glossary_terms', 'updated', 'date', 'CURRENT_DATE'],
  ['glossary_terms', 'sources', 'jsonb', `'[]'`],
  ['niches', 'meta_description', 'character varying(200)', `''`],
];

export class EditorialSourcesDates1795651000000 implements MigrationInterface {
  name = 'EditorialSourcesDates1795651000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name, type, fill] of COLUMNS) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "${name}" ${type} NOT NULL DEFAULT ${fill}`);
      await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "${name}" DROP DEFAULT`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name] of [...COLUMNS].reverse()) await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "${name}"`);
  }
}
