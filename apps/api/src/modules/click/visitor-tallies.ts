import type { DataSource } from 'typeorm';
import type { SiteDay } from '../visit/site-day';
import { ShardedCounts } from './sharded-counts';

/** Visitors kept in memory over all deals; past it the least recently clicked deals are reloaded later. */
export const MAX_TALLIED_VISITORS = 500_000;

/** A visitor hash shortened to a number: 52 of its 256 bits, plenty to tell a day's visitors apart. */
const visitorKey = (visitorHash: string) => Number.parseInt(visitorHash.slice(0, 13), 16);

interface Tally {
  counts: ShardedCounts;
  loaded: Promise<void>;
  ready: boolean;
}

/**
 * How many clicks each visitor gave each deal today, for the daily cap: loaded from deal_clicks
 * once per deal and day, then counted in memory, so a click costs no query.
 */
export class VisitorTallies {
  private day: SiteDay | null = null;
  private readonly tallies = new Map<number, Tally>();
  private visitors = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cap: number,
    /** Clicks counted here but not stored yet, which a reloaded tally must still include. */
    private readonly unstored: (dealId: number, day: SiteDay, visitorHash: string) => number,
  ) {}

  /** Counts one click when the visitor is under the cap; false when capped. */
  async take(dealId: number, day: SiteDay, visitorHash: string): Promise<boolean> {
    const counted = this.takeNow(dealId, day, visitorHash);
    if (counted !== null) return counted;
    if (this.day !== day) {
      this.tallies.clear();
      this.visitors = 0;
      this.day = day;
    }
    let tally = this.tallies.get(dealId);
    if (tally) this.tallies.delete(dealId);
    else tally = this.load(dealId, day);
    this.tallies.set(dealId, tally);
    await tally.loaded;
    if (this.day !== day) return this.take(dealId, day, visitorHash);
    return this.count(dealId, day, visitorHash, tally);
  }

  /** take() without waiting, when the deal's tally of the day is loaded; null when it is not. */
  takeNow(dealId: number, day: SiteDay, visitorHash: string): boolean | null {
    const tally = this.day === day ? this.tallies.get(dealId) : undefined;
    if (!tally?.ready) return null;
    this.tallies.delete(dealId);
    this.tallies.set(dealId, tally);
    return this.count(dealId, day, visitorHash, tally);
  }

  private count(dealId: number, day: SiteDay, visitorHash: string, tally: Tally): boolean {
    const key = visitorKey(visitorHash);
    const known = tally.counts.get(key);
    const taken = known ?? this.unstored(dealId, day, visitorHash);
    if (taken >= this.cap) return false;
    tally.counts.set(key, taken + 1);
    if (known === undefined && this.tallies.get(dealId) === tally) {
      this.visitors += 1;
      this.evictBeyondBound();
    }
    return true;
  }

  private load(dealId: number, day: SiteDay): Tally {
    const counts = new ShardedCounts();
    const tally: Tally = {
      counts,
      ready: false,
      loaded: this.dataSource
        .query<{ visitor_hash: string; clicks: number | string }[]>(
          'SELECT `visitor_hash`, `clicks` FROM `deal_clicks` WHERE `deal_id` = ? AND `day` = ?',
          [dealId, day],
        )
        .then((rows) => {
          for (const row of rows)
            counts.set(
              visitorKey(row.visitor_hash),
              Number(row.clicks) + this.unstored(dealId, day, row.visitor_hash),
            );
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
      if (this.visitors <= MAX_TALLIED_VISITORS || this.tallies.size <= 1) return;
      this.tallies.delete(dealId);
      this.visitors -= tally.counts.size;
    }
  }
}
