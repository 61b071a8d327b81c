import { ShardedLru } from '../../common/sharded-map';
import type { SiteDay } from '../visitor/site-day';

/**
 * Visitors (address and User-Agent pairs) one address (an IPv6 /64) may add to a site day's
 * count: a household's or an office's browsers all count, a script rotating User-Agents does not
 * move the figure further.
 */
export const MAX_VISITORS_PER_ADDRESS = 20;
/** Addresses remembered; past it the least recently seen are forgotten first. */
export const MAX_TRACKED_ADDRESSES = 100_000;

/** Which visitors each address brought today, in this process's memory, up to the cap. */
export class VisitorsPerAddress {
  private day: SiteDay | null = null;
  private readonly visitors = new ShardedLru<Set<string>>(MAX_TRACKED_ADDRESSES);

  constructor(private readonly cap = MAX_VISITORS_PER_ADDRESS) {}

  /** True when the visitor counts: already one of its address's, or the address is under the cap. */
  admits(day: SiteDay, address: string, visitorHash: string): boolean {
    if (this.day !== day) {
      this.visitors.clear();
      this.day = day;
    }
    let known = this.visitors.get(address);
    if (!known) {
      known = new Set();
      this.visitors.set(address, known);
    }
    if (known.has(visitorHash)) return true;
    if (known.size >= this.cap) return false;
    known.add(visitorHash);
    return true;
  }
}
