import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSubscriptions1764100000000 implements MigrationInterface {
  name = 'CreateSubscriptions1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`subscriptions\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`email\` varchar(254) NOT NULL,
      \`frequency\` varchar(16) NOT NULL,
      \`unsubscribe_token\` varchar(64) NOT NULL,
      \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`UQ_subscriptions_email\` (\`email\`),
      UNIQUE INDEX \`UQ_subscriptions_unsubscribe_token\` (\`unsubscribe_token\`),
      PRIMARY KEY (\`id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`subscriptions\``);
  }
}
