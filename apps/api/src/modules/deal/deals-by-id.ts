import type { DataSource } from 'typeorm';
import { Deal } from './deal.entity';
import { dealSelection, type DealSelection } from './deal-statements';

/** Whole deals by id, with the statement written once (the home page reads its cards so). */
export class DealsById {
  private readonly selection: DealSelection;
  private readonly selectFrom: string;
  private readonly idColumn: string;

  constructor(private readonly dataSource: DataSource) {
    const { driver } = dataSource;
    this.selection = dealSelection(dataSource);
    this.selectFrom = `SELECT ${this.selection.list} FROM ${driver.escape(dataSource.getMetadata(Deal).tableName)}`;
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
    return rows.map((row) => this.selection.hydrated(row));
  }
}
