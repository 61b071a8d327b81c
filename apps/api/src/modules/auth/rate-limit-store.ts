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
  logger?: Logger;
}

export interface LimitRule {
  /** Keeps this rule's counters apart from the others' in the shared store. */
  keyPrefix: string;
  /** How many events the window allows; the one that reaches it starts the block. */
  points: number;
  windowSeconds: number;
  /** How long a key stays refused once it reached `points`; to the end of the window when unset. */
  blockSeconds?: number;
}

/**
 * Counts events per key for one rule, for example failed logins per address. A key is refused
 * once its count reached the rule's points, until the block (or the window) ends.
 */
export class LimitCounter {
  constructor(
    private readonly limiter: RateLimiterAbstract | RateLimiterStoreAbstract,
    private readonly rule: LimitRule,
  ) {}

  /** Seconds until this key may act again; 0 when it may act now. */
  async retryAfterSeconds(key: string): Promise<number> {
    const state = await this.limiter.get(key);
    if (!state || state.consumedPoints < this.rule.points) return 0;
    return toRetryAfter(state);
  }

  /**
   * Counts one event, atomically in Redis. Answers the seconds to wait when the key was already
   * over the limit before this event (the event is then refused), 0 when it was allowed.
   */
  async record(key: string): Promise<number> {
    try {
      const state = await this.limiter.consume(key);
      if (state.consumedPoints >= this.rule.points && this.rule.blockSeconds !== undefined) {
        await this.limiter.block(key, this.rule.blockSeconds);
      }
      return 0;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return toRetryAfter(rejection);
      throw rejection;
    }
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
  private constructor(private readonly redis: Redis | null) {}

  static create({ redisUrl, logger }: RateLimitStoreOptions): RateLimitStore {
    if (!redisUrl) return new RateLimitStore(null);
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    // Without a listener ioredis prints every connection error; the limiters fall back to memory,
    // and one warning per outage is enough.
    let outageReported = false;
    redis.on('error', (error: Error) => {
      if (!outageReported) logger?.warn({ err: error }, 'rate limits: Redis unavailable');
      outageReported = true;
    });
    redis.on('ready', () => (outageReported = false));
    return new RateLimitStore(redis);
  }

  counter(rule: LimitRule): LimitCounter {
    const options = {
      keyPrefix: rule.keyPrefix,
      points: rule.points,
      duration: rule.windowSeconds,
    };
    const limiter = this.redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: this.redis,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    return new LimitCounter(limiter, rule);
  }

  async close(): Promise<void> {
    if (this.redis?.status === 'ready') await this.redis.quit().catch(() => undefined);
    else this.redis?.disconnect();
  }
}
