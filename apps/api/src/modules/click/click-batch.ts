import type { SiteDay } from '../visit/site-day';

export interface VisitorClicks {
  day: SiteDay;
  visitorHash: string;
  clicks: number;
}

export interface DealClicks {
  total: number;
  /** Keyed by day and visitor hash. */
  visitors: Map<string, VisitorClicks>;
}

/** Counted clicks not written yet: per deal, their number and each visitor's share of them. */
export class ClickBatch {
  readonly deals = new Map<number, DealClicks>();

  add(dealId: number, day: SiteDay, visitorHash: string, clicks = 1): void {
    let deal = this.deals.get(dealId);
    if (!deal) this.deals.set(dealId, (deal = { total: 0, visitors: new Map() }));
    deal.total += clicks;
    const key = `${day} ${visitorHash}`;
    const visitor = deal.visitors.get(key);
    if (visitor) visitor.clicks += clicks;
    else deal.visitors.set(key, { day, visitorHash, clicks });
  }

  /** Takes back the clicks of a batch whose write failed, so the next write carries them. */
  absorb(failed: ClickBatch): void {
    for (const [dealId, deal] of failed.deals)
      for (const visitor of deal.visitors.values())
        this.add(dealId, visitor.day, visitor.visitorHash, visitor.clicks);
  }

  /** Moves up to `maxVisitors` visitor rows (and their clicks) out of this batch into a new one. */
  takeChunk(maxVisitors: number): ClickBatch {
    const chunk = new ClickBatch();
    let moved = 0;
    for (const [dealId, deal] of this.deals) {
      for (const [key, visitor] of deal.visitors) {
        if (moved === maxVisitors) return chunk;
        chunk.add(dealId, visitor.day, visitor.visitorHash, visitor.clicks);
        deal.visitors.delete(key);
        deal.total -= visitor.clicks;
        moved += 1;
      }
      this.deals.delete(dealId);
    }
    return chunk;
  }

  totalFor(dealId: number): number {
    return this.deals.get(dealId)?.total ?? 0;
  }

  /** This batch's clicks by one visitor on one deal and day. */
  visitorClicks(dealId: number, day: SiteDay, visitorHash: string): number {
    return this.deals.get(dealId)?.visitors.get(`${day} ${visitorHash}`)?.clicks ?? 0;
  }

  get isEmpty(): boolean {
    return this.deals.size === 0;
  }
}
