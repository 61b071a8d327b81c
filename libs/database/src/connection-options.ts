import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseConfig } from '@deal-site/server-config';
import { createConnection } from 'mysql2/promise';
import type { DataSourceOptions } from 'typeorm';
import { utcMysqlDriver } from './utc-mysql-driver';
import { WAL_KEPT_BYTES } from './wal-checkpoints';

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

/**
 * How every process connects (the API, the worker, the operator command): SQLite in WAL mode
 * so the API and the worker can share the file, or MySQL/MariaDB in UTC. Entities and
 * migrations are the API's to add.
 */
export async function connectionOptions(database: DatabaseConfig): Promise<DataSourceOptions> {
  const common = {
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
      // synchronous=NORMAL (what better-sqlite3 already picks when it reopens a WAL file, said here
      // so the first boot does the same): a commit survives the process being killed, but one made
      // since the last checkpoint may be rolled back by a power cut or OS crash; the file stays sound.
      prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
        db.pragma('journal_mode = WAL');
        db.pragma('synchronous = NORMAL');
        db.pragma('busy_timeout = 5000');
        db.pragma('foreign_keys = ON');
        // The first commit after a checkpoint cuts the WAL file back to this, not a burst's size.
        db.pragma(`journal_size_limit = ${WAL_KEPT_BYTES}`);
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
