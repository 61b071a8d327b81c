import { connectionOptions } from '@deal-site/database';
import type { DatabaseConfig } from '@deal-site/server-config';
import { DataSource } from 'typeorm';

/**
 * The API's database, opened without entities: the importer, the digests and the link checks
 * write with plain SQL, and the API alone runs migrations. On SQLite both processes share the file (WAL mode).
 */
export async function openImportDatabase(database: DatabaseConfig): Promise<DataSource> {
  const dataSource = new DataSource(await connectionOptions(database));
  await dataSource.initialize();
  return dataSource;
}
