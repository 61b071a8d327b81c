import { numericKey } from '../../common/numeric-key';
import { ShardedLru } from '../../common/sharded-map';
import type { SiteDay } from '../visitor/site-day';
import { visitorKey } from '../visitor/visitor-hash';

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
  /** numericKey of each address -> the visitorKey of each of its visitors. */
  private readonly visitors = new ShardedLru<Set<number>>(MAX_TRACKED_ADDRESSES);

  constructor(private readonly cap = MAX_VISITORS_PER_ADDRESS) {}

  /** True when the visitor counts: already one of its address's, or the address is under the cap. */
  admits(day: SiteDay, address: string, visitorHash: string): boolean {
    if (this.day !== day) {
      this.visitors.clear();
      this.day = day;
    }
    const addressKey = numericKey(address);
    let known = this.visitors.get(addressKey);
    if (!known) {
      known = new Set();
      this.visitors.set(addressKey, known);
    }
    const visitor = visitorKey(visitorHash);
    if (known.has(visitor)) return true;
    if (known.size >= this.cap) return false;
    known.add(visitor);
    return true;
  }
}
