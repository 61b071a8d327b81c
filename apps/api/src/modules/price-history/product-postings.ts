import { toSqlDateTime } from '@deal-site/database';
import type { DataSource } from 'typeorm';
import { Deal } from '../deal/deal.entity';
import { dealColumns, dealSelection, type DealSelection } from '../deal/deal-statements';

/** A public posting of a product: the few columns a price history reads. */
export type ProductPosting = Pick<Deal, 'id' | 'productKey' | 'price' | 'createdAt' | 'expiresAt'>;

const POSTING_PROPERTIES = ['id', 'productKey', 'price', 'createdAt', 'expiresAt'] as const;

/**
 * Reads the public postings (active, not scheduled) of several products with one statement,
 * written once but for its list of products: every first render of a list of cards runs it.
 */
export class ProductPostings {
  private readonly selection: DealSelection;
  private readonly selectFrom: string;
  private readonly productKey: string;
  private readonly publicAtNow: (firstMarker: number) => string;
  private readonly newestFirst: string;

  constructor(private readonly dataSource: DataSource) {
    const { driver } = dataSource;
    const column = dealColumns(dataSource);
    this.selection = dealSelection(dataSource, POSTING_PROPERTIES);
    this.selectFrom = `SELECT ${this.selection.list} FROM ${driver.escape(dataSource.getMetadata(Deal).tableName)}`;
    this.productKey = column('productKey');
    // The unary pluses keep SQLite, which keeps no statistics, on the product index: on the
    // (active, created_at) index, which also gives the order, it read every public deal.
    this.publicAtNow = (firstMarker) =>
      `+${column('active')} = ${driver.createParameter('active', firstMarker)} ` +
      `AND +${column('createdAt')} <= ${driver.createParameter('now', firstMarker + 1)}`;
    this.newestFirst = `${column('createdAt')} DESC, ${column('id')} DESC`;
  }

  /** Every public posting of these products at `now`, expired ones included, newest first. */
  async read(productKeys: readonly string[], now: Date): Promise<ProductPosting[]> {
    if (productKeys.length === 0) return [];
    const { driver } = this.dataSource;
    const markers = productKeys.map((_key, index) => driver.createParameter(`key${index}`, index));
    const rows = await this.dataSource.query<Record<string, unknown>[]>(
      `${this.selectFrom} WHERE ${this.productKey} IN (${markers.join(', ')}) ` +
        `AND ${this.publicAtNow(productKeys.length)} ORDER BY ${this.newestFirst}`,
      [...productKeys, true, toSqlDateTime(now)],
    );
    return rows.map((row) => this.selection.hydrated(row));
  }
}
