import type { DataSource } from 'typeorm';
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
