import Database from 'better-sqlite3';
import { join } from 'node:path';

const STORES = [
  ['amazon.com/dp/B0', 'Wireless Earbuds with Charging Case'],
  ['walmart.com/ip/', 'Stainless Steel Cookware Set, 10 Piece'],
  ['target.com/p/', 'Kids Winter Jacket — Water Resistant'],
  ['homedepot.com/p/', 'Cordless Drill Driver Kit 20V'],
];

/** Distinct products among the seeded deals: later deals repost earlier products. */
const PRODUCTS = 60;

/**
 * Realistic deal rows spread over the last two days, written straight into the server's SQLite file.
 * With `imageUrls`, deal i shows imageUrls[i % length]; without, deals have no image.
 */
export function seedBenchDeals(dataDir, count, { imageUrls = [] } = {}) {
  const db = new Database(join(dataDir, 'deals.sqlite'));
  // The code a benchmark compares with may be older than the store, product and price columns.
  const columns = new Set(
    db
      .prepare('SELECT name FROM pragma_table_info(?)')
      .all('deals')
      .map(({ name }) => name),
  );
  const identified = columns.has('store_slug');
  const priced = columns.has('price_amount');
  const inserted = [
    'title, description, price, original_price, percent_off, affiliate_link, image_url, category, clicks, created_at',
    ...(identified ? ['store_slug, product_key'] : []),
    ...(priced ? ['price_amount, price_currency'] : []),
  ].join(', ');
  const markers = inserted
    .split(', ')
    .map((column) => (column === 'category' ? "'daily'" : '?'))
    .join(', ');
  const insert = db.prepare(`INSERT INTO deals (${inserted}) VALUES (${markers})`);
  const now = Date.now();
  db.transaction(() => {
    for (let index = 0; index < count; index += 1) {
      const [path, product] = STORES[index % STORES.length];
      const price = (9.99 + (index % 40) * 2.5).toFixed(2);
      const createdAt = new Date(now - index * 12 * 60_000);
      const identity = identified
        ? [path.slice(0, path.indexOf('.')), `bench:${index % PRODUCTS}`]
        : [];
      insert.run(
        `${product} #${index + 1} — limited time price drop on a best seller`,
        `${product} now $${price}. Use code SAVE${index % 30} at checkout.\nhttps://www.${path}${String(index).padStart(8, '0')}`,
        price,
        (Number(price) * 1.6).toFixed(2),
        index % 3 === 0 ? 20 + (index % 50) : null,
        `https://www.${path}${String(index).padStart(8, '0')}`,
        imageUrls.length ? imageUrls[index % imageUrls.length] : '',
        (index * 37) % 101,
        createdAt.toISOString().replace('T', ' ').replace('Z', ''),
        // What the API's dealIdentity stores: the store's slug, and a product key that some
        // deals share, so the price history has earlier postings to read.
        ...identity,
        // What its storedPrice stores: the price text read as an amount in dollars.
        ...(priced ? [Number(price), 'USD'] : []),
      );
    }
  })();
  db.close();
}
