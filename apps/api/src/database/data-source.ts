import { connectionOptions } from '@deal-site/database';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '@deal-site/server-config';
import { entities } from './entities';
import { migrationsByDialect } from './migrations';

async function optionsFor(database: DatabaseConfig): Promise<DataSourceOptions> {
  return {
    ...(await connectionOptions(database)),
    entities,
    migrations: migrationsByDialect[database.dialect],
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
