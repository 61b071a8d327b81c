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
  total: number;
  /** visitorKey of each row's hash -> the row. */
  rowOf: Map<number, number>;
  hashes: string[];
  clicks: number[];
  /** The first `src` each row's clicks carried; empty until one did. */
  sources: (string | undefined)[];
}

const noRows = (): DayRows => ({ total: 0, rowOf: new Map(), hashes: [], clicks: [], sources: [] });

function addRow(rows: DayRows, visitorHash: string, clicks: number, source?: string | null) {
  rows.rowOf.set(visitorKey(visitorHash), rows.hashes.length);
  if (source) rows.sources[rows.hashes.length] = source;
  rows.hashes.push(visitorHash);
  rows.clicks.push(clicks);
  rows.total += clicks;
}

const sumOf = (days: Iterable<DayRows>) => [...days].reduce((sum, rows) => sum + rows.total, 0);

/**
 * Part of a ClickBatch: per deal and day, each visitor's clicks, one row per visitor, found by
 * the number its hash starts with (a string key would be interned, see numericKey).
 */
export class ClickSegment {
  /** Deal id -> its days (a segment rarely holds more than one). */
  private readonly deals = new Map<number, Map<SiteDay, DayRows>>();
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
    const known = this.deals.get(dealId)?.get(day);
    const row = known?.rowOf.get(visitorKey(visitorHash));
    if (known && row !== undefined) {
      if (known.hashes[row] !== visitorHash) return false;
      known.clicks[row] += clicks;
      known.total += clicks;
      if (source && !known.sources[row]) known.sources[row] = source;
      return true;
    }
    if (this.rows >= VISITORS_PER_SEGMENT) return false;
    addRow(known ?? this.startDay(dealId, day), visitorHash, clicks, source);
    this.rows += 1;
    return true;
  }

  private startDay(dealId: number, day: SiteDay, rows = noRows()): DayRows {
    let days = this.deals.get(dealId);
    if (!days) this.deals.set(dealId, (days = new Map<SiteDay, DayRows>()));
    days.set(day, rows);
    return rows;
  }

  /** Each deal's clicks in this segment. */
  dealTotals(): [dealId: number, clicks: number][] {
    return [...this.deals].map(([dealId, days]) => [dealId, sumOf(days.values())]);
  }

  has(dealId: number): boolean {
    return this.deals.has(dealId);
  }

  days(): SiteDay[] {
    return [...this.deals.values()].flatMap((days) => [...days.keys()]);
  }

  *visitorsOf(dealId: number): Generator<VisitorClicks> {
    for (const [day, rows] of this.deals.get(dealId) ?? [])
      for (let row = 0; row < rows.hashes.length; row += 1) {
        const visitor = { day, visitorHash: rows.hashes[row], clicks: rows.clicks[row] };
        const source = rows.sources[row];
        yield source ? { ...visitor, source } : visitor;
      }
  }

  /** Moves the first `maxVisitors` rows (and their clicks and sources) out into a new segment. */
  takeVisitors(maxVisitors: number): ClickSegment {
    const taken = new ClickSegment();
    for (const [dealId, days] of this.deals) {
      for (const [day, rows] of days) {
        if (taken.rows === maxVisitors) return taken;
        const moving = Math.min(maxVisitors - taken.rows, rows.hashes.length);
        const [front, rest] = [noRows(), noRows()];
        rows.hashes.forEach((hash, row) =>
          addRow(row < moving ? front : rest, hash, rows.clicks[row], rows.sources[row]),
        );
        taken.startDay(dealId, day, front);
        taken.rows += moving;
        this.rows -= moving;
        if (rest.hashes.length === 0) days.delete(day);
        else {
          days.set(day, rest);
          return taken;
        }
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
    for (const [dealId, days] of this.deals) {
      const sources: EncodedSource[] = [];
      const encodedDays = [...days].map(([day, rows]): EncodedDay => {
        const clicks = Uint32Array.from(rows.clicks);
        transfer.push(clicks.buffer);
        rows.sources.forEach((source, row) => {
          if (source) sources.push([day, rows.hashes[row], source]);
        });
        return [day, rows.hashes.join(VISITOR_HASH_SEPARATOR), clicks];
      });
      deals.push([dealId, sumOf(days.values()), encodedDays, sources]);
    }
  }
}
