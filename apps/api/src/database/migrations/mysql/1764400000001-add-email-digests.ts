import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddEmailDigests1764400000001 implements MigrationInterface {
  name = 'AddEmailDigests1764400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Existing subscribers stay active: they subscribed before confirmation existed.
    await queryRunner.query(`ALTER TABLE \`subscriptions\`
      ADD \`status\` varchar(16) NOT NULL DEFAULT 'active',
      ADD \`confirm_token\` varchar(64) NULL DEFAULT NULL,
      ADD \`confirmation_sent_at\` datetime(6) NULL DEFAULT NULL,
      ADD \`confirmed_at\` datetime(6) NULL DEFAULT NULL,
      ADD \`last_digest_at\` datetime(6) NULL DEFAULT NULL,
      ADD \`consecutive_failures\` int NOT NULL DEFAULT '0',
      ADD UNIQUE INDEX \`UQ_subscriptions_confirm_token\` (\`confirm_token\`),
      ADD INDEX \`IDX_subscriptions_status_frequency\` (\`status\`, \`frequency\`)`);
    await queryRunner.query(`CREATE TABLE \`digest_runs\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`frequency\` varchar(16) NOT NULL,
      \`triggered_by\` varchar(16) NOT NULL,
      \`period\` varchar(32) NOT NULL,
      \`started_at\` datetime(6) NOT NULL,
      \`finished_at\` datetime(6) NULL DEFAULT NULL,
      \`sent\` int NOT NULL DEFAULT '0',
      \`skipped\` int NOT NULL DEFAULT '0',
      \`failed\` int NOT NULL DEFAULT '0',
      INDEX \`IDX_digest_runs_started\` (\`started_at\`),
      PRIMARY KEY (\`id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`digest_sends\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`subscription_id\` int NOT NULL,
      \`period\` varchar(32) NOT NULL,
      \`status\` varchar(16) NOT NULL,
      \`deal_count\` int NOT NULL DEFAULT '0',
      \`claimed_at\` datetime(6) NOT NULL,
      \`finished_at\` datetime(6) NULL DEFAULT NULL,
      \`error\` varchar(500) NULL DEFAULT NULL,
      UNIQUE INDEX \`UQ_digest_sends_subscription_period\` (\`subscription_id\`, \`period\`),
      PRIMARY KEY (\`id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`digest_sends\``);
    await queryRunner.query(`DROP TABLE \`digest_runs\``);
    await queryRunner.query(`ALTER TABLE \`subscriptions\`
      DROP INDEX \`IDX_subscriptions_status_frequency\`,
      DROP INDEX \`UQ_subscriptions_confirm_token\`,
      DROP COLUMN \`consecutive_failures\`,
      DROP COLUMN \`last_digest_at\`,
      DROP COLUMN \`confirmed_at\`,
      DROP COLUMN \`confirmation_sent_at\`,
      DROP COLUMN \`confirm_token\`,
      DROP COLUMN \`status\``);
  }
}
