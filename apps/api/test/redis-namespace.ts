import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { TEST_REDIS_URL } from './auth-helpers';

/**
 * A QUEUE_PREFIX of its own on the test Redis: apps started with the same `env` share their
 * counters, and nothing else (another suite, an earlier run) counts into them.
 */
export function redisNamespace() {
  const prefix = `test-${randomUUID()}`;
  return {
    env: { REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix },
    /** The key of one rate-limit counter, as the apps on this namespace write it. */
    counterKey: (keyPrefix: string, key: string) => `${prefix}:${keyPrefix}:${key}`,
    /** Deletes every key under the namespace. */
    async clear(redis: Redis) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    },
  };
}
