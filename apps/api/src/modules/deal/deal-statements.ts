import type { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { Deal } from './deal.entity';

/**
 * The escaped column name of a Deal property, for statements written once (with the table name
 * in front when `qualified`); throws for a property without a column.
 */
export function dealColumns(
  dataSource: DataSource,
  { qualified = false } = {},
): (property: keyof Deal) => string {
  const { driver } = dataSource;
  const metadata = dataSource.getMetadata(Deal);
  const table = driver.escape(metadata.tableName);
  return (property) => {
    const found = metadata.findColumnWithPropertyName(property);
    if (!found) throw new Error(`Deal has no column for ${property}`);
    const name = driver.escape(found.databaseName);
    return qualified ? `${table}.${name}` : name;
  };
}

/** Parameter markers in the driver's own form, numbered in the order they are asked for. */
export function parameterMarkers(dataSource: DataSource): () => string {
  let count = 0;
  return () => dataSource.driver.createParameter(`p${count}`, count++);
}

/** A SELECT list of Deal columns, each named by its property, and how to make a Deal of a row. */
export interface DealSelection {
  list: string;
  hydrated(row: Record<string, unknown>): Deal;
}

/**
 * The selection of these properties (every column when none are named), for statements written
 * once: it keeps TypeORM's column mapping and its driver's conversion of each value (dates,
 * booleans) without the query builder, which took longer to build a statement than the database
 * took to run it.
 */
export function dealSelection(
  dataSource: DataSource,
  properties?: readonly (keyof Deal)[],
): DealSelection {
  const { driver } = dataSource;
  const metadata = dataSource.getMetadata(Deal);
  const columns: readonly ColumnMetadata[] = properties
    ? properties.map((property) => {
        const found = metadata.findColumnWithPropertyName(property);
        if (!found) throw new Error(`Deal has no column for ${property}`);
        return found;
      })
    : metadata.columns;
  return {
    list: columns
      .map(
        (column) =>
          `${driver.escape(column.databaseName)} AS ${driver.escape(column.propertyName)}`,
      )
      .join(', '),
    hydrated: (row) => {
      const deal = new Deal();
      for (const column of columns)
        column.setEntityValue(deal, driver.prepareHydratedValue(row[column.propertyName], column));
      return deal;
    },
  };
}
