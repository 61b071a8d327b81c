import { numericKey } from '../../common/numeric-key';
import { ShardedLru } from '../../common/sharded-map';
import type { SiteDay } from '../visitor/site-day';

/**
 * Counted clicks one address (an IPv6 /64) may give one deal per site day, whatever User-Agents
 * it sends: far above what a household or an office behind one address clicks on one deal, far
 * below what moves the popular sort.
 */
export const MAX_COUNTED_CLICKS_PER_ADDRESS = 20;
/** Address and deal pairs remembered; past it the least recently clicked are forgotten first. */
export const MAX_TRACKED_ADDRESS_DEALS = 200_000;

/**
 * The per-address side of the click cap, in this process's memory: a click takes one of its
 * address's counts for the deal before it is judged against the visitor's own cap, and gives it
 * back when that refuses it, so concurrent clicks never get past the cap.
 */
export class ClicksPerAddress {
  private day: SiteDay | null = null;
  private readonly taken = new ShardedLru<number>(MAX_TRACKED_ADDRESS_DEALS);

  constructor(private readonly cap = MAX_COUNTED_CLICKS_PER_ADDRESS) {}

  /** Takes one count of the day; false, taking nothing, once the address reached the cap. */
  take(day: SiteDay, dealId: number, address: string): boolean {
    if (this.day !== day) {
      this.taken.clear();
      this.day = day;
    }
    const key = numericKey(address, dealId);
    const taken = this.taken.get(key) ?? 0;
    if (taken >= this.cap) return false;
    this.taken.set(key, taken + 1);
    return true;
  }

  /** Returns a count taken for a click that was not counted after all. */
  giveBack(day: SiteDay, dealId: number, address: string): void {
    if (this.day !== day) return;
    const key = numericKey(address, dealId);
    const taken = this.taken.get(key);
    if (taken !== undefined && taken > 0) this.taken.set(key, taken - 1);
  }
}
