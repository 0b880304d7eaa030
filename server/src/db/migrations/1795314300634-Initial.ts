import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795314300634 implements MigrationInterface {
  name = 'Initial1795314300634';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "email_list_members" ("list_id" integer NOT NULL, "email" character varying(254) NOT NULL, "double_opt_in_sent" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5854026d45fa5e0094d69cb3577" PRIMARY KEY ("list_id", "email"))`);
    await queryRunner.query(`CREATE INDEX "ix_email_list_members_email" ON "email_list_members"  ("email") `);
    await queryRunner.query(`CREATE TABLE "email_lists" ("id" SERIAL NOT NULL, "name" character varying(255) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5434f9b31ac88ee87a432b259b1" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_email_lists_name" ON "email_lists"  ("name") `);
    await queryRunner.query(`CREATE TABLE "blog_posts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "notion_id" character varying(64), "slug" character varying(160) NOT NULL, "title" character varying(200) NOT NULL, "excerpt" text NOT NULL, "meta_description" character varying(200) NOT NULL, "category" character varying(80) NOT NULL, "tags" text array NOT NULL, "author" character varying(120) NOT NULL, "created" date NOT NULL, "updated" date NOT NULL, "read_time" integer NOT NULL, "featured_image" character varying(300), "content" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_dd2add25eac93daefc93da9d387" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_blog_posts_slug" ON "blog_posts"  ("slug") `);
    await queryRunner.query(`CREATE INDEX "ix_blog_posts_created" ON "blog_posts"  ("created") `);
    await queryRunner.query(`CREATE TABLE "competitors" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "slug" character varying(120) NOT NULL, "name" character varying(200) NOT NULL, "is_own_product" boolean NOT NULL DEFAULT false, "short_description" character varying(300) NOT NULL, "full_description" text NOT NULL, "category" character varying(40) NOT NULL, "priority" integer NOT NULL, "website" character varying(300) NOT NULL, "has_free_trial" boolean NOT NULL, "free_trial_days" integer, "has_setup_fee" boolean NOT NULL, "setup_fee_amount" integer, "starting_price" character varying(120), "pricing_min" integer, "pricing_max" integer, "pricing_model" character varying(20) NOT NULL, "billing_frequency" character varying(20), "currency" character varying(3) NOT NULL, "company_size" text array NOT NULL, "customer_count" character varying(120), "industry_focus" text array NOT NULL, "ideal_for" text array NOT NULL, "strengths" text array NOT NULL, "weaknesses" text array NOT NULL, "pros_and_cons" jsonb NOT NULL, "user_reviews" jsonb NOT NULL, "features" jsonb NOT NULL, "integrations" text array NOT NULL, "setup_time" character varying(120) NOT NULL, "editorial" jsonb NOT NULL, "source_url" character varying(300) NOT NULL, "last_checked" date NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_76a451dd0c8a51a0e0fb6284389" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_competitors_slug" ON "competitors"  ("slug") `);
    await queryRunner.query(`CREATE INDEX "ix_competitors_category" ON "competitors"  ("category") `);
    await queryRunner.query(`CREATE INDEX "ix_competitors_priority_name" ON "competitors"  ("priority", "name") `);
    await queryRunner.query(`CREATE TABLE "contact_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "company" character varying(200) NOT NULL, "subject" character varying(200) NOT NULL, "message" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b74f96eb2edd977ccfba6533293" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_contact_messages_created_at" ON "contact_messages"  ("created_at") `);
    await queryRunner.query(`CREATE TABLE "content_state" ("id" integer NOT NULL, "version" integer NOT NULL, "checksum" character varying(64) NOT NULL, "site" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_44d18f9023812b7abb3a455b001" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "glossary_terms" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "slug" character varying(160) NOT NULL, "term" character varying(200) NOT NULL, "definition" text NOT NULL, "synonyms" text NOT NULL, "related_terms" text NOT NULL, "example_usage" text NOT NULL, "example_industry" character varying(200) NOT NULL, "faq_q1" text NOT NULL, "faq_a1" text NOT NULL, "faq_q2" text NOT NULL, "faq_a2" text NOT NULL, "internal_links" text NOT NULL, "page_title" character varying(200) NOT NULL, "meta_description" character varying(200) NOT NULL, "h1" character varying(200) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fefd4f0542fe2cb5f044782aab2" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_glossary_terms_slug" ON "glossary_terms"  ("slug") `);
    await queryRunner.query(`CREATE INDEX "ix_glossary_terms_term" ON "glossary_terms"  ("term") `);
    await queryRunner.query(`CREATE TABLE "industries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "notion_id" character varying(64), "slug" character varying(120) NOT NULL, "title" character varying(200) NOT NULL, "description" text NOT NULL, "meta_description" character varying(200) NOT NULL, "featured_image" character varying(300) NOT NULL, "market_size" character varying(200) NOT NULL, "average_contract_value" character varying(120) NOT NULL, "competition_level" character varying(20) NOT NULL, "opportunity_frequency" character varying(20) NOT NULL, "regulation_complexity" character varying(20) NOT NULL, "success_stories" text NOT NULL, "key_pain_points" text NOT NULL, "common_rfp_types" text NOT NULL, "seo_keywords" text array NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f1626dcb2d58142d7dfcca7b8d1" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_industries_slug" ON "industries"  ("slug") `);
    await queryRunner.query(`CREATE INDEX "ix_industries_title" ON "industries"  ("title") `);
    await queryRunner.query(`CREATE TABLE "niches" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "industry_id" uuid NOT NULL, "slug" character varying(120) NOT NULL, "position" integer NOT NULL, "title" character varying(200) NOT NULL, "subcategory" character varying(200) NOT NULL, "description" text NOT NULL, "average_contract_value" character varying(120) NOT NULL, "opportunity_frequency" character varying(20) NOT NULL, "competition_level" character varying(20) NOT NULL, "success_metrics" text NOT NULL, "key_pain_points" text NOT NULL, "buyer_profiles" text NOT NULL, "compliance_requirements" text NOT NULL, "proposal_tips" text NOT NULL, "long_tail_keywords" text array NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d0215f97e70a9565e6db34d341f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_niches_industry_slug" ON "niches"  ("industry_id", "slug") `);
    await queryRunner.query(`CREATE TABLE "outbox_events" ("id" BIGSERIAL NOT NULL, "kind" character varying(60) NOT NULL, "key" character varying(254) NOT NULL, "payload" jsonb NOT NULL, "status" character varying(12) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "processed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_6689a16c00d09b8089f6237f1d2" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_outbox_events_key" ON "outbox_events"  ("key", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_outbox_events_due" ON "outbox_events"  ("status", "next_attempt_at") `);
    await queryRunner.query(`CREATE TABLE "survey_responses" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "signup_id" uuid NOT NULL, "role" character varying(20) NOT NULL, "company_size" character varying(20) NOT NULL, "biggest_challenge" character varying(20) NOT NULL, "industry" character varying(20) NOT NULL, "budget" character varying(20) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_349995c51959d139d8e485a58ea" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_survey_responses_signup" ON "survey_responses"  ("signup_id") `);
    await queryRunner.query(`CREATE TABLE "waitlist_signups" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "company_name" character varying(200) NOT NULL, "company_size" character varying(60) NOT NULL, "referrer" character varying(500), "landing_path" character varying(500), "utm" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_waitlist_signups_email_normalised" CHECK ("email" = lower(btrim("email"))), CONSTRAINT "PK_2c25d8edf518162f06c849c5fb3" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_waitlist_signups_email" ON "waitlist_signups"  ("email") `);
    await queryRunner.query(`CREATE INDEX "ix_waitlist_signups_created_at" ON "waitlist_signups"  ("created_at") `);
    await queryRunner.query(`ALTER TABLE "email_list_members" ADD CONSTRAINT "fk_email_list_members_list" FOREIGN KEY ("list_id") REFERENCES "email_lists"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "niches" ADD CONSTRAINT "fk_niches_industry" FOREIGN KEY ("industry_id") REFERENCES "industries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "survey_responses" ADD CONSTRAINT "fk_survey_responses_signup" FOREIGN KEY ("signup_id") REFERENCES "waitlist_signups"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "survey_responses" DROP CONSTRAINT "fk_survey_responses_signup"`);
    await queryRunner.query(`ALTER TABLE "niches" DROP CONSTRAINT "fk_niches_industry"`);
    await queryRunner.query(`ALTER TABLE "email_list_members" DROP CONSTRAINT "fk_email_list_members_list"`);
    await queryRunner.query(`DROP INDEX "public"."ix_waitlist_signups_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."uq_waitlist_signups_email"`);
    await queryRunner.query(`DROP TABLE "waitlist_signups"`);
    await queryRunner.query(`DROP INDEX "public"."uq_survey_responses_signup"`);
    await queryRunner.query(`DROP TABLE "survey_responses"`);
    await queryRunner.query(`DROP INDEX "public"."ix_outbox_events_due"`);
    await queryRunner.query(`DROP INDEX "public"."ix_outbox_events_key"`);
    await queryRunner.query(`DROP TABLE "outbox_events"`);
    await queryRunner.query(`DROP INDEX "public"."uq_niches_industry_slug"`);
    await queryRunner.query(`DROP TABLE "niches"`);
    await queryRunner.query(`DROP INDEX "public"."ix_industries_title"`);
    await queryRunner.query(`DROP INDEX "public"."uq_industries_slug"`);
    await queryRunner.query(`DROP TABLE "industries"`);
    await queryRunner.query(`DROP INDEX "public"."ix_glossary_terms_term"`);
    await queryRunner.query(`DROP INDEX "public"."uq_glossary_terms_slug"`);
    await queryRunner.query(`DROP TABLE "glossary_terms"`);
    await queryRunner.query(`DROP TABLE "content_state"`);
    await queryRunner.query(`DROP INDEX "public"."ix_contact_messages_created_at"`);
    await queryRunner.query(`DROP TABLE "contact_messages"`);
    await queryRunner.query(`DROP INDEX "public"."ix_competitors_priority_name"`);
    await queryRunner.query(`DROP INDEX "public"."ix_competitors_category"`);
    await queryRunner.query(`DROP INDEX "public"."uq_competitors_slug"`);
    await queryRunner.query(`DROP TABLE "competitors"`);
    await queryRunner.query(`DROP INDEX "public"."ix_blog_posts_created"`);
    await queryRunner.query(`DROP INDEX "public"."uq_blog_posts_slug"`);
    await queryRunner.query(`DROP TABLE "blog_posts"`);
    await queryRunner.query(`DROP INDEX "public"."uq_email_lists_name"`);
    await queryRunner.query(`DROP TABLE "email_lists"`);
    await queryRunner.query(`DROP INDEX "public"."ix_email_list_members_email"`);
    await queryRunner.query(`DROP TABLE "email_list_members"`);
  }
}
