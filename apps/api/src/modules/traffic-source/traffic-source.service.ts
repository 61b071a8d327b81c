import type { DataSource, Repository } from 'typeorm';
import type { Logger } from '../../logger';
import { shiftSiteDay, siteDayOf, type SiteDay } from '../visitor/site-day';
import { oldestKeptDay } from '../visitor/traffic-retention';
import { TrafficDaily } from './traffic-daily.entity';
import { liveAggregates, mergeAggregates, type DailyAggregate } from './traffic-queries';
import { TRAFFIC_AGGREGATE_DAYS, trafficRange, type TrafficRange } from './traffic-range';
import { trafficReport, type TrafficReport } from './traffic-report';

/** Rows per INSERT, well under every dialect's bound-parameter limit (9 per row). */
const ROWS_PER_INSERT = 100;

export interface TrafficSourceServiceOptions {
  timeZone: string;
  logger?: Logger;
  now?: () => Date;
  /** Visitors of the last 5 minutes (VisitService.liveVisitors). */
  liveVisitors?: () => Promise<number>;
}

export interface TrafficQuery {
  from?: string | null;
  to?: string | null;
  /** Narrows the report to one deal: `visitors` then counts its unique clickers. */
  dealId?: number | null;
}

/**
 * Where visitors and clicks come from (issue 57). Reads combine the daily aggregates of rolled-up
 * days (traffic_daily, kept 400 days) with a GROUP BY over the per-visitor rows of the days not
 * rolled up yet. A day is rolled up once the day after it is over too, so clicks written late
 * (a batch crossing midnight) are in it.
 */
export class TrafficSourceService {
  private readonly daily: Repository<TrafficDaily>;
  private readonly now: () => Date;
  /** The rollup under way in this process, so two are never run at once. */
  private rolling: Promise<number> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: TrafficSourceServiceOptions,
  ) {
    this.daily = dataSource.getRepository(TrafficDaily);
    this.now = options.now ?? (() => new Date());
  }

  today(): SiteDay {
    return siteDayOf(this.now(), this.options.timeZone);
  }

  /** The report for a range (BAD_USER_INPUT for a bad one): totals and each dimension, busiest first. */
  async report(query: TrafficQuery = {}): Promise<TrafficReport> {
    const range = trafficRange(this.today(), query.from, query.to);
    return trafficReport(range, await this.aggregates(range, query.dealId ?? 0));
  }

  /** Visitors whose last visit was in the last 5 minutes (of every API process with Redis). */
  async liveVisitors(): Promise<number> {
    return (await this.options.liveVisitors?.()) ?? 0;
  }

  /** The site-wide daily aggregates of a range, oldest day first (the CSV export). */
  async dailyAggregates(query: Omit<TrafficQuery, 'dealId'>): Promise<{
    range: TrafficRange;
    rows: DailyAggregate[];
  }> {
    const range = trafficRange(this.today(), query.from, query.to);
    const rows = await this.aggregates(range, 0);
    return { range, rows: rows.sort(compareRows) };
  }

  /** Rolled-up days from traffic_daily, the others from the per-visitor rows. */
  private async aggregates({ from, to }: TrafficRange, dealId: number): Promise<DailyAggregate[]> {
    const rolledUp = await this.rolledUpDays(from, to);
    const stored = await this.daily
      .createQueryBuilder('row')
      .where('row.day >= :from AND row.day <= :to AND row.dealId = :dealId', { from, to, dealId })
      .getMany();
    const oldestLive = oldestKeptDay(this.today());
    const live =
      to < oldestLive
        ? []
        : await liveAggregates(
            this.dataSource,
            from > oldestLive ? from : oldestLive,
            to,
            dealId ? { dealId } : 'site',
          );
    return mergeAggregates([
      ...stored.map(aggregateOfRow),
      ...live.filter((row) => !rolledUp.has(row.day)),
    ]);
  }

  /** Days whose aggregates are stored: each has a site-wide total row, even a day without traffic. */
  private async rolledUpDays(from: SiteDay, to: SiteDay): Promise<Set<SiteDay>> {
    const rows = await this.daily
      .createQueryBuilder('row')
      .select('row.day', 'day')
      .where("row.day >= :from AND row.day <= :to AND row.dimension = 'total' AND row.dealId = 0", {
        from,
        to,
      })
      .getRawMany<{ day: string }>();
    return new Set(rows.map((row) => row.day));
  }

  /**
   * Stores the aggregates of every finished day still in the per-visitor rows and not rolled up
   * yet (all but today and yesterday), each day in one transaction, and deletes those older than
   * 400 days. Run before the visit rows of expired days are deleted (VisitService's daily prune);
   * another process rolling up the same day makes this one's insert fail on the unique key, which
   * leaves that process's rows.
   */
  rollUp(): Promise<number> {
    this.rolling ??= this.rollUpFinishedDays().finally(() => {
      this.rolling = null;
    });
    return this.rolling;
  }

  private async rollUpFinishedDays(): Promise<number> {
    const today = this.today();
    const lastFinished = shiftSiteDay(today, -2);
    const first = oldestKeptDay(today);
    let rolled = 0;
    if (first <= lastFinished) {
      const done = await this.rolledUpDays(first, lastFinished);
      for (let day = first; day <= lastFinished; day = shiftSiteDay(day, 1)) {
        if (!done.has(day) && (await this.triedRollUpDay(day))) rolled += 1;
      }
    }
    await this.daily
      .createQueryBuilder()
      .delete()
      .where('day < :oldest', { oldest: shiftSiteDay(today, 1 - TRAFFIC_AGGREGATE_DAYS) })
      .execute();
    return rolled;
  }

  /**
   * Rolls up again the given days that are rolled up already, after rows of theirs were written
   * late (what a stopped process kept, written by the next start). Days whose per-visitor rows
   * have expired keep their aggregates: rolling those up again would drop the rows deleted since.
   */
  async rollUpAgain(days: Iterable<SiteDay>): Promise<void> {
    await this.rolling?.catch(() => undefined);
    const oldestLive = oldestKeptDay(this.today());
    const candidates = [...new Set(days)].filter((day) => day >= oldestLive).sort();
    if (candidates.length === 0) return;
    let rolledUp: Set<SiteDay>;
    try {
      rolledUp = await this.rolledUpDays(candidates[0], candidates[candidates.length - 1]);
    } catch (error) {
      this.options.logger?.warn({ err: error }, 'traffic: days with late rows were not rolled up');
      return;
    }
    for (const day of candidates) if (rolledUp.has(day)) await this.triedRollUpDay(day);
  }

  /** Rolls a day up; a failure is logged (the day's rows stay for another try) and answers false. */
  private async triedRollUpDay(day: SiteDay): Promise<boolean> {
    try {
      await this.rollUpDay(day);
      return true;
    } catch (error) {
      this.options.logger?.warn({ err: error, day }, 'traffic: rolling up a day failed');
      return false;
    }
  }

  /** Replaces a day's stored aggregates with those of its per-visitor rows (idempotent). */
  async rollUpDay(day: SiteDay): Promise<void> {
    const rows = [
      ...(await liveAggregates(this.dataSource, day, day, 'site')),
      ...(await liveAggregates(this.dataSource, day, day, 'each deal')),
    ];
    if (!rows.some((row) => row.dimension === 'total' && row.dealId === 0))
      rows.push({
        day,
        dimension: 'total',
        dealId: 0,
        key1: '',
        key2: '',
        key3: '',
        visitors: 0,
        clicks: 0,
      });
    await this.dataSource.transaction(async (manager) => {
      const daily = manager.getRepository(TrafficDaily);
      await daily.createQueryBuilder().delete().where('day = :day', { day }).execute();
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
        await daily.insert(rows.slice(start, start + ROWS_PER_INSERT));
    });
  }

  /** "Reset Stats": forgets every stored aggregate. */
  async reset(): Promise<void> {
    await this.daily.clear();
  }
}

const DIMENSION_ORDER = ['total', 'source', 'campaign', 'page', 'device', 'browser'];

function compareRows(a: DailyAggregate, b: DailyAggregate): number {
  return (
    a.day.localeCompare(b.day) ||
    DIMENSION_ORDER.indexOf(a.dimension) - DIMENSION_ORDER.indexOf(b.dimension) ||
    b.visitors - a.visitors ||
    b.clicks - a.clicks ||
    a.key1.localeCompare(b.key1)
  );
}

const aggregateOfRow = (row: TrafficDaily): DailyAggregate => ({
  day: row.day,
  dimension: row.dimension as DailyAggregate['dimension'],
  dealId: row.dealId,
  key1: row.key1,
  key2: row.key2,
  key3: row.key3,
  visitors: row.visitors,
  clicks: row.clicks,
});
