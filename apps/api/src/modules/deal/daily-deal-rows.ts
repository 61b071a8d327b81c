import { toSqlDateTime } from '@deal-site/database';
import type { DayWindows } from '@deal-site/deal-text';
import type { DataSource } from 'typeorm';
import type { DailyDeal } from './daily-deal-reads';
import { Deal, DealCategory } from './deal.entity';
import { containsPattern, dialectOf, textContainsSql } from './deal-search';
import { dealColumns, parameterMarkers } from './deal-statements';
import { titleNumbers } from './title-numbers';

interface DailyDealRow {
  id: number | string;
  title: string;
  clicks: number | string;
  today: number | string;
  matches?: number | string;
}

/**
 * A UTC instant as "YYYY-MM-DD HH:MM:SS". Midnights fall on whole seconds, and this form compares
 * correctly with both timestamps SQLite holds: TypeORM's "...:SS.mmm" and the default "...:SS".
 */
function sqlUtcSecond(instant: Date): string {
  return instant.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The daily deals a home page lists from, with their two statements (with and without a search)
 * written once. TypeORM's query builder worked the statement out again on every first render.
 */
export class DailyDealRows {
  private readonly plain: string;
  private readonly searched: string;

  constructor(private readonly dataSource: DataSource) {
    const { driver } = dataSource;
    const table = driver.escape(dataSource.getMetadata(Deal).tableName);
    const column = dealColumns(dataSource, { qualified: true });
    const [id, title, clicks, createdAt, expiresAt] = [
      column('id'),
      column('title'),
      column('clicks'),
      column('createdAt'),
      column('expiresAt'),
    ];
    // Parameters in the order they appear: today's start, the pattern twice (with a search),
    // active, category, yesterday's start, now twice (scheduled and expired deals are left out).
    const statement = (searched: boolean) => {
      const next = parameterMarkers(dataSource);
      const today = `CASE WHEN ${createdAt} >= ${next()} THEN 1 ELSE 0 END`;
      const contains = searched
        ? textContainsSql(title, column('description'), [next(), next()], dialectOf(dataSource))
        : null;
      const matches = contains
        ? `, CASE WHEN ${contains} THEN 1 ELSE 0 END AS ${driver.escape('matches')}`
        : '';
      return (
        `SELECT ${id} AS ${driver.escape('id')}, ${title} AS ${driver.escape('title')}, ` +
        `${clicks} AS ${driver.escape('clicks')}, ${today} AS ${driver.escape('today')}${matches} ` +
        `FROM ${table} WHERE ${column('active')} = ${next()} AND ${column('category')} = ${next()} ` +
        `AND ${createdAt} >= ${next()} AND ${createdAt} <= ${next()} ` +
        `AND (${expiresAt} IS NULL OR ${expiresAt} > ${next()}) ` +
        `ORDER BY ${createdAt} DESC, ${id} DESC`
      );
    };
    this.plain = statement(false);
    this.searched = statement(true);
  }

  /**
   * The active daily deals published since yesterday's midnight and by `now`, not expired then,
   * newest first, flagged for `search`.
   */
  async read(
    { yesterdayStart, todayStart }: DayWindows,
    search: string,
    now: Date,
  ): Promise<DailyDeal[]> {
    const pattern = search ? containsPattern(search) : null;
    const rows = await this.dataSource.query<DailyDealRow[]>(search ? this.searched : this.plain, [
      sqlUtcSecond(todayStart),
      // The statement compares the pattern with the title, then with the description.
      ...(pattern === null ? [] : [pattern, pattern]),
      true,
      DealCategory.DAILY,
      sqlUtcSecond(yesterdayStart),
      toSqlDateTime(now),
      toSqlDateTime(now),
    ]);
    const titleNumber = titleNumbers();
    return rows.map((row) => ({
      id: Number(row.id),
      titleNumber: titleNumber(row.title),
      clicks: Number(row.clicks),
      today: Number(row.today) === 1,
      matches: !search || Number(row.matches) === 1,
    }));
  }
}
