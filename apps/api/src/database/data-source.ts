import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '@deal-site/server-config';
import { entities } from './entities';
import { migrationsByDialect } from './migrations';
import { utcMysqlDriver } from './utc-mysql-driver';

/** TypeORM reads MariaDB's schema differently from MySQL's, so it must be told which one it talks to. */
async function mysqlFlavor(url: string): Promise<'mysql' | 'mariadb'> {
  const connection = await createConnection({ uri: url, connectTimeout: 5000 });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    return /mariadb/i.test((rows as { version: string }[])[0].version) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

async function optionsFor(database: DatabaseConfig): Promise<DataSourceOptions> {
  const common = {
    entities,
    migrations: migrationsByDialect[database.dialect],
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    logging: false,
  } as const;
  if (database.dialect === 'sqlite') {
    mkdirSync(dirname(database.file), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: database.file,
      // WAL lets readers proceed while a write is in flight; busy_timeout queues writers instead of failing.
      prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
        db.pragma('journal_mode = WAL');
        db.pragma('busy_timeout = 5000');
        db.pragma('foreign_keys = ON');
      },
    };
  }
  return {
    ...common,
    type: await mysqlFlavor(database.url),
    url: database.url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    driver: utcMysqlDriver,
    poolSize: 10,
    connectTimeout: 5000,
  };
}

export async function createDataSource(database: DatabaseConfig): Promise<DataSource> {
  return new DataSource(await optionsFor(database));
}

/** Opens the connection and applies pending migrations, all in one transaction per migration. */
export async function openDatabase(database: DatabaseConfig): Promise<DataSource> {
  const dataSource = await createDataSource(database);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}

/** The SQL TypeORM would still run to match the entities; empty when migrations are complete. */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const sqlInMemory = await dataSource.driver.createSchemaBuilder().log();
  return sqlInMemory.upQueries.map((query) => query.query);
}
