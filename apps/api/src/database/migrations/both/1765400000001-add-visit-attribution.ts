import type { MigrationInterface, QueryRunner } from 'typeorm';

const COLUMNS: [name: string, sqlite: string, mysql: string][] = [
  [
    'source_name',
    `varchar(64) NOT NULL DEFAULT ('direct')`,
    `varchar(64) NOT NULL DEFAULT 'direct'`,
  ],
  [
    'source_group',
    `varchar(16) NOT NULL DEFAULT ('direct')`,
    `varchar(16) NOT NULL DEFAULT 'direct'`,
  ],
  ['source_medium', 'varchar(64)', 'varchar(64) NULL'],
  ['source_campaign', 'varchar(64)', 'varchar(64) NULL'],
  ['landing_path', `varchar(128) NOT NULL DEFAULT ('/')`, `varchar(128) NOT NULL DEFAULT '/'`],
  ['device', `varchar(16) NOT NULL DEFAULT ('other')`, `varchar(16) NOT NULL DEFAULT 'other'`],
  ['browser', `varchar(48) NOT NULL DEFAULT ('Other')`, `varchar(48) NOT NULL DEFAULT 'Other'`],
];

/**
 * Issue 57: each site_visitors row keeps the attribution of the visitor's first counted visit of
 * the day; deal_clicks.source keeps the `src` a click carried (null: the visitor's source).
 */
export class AddVisitAttribution1765400000001 implements MigrationInterface {
  name = 'AddVisitAttribution1765400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    for (const [name, sqliteType, mysqlType] of COLUMNS)
      await queryRunner.query(
        `ALTER TABLE \`site_visitors\` ADD COLUMN \`${name}\` ${sqlite ? sqliteType : mysqlType}`,
      );
    await queryRunner.query(
      `ALTER TABLE \`deal_clicks\` ADD COLUMN \`source\` varchar(64)${sqlite ? '' : ' NULL'}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `deal_clicks` DROP COLUMN `source`');
    for (const [name] of [...COLUMNS].reverse())
      await queryRunner.query(`ALTER TABLE \`site_visitors\` DROP COLUMN \`${name}\``);
  }
}
