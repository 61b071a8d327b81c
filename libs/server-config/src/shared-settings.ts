import { DEFAULT_QUEUE_PREFIX } from '@deal-site/queue-contract';
import { ConfigError } from './config-error';
import { optional, readChoice, readUrl, type Env } from './env-values';
import { readImageStoreSettings, type ImageStoreSettings } from './image-store-settings';

/** What every server process reads: the API, the worker and the operator command. */
export interface SharedSettings {
  /** NODE_ENV=development, set only by `npm run dev`; everything else runs hardened. */
  development: boolean;
  logLevel: LogLevel;
  siteTimeZone: string;
  /** REDIS_URL; null selects in-process job scheduling. */
  redisUrl: string | null;
  /** BullMQ key prefix; the API and the worker must agree on it. */
  queuePrefix: string;
  /** IMAGE_STORE: DATA_DIR (the default) or an S3-compatible bucket. */
  imageStore: ImageStoreSettings;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function readTimeZone(env: Env): string {
  const zone = optional(env, 'SITE_TIMEZONE') ?? 'America/Chicago';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new ConfigError(`SITE_TIMEZONE is not an IANA time zone: "${zone}"`);
  }
  return zone;
}

function readQueuePrefix(env: Env): string {
  const prefix = optional(env, 'QUEUE_PREFIX') ?? DEFAULT_QUEUE_PREFIX;
  if (!/^[\w:{}.-]+$/.test(prefix)) {
    throw new ConfigError(
      `QUEUE_PREFIX may hold only letters, digits and _ - . : { }, got "${prefix}"`,
    );
  }
  return prefix;
}

export function readSharedSettings(env: Env): SharedSettings {
  return {
    development: env.NODE_ENV === 'development',
    logLevel: readChoice(env, 'LOG_LEVEL', LOG_LEVELS, env.NODE_ENV === 'test' ? 'silent' : 'info'),
    siteTimeZone: readTimeZone(env),
    redisUrl: optional(env, 'REDIS_URL')
      ? readUrl(env, 'REDIS_URL', ['redis:', 'rediss:'], '')
      : null,
    queuePrefix: readQueuePrefix(env),
    imageStore: readImageStoreSettings(env),
  };
}
