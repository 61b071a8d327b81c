import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDeals1763800000000 implements MigrationInterface {
  name = 'CreateDeals1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`deals\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`title\` varchar(500) NOT NULL,
      \`description\` text NOT NULL,
      \`price\` varchar(64) NOT NULL DEFAULT '',
      \`original_price\` varchar(64) NOT NULL DEFAULT '',
      \`percent_off\` int NULL DEFAULT NULL,
      \`affiliate_link\` varchar(2048) NOT NULL DEFAULT '',
      \`image_url\` text NOT NULL,
      \`tagline\` varchar(255) NOT NULL DEFAULT '',
      \`category\` varchar(32) NOT NULL DEFAULT 'daily',
      \`active\` tinyint NOT NULL DEFAULT 1,
      \`clicks\` int NOT NULL DEFAULT '0',
      \`user_id\` int NULL DEFAULT NULL,
      \`source_post_id\` varchar(191) NULL DEFAULT NULL,
      \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`UQ_deals_source_post_id\` (\`source_post_id\`),
      INDEX \`IDX_deals_popular\` (\`active\`, \`clicks\`),
      INDEX \`IDX_deals_listing\` (\`active\`, \`category\`, \`created_at\`),
      PRIMARY KEY (\`id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`deals\``);
  }
}
