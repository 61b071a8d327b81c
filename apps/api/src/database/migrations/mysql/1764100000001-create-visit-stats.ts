import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateVisitStats1764100000001 implements MigrationInterface {
  name = 'CreateVisitStats1764100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`visit_salts\` (
      \`day\` varchar(10) NOT NULL,
      \`salt\` varchar(64) NOT NULL,
      PRIMARY KEY (\`day\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`site_visitors\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`day\` varchar(10) NOT NULL,
      \`visitor_hash\` varchar(64) NOT NULL,
      UNIQUE INDEX \`UQ_site_visitors_day_visitor\` (\`day\`, \`visitor_hash\`),
      PRIMARY KEY (\`id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`deal_clicks\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`deal_id\` int NOT NULL,
      \`day\` varchar(10) NOT NULL,
      \`visitor_hash\` varchar(64) NOT NULL,
      \`clicks\` int NOT NULL DEFAULT '0',
      UNIQUE INDEX \`UQ_deal_clicks_deal_day_visitor\` (\`deal_id\`, \`day\`, \`visitor_hash\`),
      INDEX \`IDX_deal_clicks_day\` (\`day\`),
      PRIMARY KEY (\`id\`),
      CONSTRAINT \`FK_deal_clicks_deal\` FOREIGN KEY (\`deal_id\`) REFERENCES \`deals\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`deal_clicks\``);
    await queryRunner.query(`DROP TABLE \`site_visitors\``);
    await queryRunner.query(`DROP TABLE \`visit_salts\``);
  }
}
