import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * deals.expires_at (the moment a deal leaves the lists; null: never) with the index the lists'
 * and the site version's expiry reads use, and deals.price_set_at (when the curator last set the
 * price, shown as "as of"; null on older rows, which fall back to created_at).
 */
export class AddDealExpiry1764700000001 implements MigrationInterface {
  name = 'AddDealExpiry1764700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const nullable =
      queryRunner.connection.options.type === 'better-sqlite3' ? '' : ' NULL DEFAULT NULL';
    await queryRunner.query(
      `ALTER TABLE \`deals\` ADD COLUMN \`expires_at\` datetime(6)${nullable}`,
    );
    await queryRunner.query(
      `ALTER TABLE \`deals\` ADD COLUMN \`price_set_at\` datetime(6)${nullable}`,
    );
    await queryRunner.query('CREATE INDEX `IDX_deals_expiry` ON `deals` (`active`, `expires_at`)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    await queryRunner.query(`DROP INDEX \`IDX_deals_expiry\`${sqlite ? '' : ' ON `deals`'}`);
    await queryRunner.query('ALTER TABLE `deals` DROP COLUMN `price_set_at`');
    await queryRunner.query('ALTER TABLE `deals` DROP COLUMN `expires_at`');
  }
}
