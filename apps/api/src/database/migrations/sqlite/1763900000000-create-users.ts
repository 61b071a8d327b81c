import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763900000000 implements MigrationInterface {
  name = 'CreateUsers1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "users" (
      "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
      "username" varchar(64) NOT NULL,
      "username_normalized" varchar(64) NOT NULL,
      "password_hash" varchar(100) NOT NULL,
      "role" varchar(16) NOT NULL DEFAULT ('visitor'),
      "token_version" integer NOT NULL DEFAULT (0),
      "first_account" boolean,
      "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
      "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
    )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_users_username_normalized" ON "users" ("username_normalized")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_users_first_account" ON "users" ("first_account")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
