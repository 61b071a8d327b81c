import type { SiteDay } from '../visitor/site-day';
import { visitorKey } from '../visitor/visitor-hash';
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

/** One deal's visitors of one day, in the order they first clicked. */
interface DayRows {
  /** visitorKey of each row's hash -> the row. */
  rowOf: Map<number, number>;
  hashes: string[];
  clicks: number[];
  /** The first `src` each row's clicks carried; empty until one did. */
  sources: (string | undefined)[];
}

interface DealClicks {
  total: number;
  /** A segment rarely holds more than one day. */
  days: Map<SiteDay, DayRows>;
}

const noRows = (): DayRows => ({ rowOf: new Map(), hashes: [], clicks: [], sources: [] });

/**
 * Part of a ClickBatch: per deal, the clicks and each visitor's share of them, one row per
 * visitor, found by the number its hash starts with (a string key would be interned, see
 * numericKey).
 */
export class ClickSegment {
  private readonly deals = new Map<number, DealClicks>();
  private rows = 0;

  /** Visitor rows held. */
  get visitors(): number {
    return this.rows;
  }

  /**
   * Adds the clicks to the visitor's row; false, adding nothing, when that needs a new row and
   * the segment is full, or another visitor's hash starts with the same number.
   */
  add(
    dealId: number,
    day: SiteDay,
    visitorHash: string,
    clicks: number,
    source?: string | null,
  ): boolean {
    const key = visitorKey(visitorHash);
    const known = this.deals.get(dealId)?.days.get(day);
    const row = known?.rowOf.get(key);
    if (row === undefined && this.rows >= VISITORS_PER_SEGMENT) return false;
    if (row !== undefined && known?.hashes[row] !== visitorHash) return false;
    let deal = this.deals.get(dealId);
    if (!deal) this.deals.set(dealId, (deal = { total: 0, days: new Map() }));
    deal.total += clicks;
    let rows = known;
    if (!rows) deal.days.set(day, (rows = noRows()));
    if (row === undefined) {
      rows.rowOf.set(key, rows.hashes.length);
      rows.hashes.push(visitorHash);
      rows.clicks.push(clicks);
      if (source) rows.sources[rows.hashes.length - 1] = source;
      this.rows += 1;
    } else {
      rows.clicks[row] += clicks;
      if (source && !rows.sources[row]) rows.sources[row] = source;
    }
    return true;
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
    for (const [day, rows] of this.deals.get(dealId)?.days ?? [])
      for (let row = 0; row < rows.hashes.length; row += 1) {
        const visitor: VisitorClicks = {
          day,
          visitorHash: rows.hashes[row],
          clicks: rows.clicks[row],
        };
        const source = rows.sources[row];
        yield source ? { ...visitor, source } : visitor;
      }
  }

  /** Moves the first `maxVisitors` rows (and their clicks and sources) out into a new segment. */
  takeVisitors(maxVisitors: number): ClickSegment {
    const taken = new ClickSegment();
    for (const [dealId, deal] of this.deals) {
      for (const [day, rows] of deal.days) {
        const moving = Math.min(maxVisitors - taken.rows, rows.hashes.length);
        for (let row = 0; row < moving; row += 1) {
          taken.add(dealId, day, rows.hashes[row], rows.clicks[row], rows.sources[row]);
          deal.total -= rows.clicks[row];
        }
        this.rows -= moving;
        if (moving === rows.hashes.length) deal.days.delete(day);
        else {
          deal.days.set(day, this.rowsFrom(rows, moving));
          return taken;
        }
      }
      this.deals.delete(dealId);
    }
    return taken;
  }

  /** The rows from `start` on, as rows of their own. */
  private rowsFrom(rows: DayRows, start: number): DayRows {
    const rest = noRows();
    for (let row = start; row < rows.hashes.length; row += 1) {
      rest.rowOf.set(visitorKey(rows.hashes[row]), rest.hashes.length);
      rest.hashes.push(rows.hashes[row]);
      rest.clicks.push(rows.clicks[row]);
      if (rows.sources[row]) rest.sources[rest.hashes.length - 1] = rows.sources[row];
    }
    return rest;
  }

  /**
   * Adds the segment to a batch for postMessage. Cloning a map of visitors took the event loop
   * about 10 ms per 10,000 of them; a joined string and a transferred array take well under one.
   */
  encodeInto({ deals, transfer }: EncodedBatch): void {
    for (const [dealId, deal] of this.deals) {
      const sources: EncodedSource[] = [];
      const days = [...deal.days].map(([day, rows]): EncodedDay => {
        const clicks = Uint32Array.from(rows.clicks);
        transfer.push(clicks.buffer);
        rows.sources.forEach((source, row) => {
          if (source) sources.push([day, rows.hashes[row], source]);
        });
        return [day, rows.hashes.join(VISITOR_HASH_SEPARATOR), clicks];
      });
      deals.push([dealId, deal.total, days, sources]);
    }
  }
}
