import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 56: a browser may follow stores by push without an e-mail subscription. */
export class AddPushStoreFollows1765500000001 implements MigrationInterface {
  name = 'AddPushStoreFollows1765500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    await queryRunner.query(
      `ALTER TABLE \`push_subscriptions\` ADD COLUMN \`follows_stores\` varchar(1024) NOT NULL DEFAULT ${sqlite ? "('')" : "''"}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `push_subscriptions` DROP COLUMN `follows_stores`');
  }
}
