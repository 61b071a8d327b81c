import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * link_checks: the latest check of each deal's affiliate link, one row per deal, replaced as each
 * run checks it; link_check_runs: the weekly (or on-demand) runs, for the admin's "last run".
 */
export class CreateLinkChecks1764700000003 implements MigrationInterface {
  name = 'CreateLinkChecks1764700000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'better-sqlite3') {
      await queryRunner.query(`CREATE TABLE "link_checks" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "deal_id" integer NOT NULL,
        "run_id" integer,
        "url" varchar(2048) NOT NULL,
        "status" varchar(16) NOT NULL,
        "http_status" integer,
        "reason" varchar(255) NOT NULL,
        "final_url" varchar(2048) NOT NULL,
        "checked_at" datetime(6) NOT NULL,
        CONSTRAINT "FK_link_checks_deal" FOREIGN KEY ("deal_id") REFERENCES "deals" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
      await queryRunner.query(
        `CREATE UNIQUE INDEX "UQ_link_checks_deal" ON "link_checks" ("deal_id")`,
      );
      await queryRunner.query(
        `CREATE INDEX "IDX_link_checks_status" ON "link_checks" ("status", "checked_at")`,
      );
      await queryRunner.query(`CREATE TABLE "link_check_runs" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "triggered_by" varchar(16) NOT NULL,
        "owner" varchar(64),
        "started_at" datetime(6) NOT NULL,
        "finished_at" datetime(6),
        "checked" integer NOT NULL DEFAULT (0),
        "ok" integer NOT NULL DEFAULT (0),
        "broken" integer NOT NULL DEFAULT (0),
        "unknown" integer NOT NULL DEFAULT (0),
        "not_checked" integer NOT NULL DEFAULT (0)
      )`);
      await queryRunner.query(
        `CREATE INDEX "IDX_link_check_runs_started" ON "link_check_runs" ("started_at")`,
      );
      await queryRunner.query(
        `CREATE INDEX "IDX_link_check_runs_owner" ON "link_check_runs" ("owner", "finished_at")`,
      );
      return;
    }
    await queryRunner.query(`CREATE TABLE \`link_checks\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`deal_id\` int NOT NULL,
      \`run_id\` int NULL DEFAULT NULL,
      \`url\` varchar(2048) NOT NULL,
      \`status\` varchar(16) NOT NULL,
      \`http_status\` int NULL DEFAULT NULL,
      \`reason\` varchar(255) NOT NULL,
      \`final_url\` varchar(2048) NOT NULL,
      \`checked_at\` datetime(6) NOT NULL,
      UNIQUE INDEX \`UQ_link_checks_deal\` (\`deal_id\`),
      INDEX \`IDX_link_checks_status\` (\`status\`, \`checked_at\`),
      PRIMARY KEY (\`id\`),
      CONSTRAINT \`FK_link_checks_deal\` FOREIGN KEY (\`deal_id\`) REFERENCES \`deals\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`link_check_runs\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`triggered_by\` varchar(16) NOT NULL,
      \`owner\` varchar(64) NULL DEFAULT NULL,
      \`started_at\` datetime(6) NOT NULL,
      \`finished_at\` datetime(6) NULL DEFAULT NULL,
      \`checked\` int NOT NULL DEFAULT '0',
      \`ok\` int NOT NULL DEFAULT '0',
      \`broken\` int NOT NULL DEFAULT '0',
      \`unknown\` int NOT NULL DEFAULT '0',
      \`not_checked\` int NOT NULL DEFAULT '0',
      INDEX \`IDX_link_check_runs_started\` (\`started_at\`),
      INDEX \`IDX_link_check_runs_owner\` (\`owner\`, \`finished_at\`),
      PRIMARY KEY (\`id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `link_check_runs`');
    await queryRunner.query('DROP TABLE `link_checks`');
  }
}
