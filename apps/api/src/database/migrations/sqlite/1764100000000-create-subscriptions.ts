import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSubscriptions1764100000000 implements MigrationInterface {
  name = 'CreateSubscriptions1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "subscriptions" (
      "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
      "email" varchar(254) NOT NULL,
      "frequency" varchar(16) NOT NULL,
      "unsubscribe_token" varchar(64) NOT NULL,
      "created_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
    )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_subscriptions_email" ON "subscriptions" ("email")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_subscriptions_unsubscribe_token" ON "subscriptions" ("unsubscribe_token")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "subscriptions"`);
  }
}
