import { toSqlDateTime } from '@deal-site/database';
import type { DataSource } from 'typeorm';
import { Deal } from './deal.entity';
import { dealColumns, parameterMarkers } from './deal-statements';

/**
 * The store every write gives a deal whose link opens Amazon (dealIdentity: amazon.<marketplace>,
 * amzn.to, amzn.com, a.co, …): a superset of the links detectStore calls Amazon.
 */
const AMAZON_STORE_SLUG = 'amazon';

export interface AmazonLinkCandidate {
  id: number;
  description: string;
  link: string | null;
  /** The publish time as the driver read it, handed back as it is to read the next page. */
  storedCreatedAt: Date | string;
}

interface CandidateRow {
  id: number | string;
  description: string;
  link: string | null;
  createdAt: Date | string;
}

/** Where the last page ended: the next page starts after this deal, in the index's order. */
export type CandidateCursor = Pick<AmazonLinkCandidate, 'id' | 'storedCreatedAt'>;

/**
 * Live deals of the Amazon store, newest first, read through the (active, store, created_at)
 * index: a site with no Amazon deal answers from the index alone, where a text search would read
 * every live deal. The two statements (the first page, and a page after a cursor) are written
 * once: the check runs on every first render of a list page, and TypeORM's query builder took
 * longer to work a statement out than the database took to run it.
 */
export class AmazonLinkCandidates {
  private readonly first: string;
  private readonly after: string;

  constructor(private readonly dataSource: DataSource) {
    const { driver } = dataSource;
    const table = driver.escape(dataSource.getMetadata(Deal).tableName);
    const column = dealColumns(dataSource);
    const [id, description, link, active, storeSlug, createdAt, expiresAt] = [
      column('id'),
      column('description'),
      column('affiliateLink'),
      column('active'),
      column('storeSlug'),
      column('createdAt'),
      column('expiresAt'),
    ];
    // Parameters in the order they appear: active, the store, now twice (published, not
    // expired), then the cursor's time twice and its id.
    const statement = (afterCursor: boolean) => {
      const next = parameterMarkers(dataSource);
      const isLiveAtAmazon =
        `${active} = ${next()} AND ${storeSlug} = ${next()} AND ${createdAt} <= ${next()} ` +
        `AND (${expiresAt} IS NULL OR ${expiresAt} > ${next()})`;
      const older = afterCursor
        ? ` AND (${createdAt} < ${next()} OR (${createdAt} = ${next()} AND ${id} < ${next()}))`
        : '';
      return (
        `SELECT ${id} AS ${driver.escape('id')}, ${description} AS ${driver.escape('description')}, ` +
        `${link} AS ${driver.escape('link')}, ${createdAt} AS ${driver.escape('createdAt')} ` +
        `FROM ${table} WHERE ${isLiveAtAmazon}${older} ORDER BY ${createdAt} DESC, ${id} DESC`
      );
    };
    this.first = statement(false);
    this.after = statement(true);
  }

  /** Up to `limit` candidates live at `now`, newest first, after `cursor` when given. */
  async read(
    limit: number,
    cursor: CandidateCursor | null,
    now: Date,
  ): Promise<AmazonLinkCandidate[]> {
    const nowInSql = toSqlDateTime(now);
    const parameters: unknown[] = [true, AMAZON_STORE_SLUG, nowInSql, nowInSql];
    // The stored value itself: SQLite compares the text it keeps, which a Date written back
    // in another format would not equal.
    if (cursor) parameters.push(cursor.storedCreatedAt, cursor.storedCreatedAt, cursor.id);
    // A whole number the service chose, never input: written into the statement.
    const rows = await this.dataSource.query<CandidateRow[]>(
      `${cursor ? this.after : this.first} LIMIT ${Math.trunc(limit)}`,
      parameters,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      description: row.description,
      link: row.link,
      storedCreatedAt: row.createdAt,
    }));
  }
}
