import type { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { Deal } from './deal.entity';

/**
 * Whole deals by id, with the statement written once. TypeORM's query builder took longer to
 * build the home page's two statements (about 1 ms) than the database took to run them; this
 * keeps its column mapping and its driver's conversion of each value (dates, booleans).
 */
export class DealsById {
  private readonly columns: readonly ColumnMetadata[];
  private readonly selectFrom: string;
  private readonly idColumn: string;

  constructor(private readonly dataSource: DataSource) {
    const { driver } = dataSource;
    const { columns, tableName } = dataSource.getMetadata(Deal);
    this.columns = columns;
    const selected = columns.map(
      (column) => `${driver.escape(column.databaseName)} AS ${driver.escape(column.propertyName)}`,
    );
    this.selectFrom = `SELECT ${selected.join(', ')} FROM ${driver.escape(tableName)}`;
    this.idColumn = driver.escape('id');
  }

  /** The deals with these ids, archived ones included, in no particular order. */
  async find(ids: readonly number[]): Promise<Deal[]> {
    if (ids.length === 0) return [];
    const { driver } = this.dataSource;
    const placeholders = ids.map((_id, index) => driver.createParameter(`id${index}`, index));
    const rows = await this.dataSource.query<Record<string, unknown>[]>(
      `${this.selectFrom} WHERE ${this.idColumn} IN (${placeholders.join(', ')})`,
      [...ids],
    );
    return rows.map((row) => this.hydrated(row));
  }

  private hydrated(row: Record<string, unknown>): Deal {
    const { driver } = this.dataSource;
    const deal = new Deal();
    for (const column of this.columns)
      column.setEntityValue(deal, driver.prepareHydratedValue(row[column.propertyName], column));
    return deal;
  }
}
