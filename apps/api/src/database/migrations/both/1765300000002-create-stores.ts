import type { MigrationInterface, QueryRunner } from 'typeorm';

/** stores: the curator's names for stores, by slug; a store without a row keeps its domain's name. */
export class CreateStores1765300000002 implements MigrationInterface {
  name = 'CreateStores1765300000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'better-sqlite3') {
      await queryRunner.query(`CREATE TABLE "stores" (
        "slug" varchar(63) PRIMARY KEY NOT NULL,
        "name" varchar(60) NOT NULL,
        "updated_at" datetime(6) NOT NULL
      )`);
      return;
    }
    await queryRunner.query(`CREATE TABLE \`stores\` (
      \`slug\` varchar(63) NOT NULL,
      \`name\` varchar(60) NOT NULL,
      \`updated_at\` datetime(6) NOT NULL,
      PRIMARY KEY (\`slug\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `stores`');
  }
}
