import { dedupeByKey, type DayWindows } from '@deal-site/deal-text';
import { DealSort } from './deal.inputs';

/** An active daily deal of today or yesterday, as the home sections and the hot-deal bar see it. */
export interface DailyDeal {
  id: number;
  /** The title as de-duplication compares it (`titleKey`), worked out once per read. */
  titleKey: string;
  clicks: number;
  /** Created since today's midnight; otherwise yesterday. */
  today: boolean;
  /** Its title or description contains the search it was read for (true when there is none). */
  matches: boolean;
}

/** Reads the daily deals created since yesterday's midnight, newest first, flagged for a search. */
export type DailyDealReader = (windows: DayWindows, search: string) => Promise<DailyDeal[]>;

/**
 * The daily deals one request lists from, read once per search text. Today's section, yesterday's
 * (which leaves out titles posted again today) and the hot-deal bar of a home page come from one
 * statement instead of five, and from the same midnight even when the request straddles it.
 */
export class DailyDealReads {
  private windows: DayWindows | null = null;
  private readonly reads = new Map<string, Promise<DailyDeal[]>>();

  constructor(
    private readonly currentWindows: () => DayWindows,
    private readonly read: DailyDealReader,
  ) {}

  /** Every daily deal since yesterday's midnight, newest first, `matches` set for `search`. */
  matching(search: string): Promise<DailyDeal[]> {
    let read = this.reads.get(search);
    if (!read) {
      this.windows ??= this.currentWindows();
      read = this.read(this.windows, search);
      this.reads.set(search, read);
    }
    return read;
  }

  /** Every daily deal since yesterday's midnight, newest first: whichever read was made serves. */
  all(): Promise<DailyDeal[]> {
    const first = this.reads.values().next();
    return first.done ? this.matching('') : first.value;
  }
}

/** A read's deals with one deal a title, the first in their order. */
export function distinctTitles(deals: readonly DailyDeal[]): DailyDeal[] {
  return dedupeByKey(deals, (deal) => deal.titleKey);
}

/** Newest-first deals in `sort`'s order, the order the listing's SQL gives (ties newest first). */
export function inSortOrder<T extends { clicks: number }>(newestFirst: T[], sort: DealSort): T[] {
  switch (sort) {
    case DealSort.NEWEST:
      return newestFirst;
    // (created, id) orders deals totally, so oldest first is exactly the reverse.
    case DealSort.OLDEST:
      return [...newestFirst].reverse();
    // Array sort is stable: equal clicks keep newest first.
    case DealSort.POPULAR:
      return [...newestFirst].sort((a, b) => b.clicks - a.clicks);
  }
}
