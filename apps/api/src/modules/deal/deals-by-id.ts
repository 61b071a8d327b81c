import { toSqlDateTime } from '@deal-site/database';
import type { DataSource } from 'typeorm';
import { Deal } from './deal.entity';
import { dealSelection, type DealSelection } from './deal-statements';
import { lowestPostedPriceSql, rememberLowestPostedPrice } from './lowest-posted-price';

const LOWEST = 'lowestPostedPrice';

/** Whole deals by id, with the statement written once (the home page reads its cards so). */
export class DealsById {
  private readonly selection: DealSelection;
  private readonly selectFrom: string;
  private readonly selectWithLowestFrom: string;
  private readonly idColumn: string;

  constructor(private readonly dataSource: DataSource) {
    const { driver } = dataSource;
    const table = driver.escape(dataSource.getMetadata(Deal).tableName);
    this.selection = dealSelection(dataSource);
    this.selectFrom = `SELECT ${this.selection.list} FROM ${table}`;
    this.selectWithLowestFrom =
      `SELECT ${this.selection.list}, ${lowestPostedPriceSql(dataSource, table, 0)} ` +
      `AS ${driver.escape(LOWEST)} FROM ${table}`;
    this.idColumn = `${table}.${driver.escape('id')}`;
  }

  /**
   * The deals with these ids, archived ones included, in no particular order. With `lowestPricesAt`,
   * each comes with its lowest-price badge as of then (lowestPostedPriceReadWith): a card's badge
   * in the same statement costs far less than a statement of its own.
   */
  async find(
    ids: readonly number[],
    { lowestPricesAt }: { lowestPricesAt?: Date } = {},
  ): Promise<Deal[]> {
    if (ids.length === 0) return [];
    const { driver } = this.dataSource;
    const first = lowestPricesAt ? 2 : 0;
    const placeholders = ids.map((_id, index) =>
      driver.createParameter(`id${index}`, first + index),
    );
    const rows = await this.dataSource.query<Record<string, unknown>[]>(
      `${lowestPricesAt ? this.selectWithLowestFrom : this.selectFrom} WHERE ${this.idColumn} IN (${placeholders.join(', ')})`,
      lowestPricesAt ? [true, toSqlDateTime(lowestPricesAt), ...ids] : [...ids],
    );
    return rows.map((row) => {
      const deal = this.selection.hydrated(row);
      if (lowestPricesAt) rememberLowestPostedPrice(deal, Number(row[LOWEST]) === 1);
      return deal;
    });
  }
}
