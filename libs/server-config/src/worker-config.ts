import { ConfigError } from './config-error';
import { readChannelSettings, type ChannelSettings } from './channel-settings';
import { readDataDir } from './data-dir';
import { readDatabase, type DatabaseConfig } from './database-url';
import { readPort, readUrl, type Env } from './env-values';
import { readImportSettings, type ImportSettings } from './import-settings';
import { readMailSettings, type MailSettings } from './mail-settings';
import { readPushSettings, type PushSettings } from './push-settings';
import { readSharedSettings, type SharedSettings } from './shared-settings';

/**
 * The worker's configuration: the shared settings with REDIS_URL required, and what the import
 * needs: the API's database (DATABASE_URL, or the SQLite file in DATA_DIR) and DATA_DIR itself.
 */
export interface WorkerConfig
  extends SharedSettings, ImportSettings, MailSettings, PushSettings, ChannelSettings {
  redisUrl: string;
  /** PUBLIC_URL, as the API reads it: the base of every link in a digest. */
  publicUrl: string;
  dataDir: string;
  database: DatabaseConfig;
}

export function loadWorkerConfig(env: Env = process.env): WorkerConfig {
  const settings = readSharedSettings(env);
  if (!settings.redisUrl) {
    throw new ConfigError('REDIS_URL is required for the worker, e.g. redis://localhost:6379');
  }
  const dataDir = readDataDir(env);
  return {
    ...settings,
    ...readImportSettings(env),
    ...readMailSettings(env),
    ...readPushSettings(env, dataDir),
    ...readChannelSettings(env),
    redisUrl: settings.redisUrl,
    publicUrl: readUrl(env, 'PUBLIC_URL', ['http:', 'https:'], `http://localhost:${readPort(env)}`),
    dataDir,
    database: readDatabase(env, dataDir),
  };
}
