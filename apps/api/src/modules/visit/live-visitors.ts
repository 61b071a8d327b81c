import { Redis } from 'ioredis';
import type { Logger } from '../../logger';

/** "Live" visitors are those whose last counted visit is at most this old. */
export const LIVE_VISITOR_WINDOW_MS = 5 * 60_000;
/** Visitors remembered for the live count; past it the oldest are forgotten first. */
const MAX_LIVE_VISITORS = 100_000;
/** A write or read waiting this long for an absent Redis gives up (the count then comes from memory). */
const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** Who visited in the last 5 minutes. Times are epoch milliseconds of the visit service's clock. */
export interface LiveVisitors {
  /** Notes a counted visit; costs no I/O, whatever the store. */
  noteSeen(visitorHash: string, seenAt: number): void;
  /** Stores what noteSeen collected (run with the visit flush); never rejects. */
  write(now: number): Promise<void>;
  /** Visitors seen in the window ending at `now`; never rejects. */
  count(now: number): Promise<number>;
  /** "Reset Stats": forgets every visitor. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

export interface LiveVisitorsOptions {
  /** The visitors of every API process are counted together in Redis when set; in memory otherwise. */
  redisUrl: string | null;
  /** Put before the key in Redis (QUEUE_PREFIX): two sites sharing one Redis count apart. */
  keyNamespace: string;
  logger?: Logger;
}

export function createLiveVisitors({
  redisUrl,
  keyNamespace,
  logger,
}: LiveVisitorsOptions): LiveVisitors {
  return redisUrl
    ? new LiveVisitorsInRedis(redisUrl, `${keyNamespace}:live-visitors`, logger)
    : new LiveVisitorsInMemory();
}

/** Visitor hash -> last seen, in order of last visit (oldest first), at most MAX_LIVE_VISITORS. */
class RecentVisitors {
  private seen = new Map<string, number>();

  note(visitorHash: string, seenAt: number): void {
    // Deleted first so the map stays in order of last visit.
    this.seen.delete(visitorHash);
    this.seen.set(visitorHash, seenAt);
    if (this.seen.size > MAX_LIVE_VISITORS) {
      const oldest = this.seen.keys().next();
      if (!oldest.done) this.seen.delete(oldest.value);
    }
  }

  /** Forgets those seen before the window ending at `now`; answers how many are left. */
  countWithin(now: number): number {
    const since = now - LIVE_VISITOR_WINDOW_MS;
    for (const [visitorHash, seenAt] of this.seen) {
      if (seenAt >= since) break;
      this.seen.delete(visitorHash);
    }
    return this.seen.size;
  }

  /** Empties this one, answering what it held. */
  take(): RecentVisitors {
    const taken = new RecentVisitors();
    taken.seen = this.seen;
    this.seen = new Map();
    return taken;
  }

  /** Puts back visitors taken earlier, before (older than) the ones noted since. */
  putBack(earlier: RecentVisitors): void {
    const since = this.seen;
    this.seen = earlier.seen;
    for (const [visitorHash, seenAt] of since) this.note(visitorHash, seenAt);
  }

  /** ZADD's arguments: score (last seen), member (visitor hash), and so on. */
  scoresAndMembers(): (string | number)[] {
    return [...this.seen].flatMap(([visitorHash, seenAt]) => [seenAt, visitorHash]);
  }

  get size(): number {
    return this.seen.size;
  }

  clear(): void {
    this.seen.clear();
  }
}

/** One process: the visitors whose beacons reached it. */
export class LiveVisitorsInMemory implements LiveVisitors {
  private readonly recent = new RecentVisitors();

  noteSeen(visitorHash: string, seenAt: number): void {
    this.recent.note(visitorHash, seenAt);
  }

  async write(): Promise<void> {}

  count(now: number): Promise<number> {
    return Promise.resolve(this.recent.countWithin(now));
  }

  clear(): Promise<void> {
    this.recent.clear();
    return Promise.resolve();
  }

  async close(): Promise<void> {}
}

/**
 * Every process: one sorted set per site (member the visitor hash, score the last seen time),
 * written in one pipeline per visit flush and trimmed to the window there. While Redis fails,
 * the count is this process's own, kept in memory as without Redis.
 */
class LiveVisitorsInRedis implements LiveVisitors {
  private readonly redis: Redis;
  /** This process's own visitors, the count while Redis fails. */
  private readonly here = new RecentVisitors();
  /** Seen since the last write that reached Redis. */
  private readonly unwritten = new RecentVisitors();
  private outageReported = false;

  constructor(
    redisUrl: string,
    private readonly key: string,
    private readonly logger?: Logger,
  ) {
    this.redis = new Redis(redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    });
    // Without a listener ioredis prints every connection error; one warning per outage is enough.
    this.redis.on('error', (error: Error) => this.reportOutage(error));
    this.redis.on('ready', () => (this.outageReported = false));
  }

  noteSeen(visitorHash: string, seenAt: number): void {
    this.here.note(visitorHash, seenAt);
    this.unwritten.note(visitorHash, seenAt);
  }

  async write(now: number): Promise<void> {
    if (this.unwritten.countWithin(now) > 0) await this.send(now, false);
  }

  /** This process's unwritten visitors go with the read, so its latest beacons count at once. */
  async count(now: number): Promise<number> {
    this.unwritten.countWithin(now);
    return (await this.send(now, true)) ?? this.here.countWithin(now);
  }

  async clear(): Promise<void> {
    this.unwritten.clear();
    this.here.clear();
    try {
      await this.redis.del(this.key);
    } catch (error) {
      this.reportOutage(error);
    }
  }

  async close(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => undefined);
    else this.redis.disconnect();
  }

  /** One round trip: the unwritten visitors added and the set trimmed, then its count if asked. */
  private async send(now: number, withCount: boolean): Promise<number | null> {
    const batch = this.unwritten.take();
    const pipeline = this.redis.pipeline();
    if (batch.size > 0) {
      // GT: a visitor another process saw later keeps that later time.
      pipeline.zadd(this.key, 'GT', ...batch.scoresAndMembers());
      pipeline.zremrangebyscore(this.key, '-inf', `(${now - LIVE_VISITOR_WINDOW_MS}`);
      pipeline.zremrangebyrank(this.key, 0, -MAX_LIVE_VISITORS - 1);
      // A site without visits for the window leaves nothing behind.
      pipeline.pexpire(this.key, LIVE_VISITOR_WINDOW_MS);
    }
    if (withCount) pipeline.zcount(this.key, now - LIVE_VISITOR_WINDOW_MS, '+inf');
    try {
      const results = (await pipeline.exec()) ?? [];
      const failure = results.find(([error]) => error)?.[0];
      if (failure) throw failure;
      this.outageReported = false;
      return withCount ? Number(results.at(-1)?.[1]) : null;
    } catch (error) {
      this.reportOutage(error);
      this.unwritten.putBack(batch);
      return null;
    }
  }

  private reportOutage(error: unknown): void {
    if (!this.outageReported)
      this.logger?.warn({ err: error }, 'live visitors: Redis unavailable, counting in memory');
    this.outageReported = true;
  }
}
