import { dealIdentity } from '@deal-site/deal-import';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const BACKFILL_BATCH = 500;

/**
 * deals.store_slug (the store its link belongs to) and deals.product_key (which deals are one
 * product), filled in for the deals already there, with the indexes the store pages and the
 * price history read by.
 */
export class AddDealIdentity1765300000001 implements MigrationInterface {
  name = 'AddDealIdentity1765300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const nullable =
      queryRunner.connection.options.type === 'better-sqlite3' ? '' : ' NULL DEFAULT NULL';
    await queryRunner.query(
      `ALTER TABLE \`deals\` ADD COLUMN \`store_slug\` varchar(63)${nullable}`,
    );
    await queryRunner.query(
      `ALTER TABLE \`deals\` ADD COLUMN \`product_key\` varchar(191)${nullable}`,
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_deals_store` ON `deals` (`active`, `store_slug`, `created_at`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_deals_product` ON `deals` (`product_key`, `created_at`)',
    );
    for (let afterId = 0; ;) {
      const rows = (await queryRunner.query(
        'SELECT `id`, `description`, `affiliate_link` FROM `deals` WHERE `id` > ? ORDER BY `id` LIMIT ?',
        [afterId, BACKFILL_BATCH],
      )) as { id: number | string; description: string; affiliate_link: string }[];
      for (const row of rows) {
        const { storeSlug, productKey } = dealIdentity({
          description: row.description,
          affiliateLink: row.affiliate_link,
        });
        await queryRunner.query(
          'UPDATE `deals` SET `store_slug` = ?, `product_key` = ? WHERE `id` = ?',
          [storeSlug, productKey, row.id],
        );
      }
      if (rows.length < BACKFILL_BATCH) return;
      afterId = Number(rows[rows.length - 1].id);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const on = queryRunner.connection.options.type === 'better-sqlite3' ? '' : ' ON `deals`';
    await queryRunner.query(`DROP INDEX \`IDX_deals_product\`${on}`);
    await queryRunner.query(`DROP INDEX \`IDX_deals_store\`${on}`);
    await queryRunner.query('ALTER TABLE `deals` DROP COLUMN `product_key`');
    await queryRunner.query('ALTER TABLE `deals` DROP COLUMN `store_slug`');
  }
}
