import { toSqlDateTime } from '@deal-site/database';
import type { DataSource } from 'typeorm';
import { Deal } from '../deal/deal.entity';
import { lowestPostedPriceSql } from '../deal/lowest-posted-price';

/**
 * Which deals of a list carry the lowest-price badge, with one statement, for lists whose deals
 * were read without it; no posting is read into the process.
 */
export class LowestPostedPrices {
  /** The statement up to its list of ids: the badge's two parameters come first. */
  private readonly selectLowestWhereIdIn: string;

  constructor(private readonly dataSource: DataSource) {
    const { driver } = dataSource;
    const table = driver.escape(dataSource.getMetadata(Deal).tableName);
    const dealRow = driver.escape('deal');
    const id = `${dealRow}.${driver.escape('id')}`;
    this.selectLowestWhereIdIn =
      `SELECT ${id} AS ${driver.escape('id')} FROM ${table} ${dealRow} ` +
      `WHERE ${lowestPostedPriceSql(dataSource, dealRow, 0)} AND ${id} IN `;
  }

  /** The ids among `dealIds` whose price is the lowest their product was posted at, as of `now`. */
  async read(dealIds: readonly number[], now: Date): Promise<Set<number>> {
    if (dealIds.length === 0) return new Set();
    const { driver } = this.dataSource;
    const markers = dealIds.map((_id, index) => driver.createParameter(`id${index}`, 2 + index));
    const rows = await this.dataSource.query<{ id: number | string }[]>(
      `${this.selectLowestWhereIdIn}(${markers.join(', ')})`,
      [true, toSqlDateTime(now), ...dealIds],
    );
    return new Set(rows.map((row) => Number(row.id)));
  }
}
