import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import type { DatabaseConfig } from '@deal-site/server-config';

export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/** A throwaway SQLite file in its own temp folder. */
export function createSqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'deals-sqlite-'));
  return {
    config: { dialect: 'sqlite', file: join(dir, 'test.sqlite') },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh utf8mb4 database on the test MariaDB/MySQL server, dropped afterwards. */
export async function createMysqlDatabase(): Promise<TestDatabase> {
  const server = new URL(TEST_MYSQL_URL);
  const name = `deals_test_${randomBytes(6).toString('hex')}`;
  const admin = await createConnection({ uri: server.toString() });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    config: { dialect: 'mysql', url: url.toString() },
    drop: async () => {
      const connection = await createConnection({ uri: server.toString() });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}

export const DIALECTS = ['sqlite', 'mysql'] as const;
export type Dialect = (typeof DIALECTS)[number];

export function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  return dialect === 'sqlite' ? Promise.resolve(createSqliteDatabase()) : createMysqlDatabase();
}
