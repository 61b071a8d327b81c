import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scheduled publishing: a deal's created_at is the moment it goes public, so a future one is
 * scheduled. deals.post_to_channels (false: the channels leave it out), and an index on
 * (active, created_at) for the site version's read of the next publish time.
 */
export class AddDealScheduling1765200000001 implements MigrationInterface {
  name = 'AddDealScheduling1765200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    await queryRunner.query(
      sqlite
        ? 'ALTER TABLE "deals" ADD COLUMN "post_to_channels" boolean NOT NULL DEFAULT (1)'
        : "ALTER TABLE `deals` ADD COLUMN `post_to_channels` tinyint NOT NULL DEFAULT '1'",
    );
    await queryRunner.query('CREATE INDEX `IDX_deals_posted` ON `deals` (`active`, `created_at`)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    await queryRunner.query(`DROP INDEX \`IDX_deals_posted\`${sqlite ? '' : ' ON `deals`'}`);
    await queryRunner.query('ALTER TABLE `deals` DROP COLUMN `post_to_channels`');
  }
}
