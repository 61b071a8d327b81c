import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateImportTables1764200000001 implements MigrationInterface {
  name = 'CreateImportTables1764200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "import_settings" (
      "name" varchar(64) PRIMARY KEY NOT NULL,
      "value" varchar(255) NOT NULL,
      "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
    )`);
    await queryRunner.query(`CREATE TABLE "import_runs" (
      "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
      "triggered_by" varchar(16) NOT NULL,
      "status" varchar(16) NOT NULL,
      "started_at" datetime(6) NOT NULL,
      "finished_at" datetime(6),
      "imported" integer NOT NULL DEFAULT (0),
      "not_imported" integer NOT NULL DEFAULT (0),
      "message" text NOT NULL,
      "not_imported_reasons" text NOT NULL
    )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_import_runs_status_started" ON "import_runs" ("status", "started_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "import_runs"`);
    await queryRunner.query(`DROP TABLE "import_settings"`);
  }
}
