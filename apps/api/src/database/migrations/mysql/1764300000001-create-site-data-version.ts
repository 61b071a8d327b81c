import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSiteDataVersion1764300000001 implements MigrationInterface {
  name = 'CreateSiteDataVersion1764300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`site_data_version\` (
      \`id\` int NOT NULL,
      \`content_version\` int NOT NULL DEFAULT '0',
      \`clicks_version\` int NOT NULL DEFAULT '0',
      PRIMARY KEY (\`id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`INSERT INTO \`site_data_version\` (\`id\`) VALUES (1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`site_data_version\``);
  }
}
