import { ConfigError } from './config-error';
import type { Env } from './env-values';
import { readSharedSettings, type SharedSettings } from './shared-settings';

/** The worker's configuration: the shared settings, with REDIS_URL required. */
export interface WorkerConfig extends SharedSettings {
  redisUrl: string;
}

export function loadWorkerConfig(env: Env = process.env): WorkerConfig {
  const settings = readSharedSettings(env);
  if (!settings.redisUrl) {
    throw new ConfigError('REDIS_URL is required for the worker, e.g. redis://localhost:6379');
  }
  return { ...settings, redisUrl: settings.redisUrl };
}
