import { LRUCache } from 'lru-cache';
import { SHARDS, shardIndex } from '../../common/sharded-map';
import type { SiteDay } from '../visit/site-day';

/**
 * Counted clicks one address (an IPv6 /64) may give one deal per site day, whatever User-Agents
 * it sends: far above what a household or an office behind one address clicks on one deal, far
 * below what moves the popular sort.
 */
export const MAX_COUNTED_CLICKS_PER_ADDRESS = 20;
/**
 * Address and deal pairs remembered; past it the least recently clicked are forgotten first (of
 * their shard: one LRU of a full day's pairs rebuilt its table of 200,000 keys at once every few
 * tens of thousands of new ones, holding up every answer for tens of milliseconds).
 */
export const MAX_TRACKED_ADDRESS_DEALS = 200_000;

/**
 * The per-address side of the click cap, in this process's memory: a click takes one of its
 * address's counts for the deal before it is judged against the visitor's own cap, and gives it
 * back when that refuses it, so concurrent clicks never get past the cap.
 */
export class ClicksPerAddress {
  private day: SiteDay | null = null;
  private readonly shards = Array.from(
    { length: SHARDS },
    () => new LRUCache<string, number>({ max: Math.ceil(MAX_TRACKED_ADDRESS_DEALS / SHARDS) }),
  );

  constructor(private readonly cap = MAX_COUNTED_CLICKS_PER_ADDRESS) {}

  /** Takes one count of the day; false, taking nothing, once the address reached the cap. */
  take(day: SiteDay, dealId: number, address: string): boolean {
    if (this.day !== day) {
      for (const shard of this.shards) shard.clear();
      this.day = day;
    }
    const key = `${dealId} ${address}`;
    const shard = this.shards[shardIndex(key)];
    const taken = shard.get(key) ?? 0;
    if (taken >= this.cap) return false;
    shard.set(key, taken + 1);
    return true;
  }

  /** Returns a count taken for a click that was not counted after all. */
  giveBack(day: SiteDay, dealId: number, address: string): void {
    if (this.day !== day) return;
    const key = `${dealId} ${address}`;
    const shard = this.shards[shardIndex(key)];
    const taken = shard.get(key);
    if (taken !== undefined && taken > 0) shard.set(key, taken - 1);
  }
}
