import { DEFAULT_QUEUE_PREFIX } from '@deal-site/queue-contract';
import { InvalidRedisUrlError, parseRedisUrl } from '@deal-site/jobs';

export interface WorkerConfig {
  redisUrl: string;
  queuePrefix: string;
  siteTimeZone: string;
}

/** Raised for a missing or malformed variable; main prints its one-line message and exits 1. */
export class WorkerConfigError extends Error {}

type Env = Record<string, string | undefined>;

function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function readRedisUrl(env: Env): string {
  const raw = optional(env, 'REDIS_URL');
  if (!raw) {
    throw new WorkerConfigError(
      'REDIS_URL is required for the worker, e.g. redis://localhost:6379',
    );
  }
  try {
    return parseRedisUrl(raw);
  } catch (error) {
    if (error instanceof InvalidRedisUrlError) {
      throw new WorkerConfigError(`REDIS_URL ${error.message}`);
    }
    throw error;
  }
}

function readQueuePrefix(env: Env): string {
  const prefix = optional(env, 'QUEUE_PREFIX') ?? DEFAULT_QUEUE_PREFIX;
  if (!/^[\w:{}.-]+$/.test(prefix)) {
    throw new WorkerConfigError(
      `QUEUE_PREFIX may hold only letters, digits and _ - . : { }, got "${prefix}"`,
    );
  }
  return prefix;
}

function readTimeZone(env: Env): string {
  const zone = optional(env, 'SITE_TIMEZONE') ?? 'America/Chicago';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new WorkerConfigError(`SITE_TIMEZONE is not an IANA time zone: "${zone}"`);
  }
  return zone;
}

export function loadWorkerConfig(env: Env = process.env): WorkerConfig {
  return {
    redisUrl: readRedisUrl(env),
    queuePrefix: readQueuePrefix(env),
    siteTimeZone: readTimeZone(env),
  };
}
