import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import type { Logger } from '../../logger';

export const MAX_FAILED_LOGINS = 5;
export const LOGIN_BLOCK_SECONDS = 15 * 60;

export interface LoginThrottleOptions {
  /** Counters live in Redis when set, so every API process shares them; in memory otherwise. */
  redisUrl: string | null;
  keyPrefix?: string;
  logger?: Logger;
}

/**
 * Counts failed logins per username and address: after MAX_FAILED_LOGINS within the block window
 * that pair is refused for LOGIN_BLOCK_SECONDS, while the same username from another address
 * (the real curator) can still sign in.
 */
export class LoginThrottle {
  private constructor(
    private readonly limiter: RateLimiterAbstract | RateLimiterStoreAbstract,
    private readonly redis: Redis | null,
  ) {}

  static create({
    redisUrl,
    keyPrefix = 'login_fail',
    logger,
  }: LoginThrottleOptions): LoginThrottle {
    const options = {
      keyPrefix,
      points: MAX_FAILED_LOGINS,
      duration: LOGIN_BLOCK_SECONDS,
    };
    if (!redisUrl) return new LoginThrottle(new RateLimiterMemory(options), null);
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    // Without a listener ioredis prints every connection error; the limiter falls back to memory,
    // and one warning per outage is enough.
    let outageReported = false;
    redis.on('error', (error: Error) => {
      if (!outageReported) logger?.warn({ err: error }, 'login throttle: Redis unavailable');
      outageReported = true;
    });
    redis.on('ready', () => (outageReported = false));
    const limiter = new RateLimiterRedis({
      ...options,
      storeClient: redis,
      insuranceLimiter: new RateLimiterMemory(options),
    });
    return new LoginThrottle(limiter, redis);
  }

  static key(usernameNormalized: string, address: string): string {
    return `${usernameNormalized}_${address}`;
  }

  /** Seconds until this pair may try again; 0 when it may try now. */
  async retryAfterSeconds(key: string): Promise<number> {
    const state = await this.limiter.get(key);
    if (!state || state.consumedPoints < MAX_FAILED_LOGINS) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  async recordFailure(key: string): Promise<void> {
    try {
      const state = await this.limiter.consume(key);
      if (state.consumedPoints >= MAX_FAILED_LOGINS) {
        await this.limiter.block(key, LOGIN_BLOCK_SECONDS);
      }
    } catch (rejection) {
      // A RateLimiterRes rejection means the pair is already over the limit and blocked.
      if (rejection instanceof Error) throw rejection;
    }
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  async close(): Promise<void> {
    if (this.redis?.status === 'ready') await this.redis.quit().catch(() => undefined);
    else this.redis?.disconnect();
  }
}
