import type { SiteDay } from '../visitor/site-day';
import type { EncodedBatch, VisitorClicks } from './click-rows';
import { ClickSegment } from './click-segment';

/**
 * Counted clicks not written yet: per deal, their number and each visitor's share of them, in
 * segments of at most VISITORS_PER_SEGMENT visitor rows (click-segment.ts). However far writes
 * fall behind, no map grows past a segment, and handing a transaction's worth to a writer moves
 * whole segments (the rows of at most one are copied, to fill the transaction).
 */
export class ClickBatch {
  private segments: ClickSegment[] = [];
  /** Each deal's clicks over all segments, kept as they change: every click's answer reads it. */
  private readonly totals = new Map<number, number>();

  add(dealId: number, day: SiteDay, visitorHash: string, clicks = 1, source?: string | null): void {
    if (!this.segments.at(-1)?.add(dealId, day, visitorHash, clicks, source)) {
      const segment = new ClickSegment();
      this.segments.push(segment);
      segment.add(dealId, day, visitorHash, clicks, source);
    }
    this.totals.set(dealId, (this.totals.get(dealId) ?? 0) + clicks);
  }

  /** Takes back the clicks of a batch whose write failed (emptying it), ahead of newer ones. */
  absorb(failed: ClickBatch): void {
    const segments = failed.segments;
    failed.segments = [];
    for (const segment of segments) failed.tally(segment, -1);
    for (const segment of segments) this.tally(segment, 1);
    this.segments.unshift(...segments);
  }

  /**
   * Moves `maxVisitors` rows (or all there are) out of this batch into a new one: whole segments,
   * and the rows one by one only of the segment that would go past it.
   */
  takeChunk(maxVisitors: number): ClickBatch {
    const chunk = new ClickBatch();
    for (let first = this.segments[0]; first; first = this.segments[0]) {
      if (chunk.rows + first.visitors > maxVisitors) {
        if (chunk.rows < maxVisitors) {
          const part = first.takeVisitors(maxVisitors - chunk.rows);
          this.tally(part, -1);
          chunk.append(part);
        }
        break;
      }
      this.segments.shift();
      this.tally(first, -1);
      chunk.append(first);
    }
    return chunk;
  }

  private append(segment: ClickSegment): void {
    this.segments.push(segment);
    this.tally(segment, 1);
  }

  /** Adds (sign 1) or removes (sign -1) a segment's clicks from the deals' totals. */
  private tally(segment: ClickSegment, sign: 1 | -1): void {
    for (const [dealId, clicks] of segment.dealTotals()) {
      const total = (this.totals.get(dealId) ?? 0) + sign * clicks;
      if (total > 0) this.totals.set(dealId, total);
      else this.totals.delete(dealId);
    }
  }

  totalFor(dealId: number): number {
    return this.totals.get(dealId) ?? 0;
  }

  get dealIds(): number[] {
    return [...this.totals.keys()];
  }

  /** The site days the batch's clicks were made on. */
  get days(): Set<SiteDay> {
    return new Set(this.segments.flatMap((segment) => segment.days()));
  }

  /** Visitor rows held, over all segments. */
  private get rows(): number {
    return this.segments.reduce((rows, segment) => rows + segment.visitors, 0);
  }

  /**
   * One row per visitor: the rows of a visitor in several segments are added up, the first `src`
   * kept.
   */
  *visitorsOf(dealId: number): Generator<VisitorClicks> {
    const holding = this.segments.filter((segment) => segment.has(dealId));
    if (holding.length <= 1) {
      if (holding[0]) yield* holding[0].visitorsOf(dealId);
      return;
    }
    const merged = new Map<string, VisitorClicks>();
    for (const segment of holding)
      for (const row of segment.visitorsOf(dealId)) {
        const key = `${row.day} ${row.visitorHash}`;
        const known = merged.get(key);
        if (!known) merged.set(key, row);
        else {
          known.clicks += row.clicks;
          if (!known.source && row.source) known.source = row.source;
        }
      }
    yield* merged.values();
  }

  get totalClicks(): number {
    let clicks = 0;
    for (const total of this.totals.values()) clicks += total;
    return clicks;
  }

  get isEmpty(): boolean {
    return this.rows === 0;
  }

  /**
   * The batch for postMessage, segment by segment: a deal, and a visitor, may come more than once,
   * in the order they were counted (the writer adds each within the cap, after what it stored).
   */
  encode(): EncodedBatch {
    const encoded: EncodedBatch = { deals: [], transfer: [] };
    for (const segment of this.segments) segment.encodeInto(encoded);
    return encoded;
  }
}
