import { join } from 'node:path';
import { ConfigError } from './config-error';
import { optional, readUrl, type Env } from './env-values';

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'mysql'; url: string };

/** DATABASE_URL selects MySQL/MariaDB; without it the database is a SQLite file in DATA_DIR. */
export function readDatabase(env: Env, dataDir: string): DatabaseConfig {
  if (!optional(env, 'DATABASE_URL')) {
    return { dialect: 'sqlite', file: join(dataDir, 'deals.sqlite') };
  }
  const url = readUrl(env, 'DATABASE_URL', ['mysql:', 'mariadb:'], '');
  if (!new URL(url).pathname.replace('/', '')) {
    throw new ConfigError(
      'DATABASE_URL must name a database, e.g. mysql://user:pass@host:3306/deals',
    );
  }
  return { dialect: 'mysql', url: url.replace(/^mariadb:/, 'mysql:') };
}
