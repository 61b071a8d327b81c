import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * deal_reports counts one report per address (its daily salted hash) per deal per day, where it
 * counted one per visitor: address_hash takes visitor_hash's place, old rows keeping their visitor
 * hash so they stay distinct. The same SQL runs on SQLite and MySQL/MariaDB but for DROP INDEX.
 */
export class CountReportsPerAddress1764900000001 implements MigrationInterface {
  name = 'CountReportsPerAddress1764900000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.swap(queryRunner, 'visitor', 'address');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.swap(queryRunner, 'address', 'visitor');
  }

  private async swap(queryRunner: QueryRunner, from: string, to: string): Promise<void> {
    const onTable =
      queryRunner.connection.options.type === 'better-sqlite3' ? '' : ' ON `deal_reports`';
    await queryRunner.query(
      `ALTER TABLE \`deal_reports\` RENAME COLUMN \`${from}_hash\` TO \`${to}_hash\``,
    );
    // The new index first: on MySQL the old one backs the deal_id foreign key until then.
    await queryRunner.query(
      `CREATE UNIQUE INDEX \`UQ_deal_reports_deal_day_${to}\` ON \`deal_reports\` (\`deal_id\`, \`day\`, \`${to}_hash\`)`,
    );
    await queryRunner.query(`DROP INDEX \`UQ_deal_reports_deal_day_${from}\`${onTable}`);
  }
}
