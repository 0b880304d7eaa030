import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Field vitals, one row per reported page view (issue: real visitors' numbers in /admin); pruned by received_at. */
export class PageViewVitals1795796388270 implements MigrationInterface {
  name = 'PageViewVitals1795796388270';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "page_view_vitals" ("id" BIGSERIAL NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "page_type" character varying(80) NOT NULL, "device" character varying(10) NOT NULL, "connection" character varying(10) NOT NULL, "lcp_ms" real, "inp_ms" real, "cls" real, "fcp_ms" real, "ttfb_ms" real, "inp_event_type" character varying(40), "inp_target" character varying(200), "inp_app_live" boolean, CONSTRAINT "ck_page_view_vitals_connection" CHECK ("connection" IN ('slow-2g', '2g', '3g', '4g', 'unknown')), CONSTRAINT "ck_page_view_vitals_device" CHECK ("device" IN ('phone', 'tablet', 'desktop')), CONSTRAINT "PK_e7b59ec26ebc708c7bf80303bb9" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_page_view_vitals_received_at" ON "page_view_vitals"  ("received_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_page_view_vitals_received_at"`);
    await queryRunner.query(`DROP TABLE "page_view_vitals"`);
  }
}
