import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The specification's FAQs come back to industry (10) and niche (5) pages as written content, and
 * every industry's market size carries its basis (issue 35, decision record 0013). As generated,
 * the NOT NULL columns could not be added to a database that already holds content; rows already
 * loaded get neutral values until the content is loaded again (at the next start, as the files'
 * checksum has changed), and the columns then have no defaults, as the entities declare.
 */
const COLUMNS: [table: string, name: string, type: string, fill: string][] = [
  ['industries', 'market_size_basis', 'character varying(240)', `''`],
  ['industries', 'faqs', 'jsonb', `'[]'`],
  ['niches', 'faqs', 'jsonb', `'[]'`],
];

export class IndustryNicheFaqs1795775219357 implements MigrationInterface {
  name = 'IndustryNicheFaqs1795775219357';

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
