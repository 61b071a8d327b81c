import type { MigrationInterface, QueryRunner } from 'typeorm';

const NEW_SUBSCRIPTION_COLUMNS = [
  'consecutive_failures',
  'last_digest_at',
  'confirmed_at',
  'confirmation_sent_at',
  'confirm_token',
  'status',
];

export class AddEmailDigests1764400000001 implements MigrationInterface {
  name = 'AddEmailDigests1764400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Existing subscribers stay active: they subscribed before confirmation existed.
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD COLUMN "status" varchar(16) NOT NULL DEFAULT ('active')`,
    );
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD COLUMN "confirm_token" varchar(64)`);
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD COLUMN "confirmation_sent_at" datetime(6)`,
    );
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD COLUMN "confirmed_at" datetime(6)`);
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD COLUMN "last_digest_at" datetime(6)`);
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD COLUMN "consecutive_failures" integer NOT NULL DEFAULT (0)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_subscriptions_confirm_token" ON "subscriptions" ("confirm_token")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_subscriptions_status_frequency" ON "subscriptions" ("status", "frequency")`,
    );
    await queryRunner.query(`CREATE TABLE "digest_runs" (
      "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
      "frequency" varchar(16) NOT NULL,
      "triggered_by" varchar(16) NOT NULL,
      "period" varchar(32) NOT NULL,
      "started_at" datetime(6) NOT NULL,
      "finished_at" datetime(6),
      "sent" integer NOT NULL DEFAULT (0),
      "skipped" integer NOT NULL DEFAULT (0),
      "failed" integer NOT NULL DEFAULT (0)
    )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_digest_runs_started" ON "digest_runs" ("started_at")`,
    );
    await queryRunner.query(`CREATE TABLE "digest_sends" (
      "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
      "subscription_id" integer NOT NULL,
      "period" varchar(32) NOT NULL,
      "status" varchar(16) NOT NULL,
      "deal_count" integer NOT NULL DEFAULT (0),
      "claimed_at" datetime(6) NOT NULL,
      "finished_at" datetime(6),
      "error" varchar(500)
    )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_digest_sends_subscription_period" ON "digest_sends" ("subscription_id", "period")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "digest_sends"`);
    await queryRunner.query(`DROP TABLE "digest_runs"`);
    await queryRunner.query(`DROP INDEX "IDX_subscriptions_status_frequency"`);
    await queryRunner.query(`DROP INDEX "UQ_subscriptions_confirm_token"`);
    for (const column of NEW_SUBSCRIPTION_COLUMNS) {
      await queryRunner.query(`ALTER TABLE "subscriptions" DROP COLUMN "${column}"`);
    }
  }
}
