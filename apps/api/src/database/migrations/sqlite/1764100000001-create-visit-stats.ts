import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateVisitStats1764100000001 implements MigrationInterface {
  name = 'CreateVisitStats1764100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "visit_salts" (
      "day" varchar(10) PRIMARY KEY NOT NULL,
      "salt" varchar(64) NOT NULL
    )`);
    await queryRunner.query(`CREATE TABLE "site_visitors" (
      "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
      "day" varchar(10) NOT NULL,
      "visitor_hash" varchar(64) NOT NULL
    )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_site_visitors_day_visitor" ON "site_visitors" ("day", "visitor_hash")`,
    );
    await queryRunner.query(`CREATE TABLE "deal_clicks" (
      "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
      "deal_id" integer NOT NULL,
      "day" varchar(10) NOT NULL,
      "visitor_hash" varchar(64) NOT NULL,
      "clicks" integer NOT NULL DEFAULT (0),
      CONSTRAINT "FK_deal_clicks_deal" FOREIGN KEY ("deal_id") REFERENCES "deals" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_deal_clicks_deal_day_visitor" ON "deal_clicks" ("deal_id", "day", "visitor_hash")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_deal_clicks_day" ON "deal_clicks" ("day")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "deal_clicks"`);
    await queryRunner.query(`DROP TABLE "site_visitors"`);
    await queryRunner.query(`DROP TABLE "visit_salts"`);
  }
}
