import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Competitors gain what fair comparisons need (issue 19): the job a tool does (alternatives are
 * ranked by it), the features and integrations that are only planned (shown as "Planned", worth
 * nothing in a score), and the alternatives page's own opening text. Rows already loaded get
 * neutral values until the content is loaded again; the columns then have no defaults, as the
 * entity declares.
 */
const COLUMNS: [name: string, type: string, fill: string][] = [
  ['job', 'character varying(20)', `'discovery'`],
  ['planned_features', 'text array', `'{}'`],
  ['planned_integrations', 'text array', `'{}'`],
  ['why_look_for_alternatives', 'text', `''`],
  ['who_it_suits', 'text', `''`],
];

export class CompetitorJobPlannedAlternatives1795650400000 implements MigrationInterface {
  name = 'CompetitorJobPlannedAlternatives1795650400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, type, fill] of COLUMNS) {
      await queryRunner.query(`ALTER TABLE "competitors" ADD "${name}" ${type} NOT NULL DEFAULT ${fill}`);
      await queryRunner.query(`ALTER TABLE "competitors" ALTER COLUMN "${name}" DROP DEFAULT`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of [...COLUMNS].reverse()) await queryRunner.query(`ALTER TABLE "competitors" DROP COLUMN "${name}"`);
  }
}
