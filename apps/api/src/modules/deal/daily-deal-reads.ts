import type { DayWindows } from '@deal-site/deal-text';
import DataLoader from 'dataloader';
import type { Deal } from './deal.entity';
import { DealSort } from './deal.inputs';

/** An active daily deal of today or yesterday, as the home sections and the hot-deal bar see it. */
export interface DailyDeal {
  id: number;
  /** The same for deals of the read whose titles de-duplicate as one (`titleNumbers`); 0: none. */
  titleNumber: number;
  clicks: number;
  /** Created since today's midnight; otherwise yesterday. */
  today: boolean;
  /** Its title or description contains the search it was read for (true when there is none). */
  matches: boolean;
}

/** Reads the daily deals created since yesterday's midnight, newest first, flagged for a search. */
export type DailyDealReader = (windows: DayWindows, search: string) => Promise<DailyDeal[]>;
/** Reads whole deals by id, in no particular order; unknown ids are left out. */
export type WholeDealReader = (ids: readonly number[]) => Promise<Deal[]>;

/**
 * The daily deals one request lists from, read once per search text. Today's section, yesterday's
 * (which leaves out titles posted again today) and the hot-deal bar of a home page come from one
 * statement instead of five, and from the same midnight even when the request straddles it.
 */
export class DailyDealReads {
  private windows: DayWindows | null = null;
  private readonly reads = new Map<string, Promise<DailyDeal[]>>();
  private wholeDeals: DataLoader<number, Deal | undefined> | null = null;

  constructor(
    private readonly currentWindows: () => DayWindows,
    private readonly read: DailyDealReader,
    private readonly readWholeDeals: WholeDealReader,
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

  /**
   * Whole deals in the order of `ids`, unknown ones left out. The pages of the lists that ask in
   * the same turn (a home page's two sections) are read with one statement.
   */
  async deals(ids: readonly number[]): Promise<Deal[]> {
    const loader = (this.wholeDeals ??= new DataLoader(async (batch) => {
      const byId = new Map((await this.readWholeDeals(batch)).map((deal) => [deal.id, deal]));
      return batch.map((id) => byId.get(id));
    }));
    const loaded = await Promise.all(ids.map((id) => loader.load(id)));
    return loaded.filter((deal) => deal !== undefined);
  }
}

/** A read's deals with one deal a title, the first in their order. */
export function distinctTitles(deals: readonly DailyDeal[]): DailyDeal[] {
  const seen = new Set<number>();
  return deals.filter(({ titleNumber }) => {
    if (titleNumber === 0) return true;
    if (seen.has(titleNumber)) return false;
    seen.add(titleNumber);
    return true;
  });
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
