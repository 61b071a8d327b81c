import type { DataSource } from 'typeorm';
import { ShardedMap } from '../../common/sharded-map';
import type { SiteDay } from '../visitor/site-day';
import { visitorKey } from '../visitor/visitor-hash';
import type { VisitorClicks } from './click-rows';

/** Visitors kept in memory over all deals; past it the least recently clicked deals are reloaded later. */
export const MAX_TALLIED_VISITORS = 500_000;

interface Tally {
  counts: ShardedMap<number>;
  loaded: Promise<void>;
  ready: boolean;
}

/**
 * How many clicks each visitor gave each deal today, for the daily cap: loaded from deal_clicks
 * once per deal and day, then counted in memory, so a click costs no query.
 */
export class VisitorTallies {
  private day: SiteDay | null = null;
  /** Least recently clicked deal first; the last one is `lastDealId`'s. */
  private readonly tallies = new Map<number, Tally>();
  private lastDealId: number | null = null;
  private visitors = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cap: number,
    /** Clicks counted but not stored yet, of every day, which a reloaded tally must still include. */
    private readonly unstored: (dealId: number) => Iterable<VisitorClicks>,
    private readonly maxVisitors = MAX_TALLIED_VISITORS,
  ) {}

  /** Counts one click when the visitor is under the cap; false when capped. */
  async take(dealId: number, day: SiteDay, visitorHash: string): Promise<boolean> {
    const counted = this.takeNow(dealId, day, visitorHash);
    if (counted !== null) return counted;
    if (this.day !== day) {
      this.tallies.clear();
      this.lastDealId = null;
      this.visitors = 0;
      this.day = day;
    }
    const tally = this.tallies.get(dealId) ?? this.load(dealId, day);
    this.markClicked(dealId, tally);
    await tally.loaded;
    if (this.day !== day) return this.take(dealId, day, visitorHash);
    return this.count(dealId, tally, visitorHash);
  }

  /** take() without waiting, when the deal's tally of the day is loaded; null when it is not. */
  takeNow(dealId: number, day: SiteDay, visitorHash: string): boolean | null {
    const tally = this.day === day ? this.tallies.get(dealId) : undefined;
    if (!tally?.ready) return null;
    this.markClicked(dealId, tally);
    return this.count(dealId, tally, visitorHash);
  }

  /**
   * Moves the deal's tally to the most recently clicked end. Most clicks go to the deal clicked
   * last, and moving it again would add a deleted entry to the map each time, which then has to
   * rebuild its table every few clicks.
   */
  private markClicked(dealId: number, tally: Tally): void {
    if (this.lastDealId === dealId && this.tallies.get(dealId) === tally) return;
    this.tallies.delete(dealId);
    this.tallies.set(dealId, tally);
    this.lastDealId = dealId;
  }

  private count(dealId: number, tally: Tally, visitorHash: string): boolean {
    const key = visitorKey(visitorHash);
    const known = tally.counts.get(key);
    const taken = known ?? 0;
    if (taken >= this.cap) return false;
    tally.counts.set(key, taken + 1);
    if (known === undefined && this.tallies.get(dealId) === tally) {
      this.visitors += 1;
      this.evictBeyondBound();
    }
    return true;
  }

  private load(dealId: number, day: SiteDay): Tally {
    const counts = new ShardedMap<number>();
    const tally: Tally = {
      counts,
      ready: false,
      loaded: this.dataSource
        .query<{ visitor_hash: string; clicks: number | string }[]>(
          'SELECT `visitor_hash`, `clicks` FROM `deal_clicks` WHERE `deal_id` = ? AND `day` = ?',
          [dealId, day],
        )
        .then((rows) => {
          for (const row of rows) counts.set(visitorKey(row.visitor_hash), Number(row.clicks));
          // In the same turn as the tally becomes ready: from here on every click of the deal is
          // counted in it, so a visitor's unstored clicks are added once, stored or not later.
          for (const visitor of this.unstored(dealId)) {
            if (visitor.day !== day) continue;
            const key = visitorKey(visitor.visitorHash);
            counts.set(key, (counts.get(key) ?? 0) + visitor.clicks);
          }
          if (this.tallies.get(dealId) === tally) this.visitors += counts.size;
          tally.ready = true;
        }),
    };
    // A failed load must not stick: the next click loads again.
    tally.loaded.catch(() => {
      if (this.tallies.get(dealId) === tally) this.tallies.delete(dealId);
    });
    return tally;
  }

  private evictBeyondBound(): void {
    for (const [dealId, tally] of this.tallies) {
      if (this.visitors <= this.maxVisitors || this.tallies.size <= 1) return;
      this.tallies.delete(dealId);
      this.visitors -= tally.counts.size;
    }
  }
}
