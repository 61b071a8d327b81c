import type { MigrationInterface, QueryRunner } from 'typeorm';

/** deal_reports: visitors' "Report expired", "Price changed" and "Link broken", one per visitor per deal per day. */
export class CreateDealReports1764700000002 implements MigrationInterface {
  name = 'CreateDealReports1764700000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'better-sqlite3') {
      await queryRunner.query(`CREATE TABLE "deal_reports" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "deal_id" integer NOT NULL,
        "kind" varchar(16) NOT NULL,
        "day" varchar(10) NOT NULL,
        "visitor_hash" varchar(16) NOT NULL,
        "created_at" datetime(6) NOT NULL,
        "dismissed_at" datetime(6),
        CONSTRAINT "FK_deal_reports_deal" FOREIGN KEY ("deal_id") REFERENCES "deals" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
      await queryRunner.query(
        `CREATE UNIQUE INDEX "UQ_deal_reports_deal_day_visitor" ON "deal_reports" ("deal_id", "day", "visitor_hash")`,
      );
      await queryRunner.query(
        `CREATE INDEX "IDX_deal_reports_open" ON "deal_reports" ("dismissed_at", "deal_id")`,
      );
      return;
    }
    await queryRunner.query(`CREATE TABLE \`deal_reports\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`deal_id\` int NOT NULL,
      \`kind\` varchar(16) NOT NULL,
      \`day\` varchar(10) NOT NULL,
      \`visitor_hash\` varchar(16) NOT NULL,
      \`created_at\` datetime(6) NOT NULL,
      \`dismissed_at\` datetime(6) NULL DEFAULT NULL,
      UNIQUE INDEX \`UQ_deal_reports_deal_day_visitor\` (\`deal_id\`, \`day\`, \`visitor_hash\`),
      INDEX \`IDX_deal_reports_open\` (\`dismissed_at\`, \`deal_id\`),
      PRIMARY KEY (\`id\`),
      CONSTRAINT \`FK_deal_reports_deal\` FOREIGN KEY (\`deal_id\`) REFERENCES \`deals\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `deal_reports`');
  }
}
