import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Visitor hashes are kept to their first 16 hex digits (VISITOR_HASH_LENGTH), old rows too. The
 * same SQL runs on SQLite and MySQL/MariaDB: both take backquoted names, SUBSTR and LENGTH.
 */
export class ShortenVisitorHashes1764500000001 implements MigrationInterface {
  name = 'ShortenVisitorHashes1764500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Today's rows must match the new hashes, or a visitor would count twice today.
    for (const table of ['deal_clicks', 'site_visitors']) {
      await queryRunner.query(
        `UPDATE \`${table}\` SET \`visitor_hash\` = SUBSTR(\`visitor_hash\`, 1, 16) WHERE LENGTH(\`visitor_hash\`) > 16`,
      );
    }
  }

  async down(): Promise<void> {
    // A shortened hash cannot be made whole again; the 64-character column still holds it.
  }
}
