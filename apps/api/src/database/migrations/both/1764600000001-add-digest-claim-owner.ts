import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * digest_sends.claimed_by: the BullMQ job whose run claimed a send, so the same job's next attempt
 * (after its worker died) can take over what that run claimed but never sent. Each dialect spells
 * the nullable column as its own migrations do, so the schema matches the entity exactly.
 */
export class AddDigestClaimOwner1764600000001 implements MigrationInterface {
  name = 'AddDigestClaimOwner1764600000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const nullable =
      queryRunner.connection.options.type === 'better-sqlite3' ? '' : ' NULL DEFAULT NULL';
    await queryRunner.query(
      `ALTER TABLE \`digest_sends\` ADD COLUMN \`claimed_by\` varchar(100)${nullable}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `digest_sends` DROP COLUMN `claimed_by`');
  }
}
