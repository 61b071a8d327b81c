import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDeals1763800000000 implements MigrationInterface {
  name = 'CreateDeals1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "deals" (
      "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
      "title" varchar(500) NOT NULL,
      "description" text NOT NULL,
      "price" varchar(64) NOT NULL DEFAULT (''),
      "original_price" varchar(64) NOT NULL DEFAULT (''),
      "percent_off" integer,
      "affiliate_link" varchar(2048) NOT NULL DEFAULT (''),
      "image_url" text NOT NULL,
      "tagline" varchar(255) NOT NULL DEFAULT (''),
      "category" varchar(32) NOT NULL DEFAULT ('daily'),
      "active" boolean NOT NULL DEFAULT (1),
      "clicks" integer NOT NULL DEFAULT (0),
      "user_id" integer,
      "source_post_id" varchar(191),
      "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
      "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
    )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_deals_source_post_id" ON "deals" ("source_post_id")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_deals_popular" ON "deals" ("active", "clicks")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_deals_listing" ON "deals" ("active", "category", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "deals"`);
  }
}
