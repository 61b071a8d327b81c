import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763900000000 implements MigrationInterface {
  name = 'CreateUsers1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`users\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`username\` varchar(64) NOT NULL,
      \`username_normalized\` varchar(64) NOT NULL,
      \`password_hash\` varchar(100) NOT NULL,
      \`role\` varchar(16) NOT NULL DEFAULT 'visitor',
      \`token_version\` int NOT NULL DEFAULT '0',
      \`first_account\` tinyint NULL DEFAULT NULL,
      \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`UQ_users_username_normalized\` (\`username_normalized\`),
      UNIQUE INDEX \`UQ_users_first_account\` (\`first_account\`),
      PRIMARY KEY (\`id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`users\``);
  }
}
