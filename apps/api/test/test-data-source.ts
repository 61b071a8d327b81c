import type { DatabaseConfig } from '@deal-site/server-config';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../src/database/data-source';
import { createTestDatabase, type Dialect } from './test-databases';

/** A migrated data source on a throwaway database of its own. */
export interface TestDataSource {
  readonly dataSource: DataSource;
  /** Where the database is, to open another data source on it. */
  readonly config: DatabaseConfig;
  /** Closes the data source, then drops its database. */
  close(): Promise<void>;
}

export async function openTestDataSource(dialect: Dialect): Promise<TestDataSource> {
  const database = await createTestDatabase(dialect);
  let dataSource: DataSource;
  try {
    dataSource = await openDatabase(database.config);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    dataSource,
    config: database.config,
    close: async () => {
      await dataSource.destroy();
      await database.drop();
    },
  };
}
