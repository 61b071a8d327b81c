import { parsePriceValue, storeSlugOfDeal } from '@deal-site/deal-text';
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

export interface SeedDeal {
  title: string;
  description?: string;
  price?: string;
  category?: 'daily' | 'fashion' | 'favorites';
  affiliateLink?: string;
  /** Comma-separated image paths or URLs. */
  imageUrl?: string;
  createdAt?: Date;
  clicks?: number;
  /** deals.store_slug: by default the store the API's own writes give the deal (its link's). */
  storeSlug?: string | null;
  /** deals.product_key, likewise: postings of one product share it (the price history). */
  productKey?: string | null;
}

export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';

function row(deal: SeedDeal) {
  const description = deal.description ?? `${deal.title} — details`;
  const affiliateLink = deal.affiliateLink ?? 'https://www.amazon.com/dp/B000000001';
  const price = deal.price ?? '9.99';
  // deals.price_amount and price_currency, as the API's writes read them (storedPrice).
  const priceValue = parsePriceValue(price);
  return [
    deal.title,
    description,
    price,
    affiliateLink,
    deal.imageUrl ?? '',
    deal.category ?? 'daily',
    deal.clicks ?? 0,
    (deal.createdAt ?? new Date()).toISOString().replace('T', ' ').replace('Z', ''),
    deal.storeSlug === undefined ? storeSlugOfDeal({ description, affiliateLink }) : deal.storeSlug,
    deal.productKey ?? null,
    priceValue?.amount ?? null,
    priceValue?.currency ?? null,
  ];
}

// Writers outside the API bump the version row too, so the public cache notices the new rows.
const BUMP_SITE_VERSION = 'UPDATE site_data_version SET content_version = content_version + 1';

const COLUMNS =
  'title, description, price, affiliate_link, image_url, category, clicks, created_at, store_slug, product_key, price_amount, price_currency';

/** Seeds the server's SQLite file directly; WAL mode lets the running server see the rows at once. */
export function seedSqlite(dataDir: string, deals: SeedDeal[]): void {
  const db = new Database(join(dataDir, 'deals.sqlite'));
  const insert = db.prepare(
    `INSERT INTO deals (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    deals.forEach((deal) => insert.run(...row(deal)));
    db.prepare(BUMP_SITE_VERSION).run();
  })();
  db.close();
}

export async function createMysqlDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `deals_e2e_${randomBytes(6).toString('hex')}`;
  const admin = await createConnection({ uri: TEST_MYSQL_URL });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(TEST_MYSQL_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const connection = await createConnection({ uri: TEST_MYSQL_URL });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}

export async function seedMysql(url: string, deals: SeedDeal[]): Promise<void> {
  const connection = await createConnection({ uri: url, timezone: 'Z' });
  for (const deal of deals) {
    await connection.query(
      `INSERT INTO deals (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      row(deal),
    );
  }
  await connection.query(BUMP_SITE_VERSION);
  await connection.end();
}
