import type { DataSource } from 'typeorm';
import { Deal } from './deal.entity';
import { dealColumns } from './deal-statements';

/**
 * The lowest-price badge as a boolean SQL expression on a deal's row (`dealRow`, as the statement
 * names it): its price is at or below every earlier public posting of its product in its currency,
 * with one such posting at least. It compares the prices each write read (storedPrice); its two
 * parameters, from `firstMarker` on, are `true` and the time it is worked out for.
 */
export function lowestPostedPriceSql(
  dataSource: DataSource,
  dealRow: string,
  firstMarker: number,
): string {
  const { driver } = dataSource;
  const column = dealColumns(dataSource);
  const table = driver.escape(dataSource.getMetadata(Deal).tableName);
  const earlierRow = driver.escape('earlier');
  const deal = (property: keyof Deal) => `${dealRow}.${column(property)}`;
  const earlier = (property: keyof Deal) => `${earlierRow}.${column(property)}`;
  // MIN of no posting is NULL, and a comparison with NULL is not true. The unary pluses keep
  // SQLite, which keeps no statistics, on the product index.
  return (
    `${deal('priceAmount')} <= (SELECT MIN(${earlier('priceAmount')}) FROM ${table} ${earlierRow} ` +
    `WHERE ${earlier('productKey')} = ${deal('productKey')} ` +
    `AND ${earlier('priceCurrency')} = ${deal('priceCurrency')} ` +
    `AND +${earlier('active')} = ${driver.createParameter('active', firstMarker)} ` +
    `AND +${earlier('createdAt')} <= ${driver.createParameter('now', firstMarker + 1)} ` +
    `AND (${earlier('createdAt')} < ${deal('createdAt')} ` +
    `OR (${earlier('createdAt')} = ${deal('createdAt')} AND ${earlier('id')} < ${deal('id')})))`
  );
}

const readWithTheDeal = new WeakMap<Deal, boolean>();

/** Keeps the badge a read worked out together with the deal (see DealsById). */
export function rememberLowestPostedPrice(deal: Deal, lowest: boolean): void {
  readWithTheDeal.set(deal, lowest);
}

/** The badge the read of this deal worked out with it; undefined when it did not. */
export function lowestPostedPriceReadWith(deal: Deal): boolean | undefined {
  return readWithTheDeal.get(deal);
}
