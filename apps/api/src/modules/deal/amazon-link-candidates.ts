import { toSqlDateTime } from '@deal-site/database';
import type { DataSource } from 'typeorm';
import { Deal } from './deal.entity';
import { dealColumns, parameterMarkers } from './deal-statements';

/** Text every Amazon link holds one of (amazon.com and its country sites, amzn.to, a.co). */
const AMAZON_LINK_PATTERNS = ['%amazon.%', '%amzn.%', '%a.co/%'] as const;

export interface AmazonLinkCandidate {
  id: number;
  description: string;
  link: string | null;
}

interface CandidateRow {
  id: number | string;
  description: string;
  link: string | null;
}

/**
 * Live deals whose description or affiliate link holds Amazon-like text, newest first, with the
 * two statements (the first page, and a page before an id) written once: the Amazon check runs on
 * every first render of a list page, and TypeORM's query builder took longer to work the
 * statement out than the database took to run it.
 */
export class AmazonLinkCandidates {
  private readonly first: string;
  private readonly before: string;

  constructor(private readonly dataSource: DataSource) {
    const { driver } = dataSource;
    const table = driver.escape(dataSource.getMetadata(Deal).tableName);
    const column = dealColumns(dataSource);
    const [id, description, link, active, createdAt, expiresAt] = [
      column('id'),
      column('description'),
      column('affiliateLink'),
      column('active'),
      column('createdAt'),
      column('expiresAt'),
    ];
    // Parameters in the order they appear: active, now twice (published, not expired), the
    // patterns for each column, then the id the page ends before.
    const statement = (beforeAnId: boolean) => {
      const next = parameterMarkers(dataSource);
      const isLive =
        `+${active} = ${next()} AND ${createdAt} <= ${next()} ` +
        `AND (${expiresAt} IS NULL OR ${expiresAt} > ${next()})`;
      // LIKE ignores ASCII case on SQLite and under utf8mb4_unicode_ci: no LOWER().
      const textMatches = [description, link]
        .flatMap((text) => AMAZON_LINK_PATTERNS.map(() => `${text} LIKE ${next()}`))
        .join(' OR ');
      const older = beforeAnId ? ` AND ${id} < ${next()}` : '';
      return (
        `SELECT ${id} AS ${driver.escape('id')}, ${description} AS ${driver.escape('description')}, ` +
        `${link} AS ${driver.escape('link')} FROM ${table} ` +
        // The unary plus keeps SQLite off the (active, …) indexes: they would read every live
        // deal and sort, where walking the ids from the newest stops at the first candidates.
        `WHERE ${isLive} AND (${textMatches})${older} ORDER BY ${id} DESC`
      );
    };
    this.first = statement(false);
    this.before = statement(true);
  }

  /** Up to `limit` candidates live at `now`, newest first, older than `beforeId` when given. */
  async read(limit: number, beforeId: number | null, now: Date): Promise<AmazonLinkCandidate[]> {
    const patterns = [...AMAZON_LINK_PATTERNS, ...AMAZON_LINK_PATTERNS];
    const parameters: unknown[] = [true, toSqlDateTime(now), toSqlDateTime(now), ...patterns];
    if (beforeId !== null) parameters.push(beforeId);
    // A whole number the service chose, never input: written into the statement.
    const rows = await this.dataSource.query<CandidateRow[]>(
      `${beforeId === null ? this.first : this.before} LIMIT ${Math.trunc(limit)}`,
      parameters,
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }
}
