import type { MigrationInterface, QueryRunner } from 'typeorm';

/** traffic_daily: daily visitors and clicks per source, campaign, page, device and browser (issue 57). */
export class CreateTrafficDaily1765400000002 implements MigrationInterface {
  name = 'CreateTrafficDaily1765400000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'better-sqlite3') {
      await queryRunner.query(`CREATE TABLE "traffic_daily" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "day" varchar(10) NOT NULL,
        "dimension" varchar(16) NOT NULL,
        "deal_id" integer NOT NULL DEFAULT (0),
        "key1" varchar(128) NOT NULL DEFAULT (''),
        "key2" varchar(64) NOT NULL DEFAULT (''),
        "key3" varchar(64) NOT NULL DEFAULT (''),
        "visitors" integer NOT NULL DEFAULT (0),
        "clicks" integer NOT NULL DEFAULT (0)
      )`);
    } else {
      await queryRunner.query(`CREATE TABLE \`traffic_daily\` (
        \`id\` int NOT NULL AUTO_INCREMENT,
        \`day\` varchar(10) NOT NULL,
        \`dimension\` varchar(16) NOT NULL,
        \`deal_id\` int NOT NULL DEFAULT '0',
        \`key1\` varchar(128) NOT NULL DEFAULT '',
        \`key2\` varchar(64) NOT NULL DEFAULT '',
        \`key3\` varchar(64) NOT NULL DEFAULT '',
        \`visitors\` int NOT NULL DEFAULT '0',
        \`clicks\` int NOT NULL DEFAULT '0',
        PRIMARY KEY (\`id\`)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    }
    await queryRunner.query(
      'CREATE UNIQUE INDEX `UQ_traffic_daily_key` ON `traffic_daily` (`day`, `dimension`, `deal_id`, `key1`, `key2`, `key3`)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `traffic_daily`');
  }
}
