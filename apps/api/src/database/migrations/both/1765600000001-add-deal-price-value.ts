import { storedPrice } from '@deal-site/deal-import';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const BACKFILL_BATCH = 500;

/**
 * deals.price_amount and deals.price_currency: the price read once at write, so the lowest-price
 * badge compares postings in one statement instead of reading and parsing each list's history;
 * filled in for the deals already there.
 */
export class AddDealPriceValue1765600000001 implements MigrationInterface {
  name = 'AddDealPriceValue1765600000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const nullable =
      queryRunner.connection.options.type === 'better-sqlite3' ? '' : ' NULL DEFAULT NULL';
    await queryRunner.query(`ALTER TABLE \`deals\` ADD COLUMN \`price_amount\` double${nullable}`);
    await queryRunner.query(
      `ALTER TABLE \`deals\` ADD COLUMN \`price_currency\` varchar(3)${nullable}`,
    );
    for (let afterId = 0; ;) {
      const rows = (await queryRunner.query(
        'SELECT `id`, `price` FROM `deals` WHERE `id` > ? ORDER BY `id` LIMIT ?',
        [afterId, BACKFILL_BATCH],
      )) as { id: number | string; price: string }[];
      for (const row of rows) {
        const { priceAmount, priceCurrency } = storedPrice(row.price);
        if (priceAmount === null) continue;
        await queryRunner.query(
          'UPDATE `deals` SET `price_amount` = ?, `price_currency` = ? WHERE `id` = ?',
          [priceAmount, priceCurrency, row.id],
        );
      }
      if (rows.length < BACKFILL_BATCH) return;
      afterId = Number(rows[rows.length - 1].id);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `deals` DROP COLUMN `price_currency`');
    await queryRunner.query('ALTER TABLE `deals` DROP COLUMN `price_amount`');
  }
}
