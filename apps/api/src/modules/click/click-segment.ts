import type { SiteDay } from '../visitor/site-day';
import {
  VISITOR_HASH_SEPARATOR,
  type EncodedBatch,
  type EncodedDay,
  type EncodedSource,
  type VisitorClicks,
} from './click-rows';

/**
 * Visitor rows a segment holds at most. A map copies every entry into a bigger table as it
 * grows: at a few thousand entries that copy is a fraction of a millisecond, while one map of a
 * backlog's 100,000 visitors held up every answer for tens of milliseconds each time it grew.
 */
export const VISITORS_PER_SEGMENT = 4096;

interface DealClicks {
  total: number;
  /** Clicks per visitor hash, per day (a segment rarely holds more than one day). */
  days: Map<SiteDay, Map<string, number>>;
}

/**
 * Part of a ClickBatch: per deal, the clicks and each visitor's share of them, one row per
 * visitor. Each visitor costs one map entry keyed by the hash it already has, so a busy second
 * adds no objects of its own for the collector to copy.
 */
export class ClickSegment {
  private readonly deals = new Map<number, DealClicks>();
  private rows = 0;
  /** `deal day hash` -> the first `src` of that visitor row; empty unless clicks carried one. */
  private readonly sources = new Map<string, string>();

  /** Visitor rows held. */
  get visitors(): number {
    return this.rows;
  }

  add(dealId: number, day: SiteDay, visitorHash: string, clicks: number, source?: string | null) {
    if (source) {
      const key = `${dealId} ${day} ${visitorHash}`;
      if (!this.sources.has(key)) this.sources.set(key, source);
    }
    let deal = this.deals.get(dealId);
    if (!deal) this.deals.set(dealId, (deal = { total: 0, days: new Map() }));
    deal.total += clicks;
    let visitors = deal.days.get(day);
    if (!visitors) deal.days.set(day, (visitors = new Map<string, number>()));
    const known = visitors.get(visitorHash);
    if (known === undefined) this.rows += 1;
    visitors.set(visitorHash, (known ?? 0) + clicks);
  }

  /** Each deal's clicks in this segment. */
  dealTotals(): [dealId: number, clicks: number][] {
    return [...this.deals].map(([dealId, deal]) => [dealId, deal.total]);
  }

  has(dealId: number): boolean {
    return this.deals.has(dealId);
  }

  days(): SiteDay[] {
    return [...this.deals.values()].flatMap((deal) => [...deal.days.keys()]);
  }

  *visitorsOf(dealId: number): Generator<VisitorClicks> {
    const sourced = this.sources.size > 0;
    for (const [day, visitors] of this.deals.get(dealId)?.days ?? [])
      for (const [visitorHash, clicks] of visitors) {
        const source = sourced ? this.sources.get(`${dealId} ${day} ${visitorHash}`) : undefined;
        yield source ? { day, visitorHash, clicks, source } : { day, visitorHash, clicks };
      }
  }

  /** Moves up to `maxVisitors` rows (and their clicks and sources) out into a new segment. */
  takeVisitors(maxVisitors: number): ClickSegment {
    const taken = new ClickSegment();
    for (const [dealId, deal] of this.deals) {
      for (const [day, visitors] of deal.days) {
        for (const [visitorHash, clicks] of visitors) {
          if (taken.rows === maxVisitors) return taken;
          const key = `${dealId} ${day} ${visitorHash}`;
          taken.add(dealId, day, visitorHash, clicks, this.sources.get(key));
          this.sources.delete(key);
          visitors.delete(visitorHash);
          deal.total -= clicks;
          this.rows -= 1;
        }
        deal.days.delete(day);
      }
      this.deals.delete(dealId);
    }
    return taken;
  }

  /**
   * Adds the segment to a batch for postMessage. Cloning a map of visitors took the event loop
   * about 10 ms per 10,000 of them; a joined string and a transferred array take well under one.
   */
  encodeInto({ deals, transfer }: EncodedBatch): void {
    for (const [dealId, deal] of this.deals) {
      const days: EncodedDay[] = [];
      for (const [day, visitors] of deal.days) {
        const clicks = new Uint32Array(visitors.size);
        let index = 0;
        for (const count of visitors.values()) clicks[index++] = count;
        days.push([day, [...visitors.keys()].join(VISITOR_HASH_SEPARATOR), clicks]);
        transfer.push(clicks.buffer);
      }
      deals.push([dealId, deal.total, days, this.sourcesOf(dealId)]);
    }
  }

  private sourcesOf(dealId: number): EncodedSource[] {
    const sources: EncodedSource[] = [];
    if (this.sources.size === 0) return sources;
    for (const [key, source] of this.sources) {
      const [id, day, visitorHash] = key.split(' ');
      if (Number(id) === dealId) sources.push([day, visitorHash, source]);
    }
    return sources;
  }
}
