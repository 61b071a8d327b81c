import type { SiteDay } from '../visitor/site-day';

export interface VisitorClicks {
  day: SiteDay;
  visitorHash: string;
  clicks: number;
  /** The `src` the visitor's first click of the batch carried (`/go/{id}?src=`), if any. */
  source?: string;
}

interface DealClicks {
  total: number;
  /** Clicks per visitor hash, per day (a batch rarely holds more than one day). */
  days: Map<SiteDay, Map<string, number>>;
}

/** One day of a deal as a thread receives it: the visitor hashes joined by commas, and their clicks. */
export type EncodedDay = [day: SiteDay, visitorHashes: string, clicks: Uint32Array];
/** A visitor row's `src`, for the few clicks that carry one. */
export type EncodedSource = [day: SiteDay, visitorHash: string, source: string];
export type EncodedDeal = [
  dealId: number,
  total: number,
  days: EncodedDay[],
  sources: EncodedSource[],
];

/** A batch ready to post to a thread: a few strings and typed arrays, whatever the number of visitors. */
export interface EncodedBatch {
  deals: EncodedDeal[];
  /** The typed arrays' buffers, to transfer rather than copy. */
  transfer: ArrayBuffer[];
}

export const VISITOR_HASH_SEPARATOR = ',';

/**
 * Counted clicks not written yet: per deal, their number and each visitor's share of them. Each
 * visitor costs one map entry keyed by the hash it already has, so a busy second adds no objects
 * of its own for the collector to copy, and handing the batch to a writer moves it whole.
 */
export class ClickBatch {
  private deals = new Map<number, DealClicks>();
  private visitors = 0;
  /** `deal day hash` -> the first `src` of that visitor row; empty unless clicks carried one. */
  private sources = new Map<string, string>();

  add(dealId: number, day: SiteDay, visitorHash: string, clicks = 1, source?: string | null): void {
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
    if (known === undefined) this.visitors += 1;
    visitors.set(visitorHash, (known ?? 0) + clicks);
  }

  /** Takes back the clicks of a batch whose write failed, so the next write carries them. */
  absorb(failed: ClickBatch): void {
    for (const dealId of failed.dealIds)
      for (const visitor of failed.visitorsOf(dealId))
        this.add(dealId, visitor.day, visitor.visitorHash, visitor.clicks, visitor.source);
  }

  /** Moves up to `maxVisitors` visitor rows (and their clicks) out of this batch into a new one. */
  takeChunk(maxVisitors: number): ClickBatch {
    const chunk = new ClickBatch();
    if (this.visitors <= maxVisitors) {
      chunk.deals = this.deals;
      chunk.visitors = this.visitors;
      chunk.sources = this.sources;
      this.deals = new Map();
      this.visitors = 0;
      this.sources = new Map();
      return chunk;
    }
    for (const [dealId, deal] of this.deals) {
      for (const [day, visitors] of deal.days) {
        for (const [visitorHash, clicks] of visitors) {
          if (chunk.visitors === maxVisitors) return chunk;
          const key = `${dealId} ${day} ${visitorHash}`;
          chunk.add(dealId, day, visitorHash, clicks, this.sources.get(key));
          this.sources.delete(key);
          visitors.delete(visitorHash);
          deal.total -= clicks;
          this.visitors -= 1;
        }
        deal.days.delete(day);
      }
      this.deals.delete(dealId);
    }
    return chunk;
  }

  totalFor(dealId: number): number {
    return this.deals.get(dealId)?.total ?? 0;
  }

  get dealIds(): number[] {
    return [...this.deals.keys()];
  }

  /** The site days the batch's clicks were made on. */
  get days(): Set<SiteDay> {
    const days = new Set<SiteDay>();
    for (const deal of this.deals.values()) for (const day of deal.days.keys()) days.add(day);
    return days;
  }

  *visitorsOf(dealId: number): Generator<VisitorClicks> {
    const sourced = this.sources.size > 0;
    for (const [day, visitors] of this.deals.get(dealId)?.days ?? [])
      for (const [visitorHash, clicks] of visitors) {
        const source = sourced ? this.sources.get(`${dealId} ${day} ${visitorHash}`) : undefined;
        yield source ? { day, visitorHash, clicks, source } : { day, visitorHash, clicks };
      }
  }

  get totalClicks(): number {
    let clicks = 0;
    for (const deal of this.deals.values()) clicks += deal.total;
    return clicks;
  }

  get isEmpty(): boolean {
    return this.deals.size === 0;
  }

  /**
   * The batch for postMessage. Cloning a map of visitors took the event loop about 10 ms per
   * 10,000 of them; a joined string and a transferred array take well under one.
   */
  encode(): EncodedBatch {
    const transfer: ArrayBuffer[] = [];
    const deals: EncodedDeal[] = [];
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
    return { deals, transfer };
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
