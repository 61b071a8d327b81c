import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * channel_posts: a deal's post to one channel, unique per (deal, channel), with its state and where
 * it lives (no foreign key: it outlives a deleted deal); channel_states: a channel failing or paused.
 */
export class CreateChannelPosts1765100000001 implements MigrationInterface {
  name = 'CreateChannelPosts1765100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'better-sqlite3') {
      await queryRunner.query(`CREATE TABLE "channel_posts" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "deal_id" integer NOT NULL,
        "channel" varchar(16) NOT NULL,
        "state" varchar(16) NOT NULL,
        "attempts" integer NOT NULL DEFAULT (0),
        "next_attempt_at" datetime(6),
        "claimed_at" datetime(6) NOT NULL,
        "posted_at" datetime(6),
        "remote_id" varchar(255),
        "remote_url" varchar(1024),
        "posted_text" text,
        "last_error" varchar(1024),
        "expired_at" datetime(6)
      )`);
      await queryRunner.query(
        `CREATE UNIQUE INDEX "UQ_channel_posts_deal_channel" ON "channel_posts" ("deal_id", "channel")`,
      );
      await queryRunner.query(
        `CREATE INDEX "IDX_channel_posts_state" ON "channel_posts" ("state", "next_attempt_at")`,
      );
      await queryRunner.query(`CREATE TABLE "channel_states" (
        "channel" varchar(16) PRIMARY KEY NOT NULL,
        "state" varchar(16) NOT NULL,
        "last_error" varchar(1024),
        "failed_at" datetime(6),
        "paused_until" datetime(6)
      )`);
      return;
    }
    await queryRunner.query(`CREATE TABLE \`channel_posts\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`deal_id\` int NOT NULL,
      \`channel\` varchar(16) NOT NULL,
      \`state\` varchar(16) NOT NULL,
      \`attempts\` int NOT NULL DEFAULT '0',
      \`next_attempt_at\` datetime(6) NULL DEFAULT NULL,
      \`claimed_at\` datetime(6) NOT NULL,
      \`posted_at\` datetime(6) NULL DEFAULT NULL,
      \`remote_id\` varchar(255) NULL DEFAULT NULL,
      \`remote_url\` varchar(1024) NULL DEFAULT NULL,
      \`posted_text\` text NULL,
      \`last_error\` varchar(1024) NULL DEFAULT NULL,
      \`expired_at\` datetime(6) NULL DEFAULT NULL,
      UNIQUE INDEX \`UQ_channel_posts_deal_channel\` (\`deal_id\`, \`channel\`),
      INDEX \`IDX_channel_posts_state\` (\`state\`, \`next_attempt_at\`),
      PRIMARY KEY (\`id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`channel_states\` (
      \`channel\` varchar(16) NOT NULL,
      \`state\` varchar(16) NOT NULL,
      \`last_error\` varchar(1024) NULL DEFAULT NULL,
      \`failed_at\` datetime(6) NULL DEFAULT NULL,
      \`paused_until\` datetime(6) NULL DEFAULT NULL,
      PRIMARY KEY (\`channel\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `channel_states`');
    await queryRunner.query('DROP TABLE `channel_posts`');
  }
}
