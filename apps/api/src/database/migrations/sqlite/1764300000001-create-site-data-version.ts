import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSiteDataVersion1764300000001 implements MigrationInterface {
  name = 'CreateSiteDataVersion1764300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "site_data_version" (
      "id" integer PRIMARY KEY NOT NULL,
      "content_version" integer NOT NULL DEFAULT (0),
      "clicks_version" integer NOT NULL DEFAULT (0)
    )`);
    await queryRunner.query(`INSERT INTO "site_data_version" ("id") VALUES (1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "site_data_version"`);
  }
}
