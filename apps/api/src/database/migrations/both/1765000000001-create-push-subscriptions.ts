import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web push: deals.live_since (when a deal last went live again; null: since created_at);
 * push_subscriptions (one browser each, unique by the endpoint's hash); push_deliveries (a deal
 * claimed per subscription before sending, never twice); push_fanouts (one per going-live).
 */
export class CreatePushSubscriptions1765000000001 implements MigrationInterface {
  name = 'CreatePushSubscriptions1765000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'better-sqlite3') {
      await queryRunner.query('ALTER TABLE "deals" ADD COLUMN "live_since" datetime(6)');
      await queryRunner.query(`CREATE TABLE "push_subscriptions" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "token" varchar(64) NOT NULL,
        "endpoint" varchar(1024) NOT NULL,
        "endpoint_hash" varchar(64) NOT NULL,
        "p256dh" varchar(128) NOT NULL,
        "auth" varchar(64) NOT NULL,
        "follows_all" boolean NOT NULL DEFAULT (0),
        "follows_sections" varchar(64) NOT NULL DEFAULT (''),
        "follows_alerts" boolean NOT NULL DEFAULT (0),
        "subscription_id" integer,
        "created_at" datetime(6) NOT NULL,
        "last_success_at" datetime(6),
        "last_failure_at" datetime(6),
        "failure_count" integer NOT NULL DEFAULT (0),
        CONSTRAINT "FK_push_subscriptions_subscription" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions" ("id") ON DELETE SET NULL ON UPDATE NO ACTION
      )`);
      await queryRunner.query(
        `CREATE UNIQUE INDEX "UQ_push_subscriptions_token" ON "push_subscriptions" ("token")`,
      );
      await queryRunner.query(
        `CREATE UNIQUE INDEX "UQ_push_subscriptions_endpoint_hash" ON "push_subscriptions" ("endpoint_hash")`,
      );
      await queryRunner.query(
        `CREATE INDEX "IDX_push_subscriptions_subscription" ON "push_subscriptions" ("subscription_id")`,
      );
      await queryRunner.query(`CREATE TABLE "push_deliveries" (
        "deal_id" integer NOT NULL,
        "push_subscription_id" integer NOT NULL,
        "state" varchar(16) NOT NULL,
        "claimed_at" datetime(6) NOT NULL,
        "sent_at" datetime(6),
        PRIMARY KEY ("deal_id", "push_subscription_id"),
        CONSTRAINT "FK_push_deliveries_deal" FOREIGN KEY ("deal_id") REFERENCES "deals" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_push_deliveries_subscription" FOREIGN KEY ("push_subscription_id") REFERENCES "push_subscriptions" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
      await queryRunner.query(
        `CREATE INDEX "IDX_push_deliveries_subscription" ON "push_deliveries" ("push_subscription_id")`,
      );
      await queryRunner.query(`CREATE TABLE "push_fanouts" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "deal_id" integer NOT NULL,
        "live_since" datetime(6) NOT NULL,
        "started_at" datetime(6) NOT NULL,
        "finished_at" datetime(6),
        "sent" integer NOT NULL DEFAULT (0),
        "removed" integer NOT NULL DEFAULT (0),
        "failed" integer NOT NULL DEFAULT (0),
        CONSTRAINT "FK_push_fanouts_deal" FOREIGN KEY ("deal_id") REFERENCES "deals" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
      await queryRunner.query(
        `CREATE UNIQUE INDEX "UQ_push_fanouts_deal_live_since" ON "push_fanouts" ("deal_id", "live_since")`,
      );
      return;
    }
    await queryRunner.query(
      'ALTER TABLE `deals` ADD COLUMN `live_since` datetime(6) NULL DEFAULT NULL',
    );
    await queryRunner.query(`CREATE TABLE \`push_subscriptions\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`token\` varchar(64) NOT NULL,
      \`endpoint\` varchar(1024) NOT NULL,
      \`endpoint_hash\` varchar(64) NOT NULL,
      \`p256dh\` varchar(128) NOT NULL,
      \`auth\` varchar(64) NOT NULL,
      \`follows_all\` tinyint NOT NULL DEFAULT 0,
      \`follows_sections\` varchar(64) NOT NULL DEFAULT '',
      \`follows_alerts\` tinyint NOT NULL DEFAULT 0,
      \`subscription_id\` int NULL DEFAULT NULL,
      \`created_at\` datetime(6) NOT NULL,
      \`last_success_at\` datetime(6) NULL DEFAULT NULL,
      \`last_failure_at\` datetime(6) NULL DEFAULT NULL,
      \`failure_count\` int NOT NULL DEFAULT '0',
      UNIQUE INDEX \`UQ_push_subscriptions_token\` (\`token\`),
      UNIQUE INDEX \`UQ_push_subscriptions_endpoint_hash\` (\`endpoint_hash\`),
      INDEX \`IDX_push_subscriptions_subscription\` (\`subscription_id\`),
      PRIMARY KEY (\`id\`),
      CONSTRAINT \`FK_push_subscriptions_subscription\` FOREIGN KEY (\`subscription_id\`) REFERENCES \`subscriptions\` (\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`push_deliveries\` (
      \`deal_id\` int NOT NULL,
      \`push_subscription_id\` int NOT NULL,
      \`state\` varchar(16) NOT NULL,
      \`claimed_at\` datetime(6) NOT NULL,
      \`sent_at\` datetime(6) NULL DEFAULT NULL,
      INDEX \`IDX_push_deliveries_subscription\` (\`push_subscription_id\`),
      PRIMARY KEY (\`deal_id\`, \`push_subscription_id\`),
      CONSTRAINT \`FK_push_deliveries_deal\` FOREIGN KEY (\`deal_id\`) REFERENCES \`deals\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION,
      CONSTRAINT \`FK_push_deliveries_subscription\` FOREIGN KEY (\`push_subscription_id\`) REFERENCES \`push_subscriptions\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`push_fanouts\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`deal_id\` int NOT NULL,
      \`live_since\` datetime(6) NOT NULL,
      \`started_at\` datetime(6) NOT NULL,
      \`finished_at\` datetime(6) NULL DEFAULT NULL,
      \`sent\` int NOT NULL DEFAULT '0',
      \`removed\` int NOT NULL DEFAULT '0',
      \`failed\` int NOT NULL DEFAULT '0',
      UNIQUE INDEX \`UQ_push_fanouts_deal_live_since\` (\`deal_id\`, \`live_since\`),
      PRIMARY KEY (\`id\`),
      CONSTRAINT \`FK_push_fanouts_deal\` FOREIGN KEY (\`deal_id\`) REFERENCES \`deals\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `push_fanouts`');
    await queryRunner.query('DROP TABLE `push_deliveries`');
    await queryRunner.query('DROP TABLE `push_subscriptions`');
    await queryRunner.query('ALTER TABLE `deals` DROP COLUMN `live_since`');
  }
}
