import { LRUCache } from 'lru-cache';
import type { SiteVersions } from '../modules/site-version/site-data-version.service';
import { siteDayOf } from '../modules/visitor/site-day';
import {
  CachedAnswer,
  type AnswerKeeper,
  type PublicAnswer,
  type PublicBody,
} from './cached-answer';

export type { PublicAnswer, PublicBody, PublicEncoding } from './cached-answer';

/** What an answer depends on besides data and day; `query` normalised by the caller (see public-query.ts). */
export interface PublicRequest {
  route: string;
  query: string;
}

export interface PublicCacheLimits {
  /** Bodies and their compressed copies; one answer over an eighth of this is never kept. */
  maxBytes: number;
  /** The same for the last good answer of each route and query; mostly the same objects. */
  lastGoodMaxBytes: number;
  /** When only clicks changed, a cached answer is rebuilt at most this often. */
  clickStalenessMs: number;
}

export const PUBLIC_CACHE_LIMITS: PublicCacheLimits = {
  maxBytes: 48 * 1024 * 1024,
  lastGoodMaxBytes: 48 * 1024 * 1024,
  clickStalenessMs: 5000,
};

export interface PublicCacheOptions {
  timeZone: string;
  /** The site's data versions; rejects while the database is away. */
  versions: () => Promise<SiteVersions>;
  /** The versions when read recently enough to trust without asking, else null (see `cached`). */
  recentVersions?: () => SiteVersions | null;
  /** Told why a route and query's last good answer was served instead of a fresh one. */
  onStaleServed?: (error: unknown, route: string, query: string) => void;
  limits?: Partial<PublicCacheLimits>;
  clock?: () => number;
}

/** Keys and values are counted too: a GraphQL document in a key can outweigh its answer. */
const ENTRY_OVERHEAD_BYTES = 256;

function byteBounded(maxBytes: number): LRUCache<string, CachedAnswer> {
  return new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    maxEntrySize: Math.floor(maxBytes / 8),
    sizeCalculation: (answer, key) => answer.bytes + key.length + ENTRY_OVERHEAD_BYTES,
  });
}

/** Re-counts an answer's bytes where it is still the value of `key` (lru-cache sizes on set only). */
function recount(entries: LRUCache<string, CachedAnswer>, key: string, answer: CachedAnswer) {
  if (entries.peek(key) !== answer) return;
  entries.delete(key);
  entries.set(key, answer);
}

/**
 * Which side of the next expiry `now` is on: a deal leaves the lists at that moment, before the
 * versions are read again, so answers built before it are not served after it.
 */
function listChangeMark({ nextListChange }: SiteVersions, now: number): string {
  if (nextListChange === undefined) return '';
  return now >= nextListChange ? `${nextListChange}+` : String(nextListChange);
}

/**
 * Public answers (pages, GET /api/deals, anonymous GraphQL reads) built once per route, normalised
 * query, content version, next expiry and day in SITE_TIMEZONE, each encoding compressed when first taken.
 * Concurrent misses share one build; an answer stale only in its click counts is served while
 * one rebuild runs in the background. While the versions cannot be read or a build fails (the
 * database is away), the last good answer of the route and query is served, whatever version
 * or day it was.
 */
export class PublicCache {
  private readonly answers: LRUCache<string, CachedAnswer>;
  /** The newest good answer of each route and query, kept after its version or day moved on. */
  private readonly lastGood: LRUCache<string, CachedAnswer>;
  private readonly building = new Map<string, Promise<CachedAnswer>>();
  private readonly compressing = new Set<Promise<unknown>>();
  private readonly limits: PublicCacheLimits;
  private readonly clock: () => number;
  /** Where each kept answer is kept, so its compressed copies are counted there. */
  private readonly keysOf = new WeakMap<CachedAnswer, { key: string; lastGoodKey: string }>();

  private readonly keeper: AnswerKeeper = {
    resized: (answer) => {
      const keys = this.keysOf.get(answer);
      if (!keys) return;
      recount(this.answers, keys.key, answer);
      recount(this.lastGood, keys.lastGoodKey, answer);
    },
    compressing: (work) => {
      this.compressing.add(work);
      void work.finally(() => this.compressing.delete(work));
    },
  };

  constructor(private readonly options: PublicCacheOptions) {
    this.limits = { ...PUBLIC_CACHE_LIMITS, ...options.limits };
    this.clock = options.clock ?? Date.now;
    this.answers = byteBounded(this.limits.maxBytes);
    this.lastGood = byteBounded(this.limits.lastGoodMaxBytes);
  }

  /**
   * The cached answer, built when missing or outdated; when that fails, the last good answer of
   * the route and query (stale-if-error), else the failure. Only status 200 answers are kept.
   */
  async answer(request: PublicRequest, build: () => Promise<PublicBody>): Promise<PublicAnswer> {
    const lastGoodKey = `${request.route}\0${request.query}`;
    try {
      return await this.currentAnswer(lastGoodKey, build);
    } catch (error) {
      const stale = this.lastGood.get(lastGoodKey);
      if (!stale) throw error;
      this.options.onStaleServed?.(error, request.route, request.query);
      return stale;
    }
  }

  /**
   * The answer `answer()` would give at once, without waiting for anything: the versions are
   * known and an answer under them is kept (one stale only in its clicks starts its rebuild). A
   * route answers from it synchronously and calls `answer()` only when it has none, so the
   * usual request creates no promise.
   */
  cached(request: PublicRequest, build: () => Promise<PublicBody>): PublicAnswer | undefined {
    const versions = this.options.recentVersions?.();
    if (!versions) return undefined;
    const lastGoodKey = `${request.route}\0${request.query}`;
    const now = this.clock();
    const key = this.keyOf(lastGoodKey, versions, now);
    const cached = this.answers.get(key);
    if (cached && this.clicksOutdated(cached, versions, now))
      void this.buildOnce(key, lastGoodKey, versions, build).catch(() => cached);
    return cached;
  }

  /** Resolves once every build under way (background ones included) and every smaller copy being made is done. */
  async idle(): Promise<void> {
    while (this.building.size > 0 || this.compressing.size > 0)
      await Promise.allSettled([...this.building.values(), ...this.compressing]);
  }

  private async currentAnswer(
    lastGoodKey: string,
    build: () => Promise<PublicBody>,
  ): Promise<CachedAnswer> {
    const versions = await this.options.versions();
    const now = this.clock();
    const key = this.keyOf(lastGoodKey, versions, now);
    const cached = this.answers.get(key);
    if (!cached) return this.buildOnce(key, lastGoodKey, versions, build);
    if (this.clicksOutdated(cached, versions, now))
      void this.buildOnce(key, lastGoodKey, versions, build).catch(() => cached);
    return cached;
  }

  private keyOf(lastGoodKey: string, versions: SiteVersions, now: number): string {
    const day = siteDayOf(new Date(now), this.options.timeZone);
    return `${lastGoodKey}\0${versions.content}\0${listChangeMark(versions, now)}\0${day}`;
  }

  private clicksOutdated(cached: CachedAnswer, versions: SiteVersions, now: number): boolean {
    return (
      cached.clicksVersion !== versions.clicks &&
      now - cached.builtAt >= this.limits.clickStalenessMs
    );
  }

  private buildOnce(
    key: string,
    lastGoodKey: string,
    versions: SiteVersions,
    build: () => Promise<PublicBody>,
  ): Promise<CachedAnswer> {
    let pending = this.building.get(key);
    if (!pending) {
      const builtAt = this.clock();
      pending = build()
        .then((built) => {
          if (built.status !== 200) return new CachedAnswer(built, versions.clicks, builtAt);
          const previous = this.lastGood.peek(lastGoodKey);
          const answer = new CachedAnswer(built, versions.clicks, builtAt, this.keeper, previous);
          this.keysOf.set(answer, { key, lastGoodKey });
          this.answers.set(key, answer);
          this.lastGood.set(lastGoodKey, answer);
          return answer;
        })
        .finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }
}
