import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * subscription_alerts: a subscriber's keywords, stores and sections; alert_mails: each instant
 * alert e-mail in a numbered daily slot (the unique slot caps them per day under any race);
 * alert_sends: which deals each subscriber was alerted to, once each.
 */
export class CreateSubscriptionAlerts1764800000001 implements MigrationInterface {
  name = 'CreateSubscriptionAlerts1764800000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'better-sqlite3') {
      await queryRunner.query(`CREATE TABLE "subscription_alerts" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "subscription_id" integer NOT NULL,
        "kind" varchar(16) NOT NULL,
        "value" varchar(120) NOT NULL,
        "frequency" varchar(16) NOT NULL,
        "created_at" datetime(6) NOT NULL,
        CONSTRAINT "FK_subscription_alerts_subscription" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
      await queryRunner.query(
        `CREATE UNIQUE INDEX "UQ_subscription_alerts_rule" ON "subscription_alerts" ("subscription_id", "kind", "value")`,
      );
      await queryRunner.query(
        `CREATE INDEX "IDX_subscription_alerts_frequency" ON "subscription_alerts" ("frequency", "subscription_id")`,
      );
      await queryRunner.query(`CREATE TABLE "alert_mails" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "subscription_id" integer NOT NULL,
        "day" varchar(10) NOT NULL,
        "slot" integer NOT NULL,
        "status" varchar(16) NOT NULL,
        "deal_count" integer NOT NULL,
        "claimed_by" varchar(64),
        "claimed_at" datetime(6) NOT NULL,
        "sent_at" datetime(6),
        "error" varchar(255),
        CONSTRAINT "FK_alert_mails_subscription" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
      await queryRunner.query(
        `CREATE UNIQUE INDEX "UQ_alert_mails_daily_slot" ON "alert_mails" ("subscription_id", "day", "slot")`,
      );
      await queryRunner.query(
        `CREATE INDEX "IDX_alert_mails_status" ON "alert_mails" ("status", "claimed_at")`,
      );
      await queryRunner.query(`CREATE TABLE "alert_sends" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "subscription_id" integer NOT NULL,
        "deal_id" integer NOT NULL,
        "mail_id" integer NOT NULL,
        CONSTRAINT "FK_alert_sends_subscription" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_alert_sends_deal" FOREIGN KEY ("deal_id") REFERENCES "deals" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_alert_sends_mail" FOREIGN KEY ("mail_id") REFERENCES "alert_mails" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
      await queryRunner.query(
        `CREATE UNIQUE INDEX "UQ_alert_sends_subscription_deal" ON "alert_sends" ("subscription_id", "deal_id")`,
      );
      await queryRunner.query(`CREATE INDEX "IDX_alert_sends_mail" ON "alert_sends" ("mail_id")`);
      await queryRunner.query(`CREATE INDEX "IDX_alert_sends_deal" ON "alert_sends" ("deal_id")`);
      return;
    }
    await queryRunner.query(`CREATE TABLE \`subscription_alerts\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`subscription_id\` int NOT NULL,
      \`kind\` varchar(16) NOT NULL,
      \`value\` varchar(120) NOT NULL,
      \`frequency\` varchar(16) NOT NULL,
      \`created_at\` datetime(6) NOT NULL,
      UNIQUE INDEX \`UQ_subscription_alerts_rule\` (\`subscription_id\`, \`kind\`, \`value\`),
      INDEX \`IDX_subscription_alerts_frequency\` (\`frequency\`, \`subscription_id\`),
      PRIMARY KEY (\`id\`),
      CONSTRAINT \`FK_subscription_alerts_subscription\` FOREIGN KEY (\`subscription_id\`) REFERENCES \`subscriptions\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`alert_mails\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`subscription_id\` int NOT NULL,
      \`day\` varchar(10) NOT NULL,
      \`slot\` int NOT NULL,
      \`status\` varchar(16) NOT NULL,
      \`deal_count\` int NOT NULL,
      \`claimed_by\` varchar(64) NULL DEFAULT NULL,
      \`claimed_at\` datetime(6) NOT NULL,
      \`sent_at\` datetime(6) NULL DEFAULT NULL,
      \`error\` varchar(255) NULL DEFAULT NULL,
      UNIQUE INDEX \`UQ_alert_mails_daily_slot\` (\`subscription_id\`, \`day\`, \`slot\`),
      INDEX \`IDX_alert_mails_status\` (\`status\`, \`claimed_at\`),
      PRIMARY KEY (\`id\`),
      CONSTRAINT \`FK_alert_mails_subscription\` FOREIGN KEY (\`subscription_id\`) REFERENCES \`subscriptions\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`alert_sends\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`subscription_id\` int NOT NULL,
      \`deal_id\` int NOT NULL,
      \`mail_id\` int NOT NULL,
      UNIQUE INDEX \`UQ_alert_sends_subscription_deal\` (\`subscription_id\`, \`deal_id\`),
      INDEX \`IDX_alert_sends_mail\` (\`mail_id\`),
      INDEX \`IDX_alert_sends_deal\` (\`deal_id\`),
      PRIMARY KEY (\`id\`),
      CONSTRAINT \`FK_alert_sends_subscription\` FOREIGN KEY (\`subscription_id\`) REFERENCES \`subscriptions\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION,
      CONSTRAINT \`FK_alert_sends_deal\` FOREIGN KEY (\`deal_id\`) REFERENCES \`deals\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION,
      CONSTRAINT \`FK_alert_sends_mail\` FOREIGN KEY (\`mail_id\`) REFERENCES \`alert_mails\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `alert_sends`');
    await queryRunner.query('DROP TABLE `alert_mails`');
    await queryRunner.query('DROP TABLE `subscription_alerts`');
  }
}
