import type { DayWindows } from '@deal-site/deal-text';
import { DailyDealReads, distinctTitles, inSortOrder, type DailyDeal } from './daily-deal-reads';
import { Deal } from './deal.entity';
import { DealSort } from './deal.inputs';
import { titleNumbers } from './title-numbers';

const deal = (id: number, clicks: number): DailyDeal => ({
  id,
  titleNumber: id,
  clicks,
  today: true,
  matches: true,
});

/** The day windows of a day of November 2026, in UTC. */
function windowsOn(day: number): DayWindows {
  const midnight = (date: number) => new Date(Date.UTC(2026, 10, date));
  return {
    yesterdayStart: midnight(day - 1),
    todayStart: midnight(day),
    tomorrowStart: midnight(day + 1),
  };
}

/** A whole deal with only its id set. */
function wholeDeal(id: number): Deal {
  return Object.assign(new Deal(), { id });
}

/**
 * Reads whose clock is on each of `days` in turn, logging what they read; whole deals exist for
 * ids up to 100 and are read in reverse order, as a database may answer.
 */
function readsWithLog(days: number[]) {
  const log: { search: string; windows: DayWindows }[] = [];
  const wholeReads: number[][] = [];
  const reads = new DailyDealReads(
    () => windowsOn(days.shift() ?? 1),
    (windows, search) => {
      log.push({ search, windows });
      return Promise.resolve([deal(log.length, 0)]);
    },
    (ids) => {
      wholeReads.push([...ids]);
      return Promise.resolve(
        ids
          .filter((id) => id <= 100)
          .map(wholeDeal)
          .reverse(),
      );
    },
  );
  return { reads, log, wholeReads };
}

describe('DailyDealReads', () => {
  it('reads once per search text, however many lists ask', async () => {
    const { reads, log } = readsWithLog([26]);
    const [first, again] = await Promise.all([reads.matching(''), reads.matching('')]);
    await reads.matching('lamp');

    expect(again).toBe(first);
    expect(log.map(({ search }) => search)).toEqual(['', 'lamp']);
  });

  it('answers every deal from whichever read was made, or reads without a search', async () => {
    const searched = readsWithLog([26]);
    const lamps = await searched.reads.matching('lamp');
    expect(await searched.reads.all()).toBe(lamps);
    expect(searched.log).toHaveLength(1);

    const fresh = readsWithLog([26]);
    await fresh.reads.all();
    expect(fresh.log.map(({ search }) => search)).toEqual(['']);
  });

  it('keeps the midnight of its first read for all of them, across a midnight', async () => {
    const { reads, log } = readsWithLog([26, 27]);
    await reads.matching('');
    await reads.matching('lamp');

    expect(log[1].windows).toBe(log[0].windows);
  });

  it('reads the whole deals of lists asking in the same turn with one statement, in each order', async () => {
    const { reads, wholeReads } = readsWithLog([26]);
    const [today, yesterday] = await Promise.all([
      reads.deals([3, 1, 2]),
      reads.deals([7, 404, 5]),
    ]);

    expect(today.map(({ id }) => id)).toEqual([3, 1, 2]);
    expect(yesterday.map(({ id }) => id)).toEqual([7, 5]);
    expect(wholeReads).toEqual([[3, 1, 2, 7, 404, 5]]);
  });

  it('lets a failed read of whole deals fail the lists that asked', async () => {
    const reads = new DailyDealReads(
      () => windowsOn(26),
      () => Promise.resolve([]),
      () => Promise.reject(new Error('database gone')),
    );
    await expect(reads.deals([1, 2])).rejects.toThrow('database gone');
  });
});

describe('inSortOrder', () => {
  const newestFirst = [deal(5, 1), deal(4, 7), deal(3, 1), deal(2, 7), deal(1, 0)];
  const ids = (deals: DailyDeal[]) => deals.map(({ id }) => id);

  it('keeps newest first as read', () => {
    expect(ids(inSortOrder(newestFirst, DealSort.NEWEST))).toEqual([5, 4, 3, 2, 1]);
  });

  it('reverses for oldest first, leaving the read alone', () => {
    expect(ids(inSortOrder(newestFirst, DealSort.OLDEST))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(newestFirst)).toEqual([5, 4, 3, 2, 1]);
  });

  it('puts the most clicked first, newest first among equals', () => {
    expect(ids(inSortOrder(newestFirst, DealSort.POPULAR))).toEqual([4, 2, 5, 3, 1]);
  });
});

describe('distinctTitles', () => {
  it.each([
    ['keeps the first of two equal titles', ['Lamp', 'Lamp'], [0]],
    ['ignores case and surrounding spaces', ['Echo Dot', ' echo dot  ', 'ECHO DOT'], [0]],
    ['keeps different titles', ['Lamp', 'Desk'], [0, 1]],
    ['tells inner spacing apart', ['Echo Dot', 'Echo  Dot'], [0, 1]],
    ['keeps the first when other titles come between', ['A', 'B', 'a', 'C', 'b'], [0, 1, 3]],
    ['never merges deals without a title', [null, '', '  ', null], [0, 1, 2, 3]],
    ['answers nothing for no deals', [], []],
  ])('%s', (_case, titles: (string | null)[], keptIds) => {
    const titleNumber = titleNumbers();
    const deals = titles.map((title, id) => ({ ...deal(id, 0), titleNumber: titleNumber(title) }));
    expect(distinctTitles(deals).map(({ id }) => id)).toEqual(keptIds);
  });
});
