import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import type { Logger } from '../../logger';

export interface RateLimitStoreOptions {
  /** Counters live in Redis when set, so every API process shares them; in memory otherwise. */
  redisUrl: string | null;
  /**
   * Put before every key in Redis (QUEUE_PREFIX): two sites sharing one Redis, or two test runs,
   * never count each other's events.
   */
  keyNamespace: string;
  logger?: Logger;
}

export interface LimitRule {
  /** Keeps this rule's counters apart from the others' in the shared store. */
  keyPrefix: string;
  /** How many events the window allows; the next one is refused and starts the block. */
  points: number;
  windowSeconds: number;
  /** How long a key stays refused once it went over `points`; to the end of the window when unset. */
  blockSeconds?: number;
}

/**
 * Counts events per key for one rule, for example login attempts per address. The point is taken
 * before the work it guards (atomically in Redis), so concurrent requests can never get more than
 * `points` through; a key that asks once more is refused until the block (or the window) ends.
 */
export class LimitCounter {
  constructor(private readonly limiter: RateLimiterAbstract | RateLimiterStoreAbstract) {}

  /** Takes one point. Answers the seconds to wait when none was left (the event is refused), else 0. */
  async take(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return toRetryAfter(rejection);
      throw rejection;
    }
  }

  /** Returns a point taken for an event that turned out not to count (a successful login). */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

const toRetryAfter = (state: RateLimiterRes) => Math.max(1, Math.ceil(state.msBeforeNext / 1000));

/**
 * Where every rate limit keeps its counters: one Redis connection shared by all rules (with an
 * in-memory insurance limiter per rule for when Redis is down), or memory when there is no Redis.
 */
export class RateLimitStore {
  private constructor(
    private readonly redis: Redis | null,
    private readonly keyNamespace: string,
  ) {}

  static create({ redisUrl, keyNamespace, logger }: RateLimitStoreOptions): RateLimitStore {
    if (!redisUrl) return new RateLimitStore(null, keyNamespace);
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    // Without a listener ioredis prints every connection error; the limiters fall back to memory,
    // and one warning per outage is enough.
    let outageReported = false;
    redis.on('error', (error: Error) => {
      if (!outageReported) logger?.warn({ err: error }, 'rate limits: Redis unavailable');
      outageReported = true;
    });
    redis.on('ready', () => (outageReported = false));
    return new RateLimitStore(redis, keyNamespace);
  }

  counter(rule: LimitRule): LimitCounter {
    const options = {
      keyPrefix: `${this.keyNamespace}:${rule.keyPrefix}`,
      points: rule.points,
      duration: rule.windowSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    };
    const limiter = this.redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: this.redis,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    return new LimitCounter(limiter);
  }

  async close(): Promise<void> {
    if (this.redis?.status === 'ready') await this.redis.quit().catch(() => undefined);
    else this.redis?.disconnect();
  }
}
