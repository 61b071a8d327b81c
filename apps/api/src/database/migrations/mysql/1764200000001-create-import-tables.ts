import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateImportTables1764200000001 implements MigrationInterface {
  name = 'CreateImportTables1764200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`import_settings\` (
      \`name\` varchar(64) NOT NULL,
      \`value\` varchar(255) NOT NULL,
      \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
      PRIMARY KEY (\`name\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`import_runs\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`triggered_by\` varchar(16) NOT NULL,
      \`status\` varchar(16) NOT NULL,
      \`started_at\` datetime(6) NOT NULL,
      \`finished_at\` datetime(6) NULL DEFAULT NULL,
      \`imported\` int NOT NULL DEFAULT '0',
      \`not_imported\` int NOT NULL DEFAULT '0',
      \`message\` text NOT NULL,
      \`not_imported_reasons\` text NOT NULL,
      INDEX \`IDX_import_runs_status_started\` (\`status\`, \`started_at\`),
      PRIMARY KEY (\`id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`import_runs\``);
    await queryRunner.query(`DROP TABLE \`import_settings\``);
  }
}
