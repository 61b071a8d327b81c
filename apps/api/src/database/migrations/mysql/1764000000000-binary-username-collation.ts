import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * utf8mb4_unicode_ci compares "acc_cürator" equal to "acc_curator", so a lookup by one found the
 * other. Usernames are lower-cased in code; the column itself compares byte for byte, as on SQLite.
 */
export class BinaryUsernameCollation1764000000000 implements MigrationInterface {
  name = 'BinaryUsernameCollation1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `users` MODIFY `username_normalized` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `users` MODIFY `username_normalized` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL',
    );
  }
}
