import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { DIALECTS } from '../../test/test-databases';
import { openTestDataSource, type TestDataSource } from '../../test/test-data-source';
import { insertDeal } from '../../test/deal-fixtures';
import { Deal } from '../modules/deal/deal.entity';
import { createDataSource, pendingSchemaChanges } from './data-source';

/** Undoes the newest migrations, down to and including the one named. */
async function undoMigrationsThrough(dataSource: DataSource, name: string): Promise<void> {
  for (;;) {
    const [last] = await dataSource.query<{ name: string }[]>(
      'SELECT `name` FROM `schema_migrations` ORDER BY `id` DESC LIMIT 1',
    );
    await dataSource.undoLastMigration();
    if (last.name === name) return;
  }
}

describe.each(DIALECTS)('migrations on %s', (dialect) => {
  let database: TestDataSource;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await openTestDataSource(dialect);
    dataSource = database.dataSource;
  });

  afterAll(async () => {
    await database.close();
  });

  it('leave nothing for the entities to add: migrations and entities agree', async () => {
    expect(await pendingSchemaChanges(dataSource)).toEqual([]);
  });

  it('are all applied, and a second boot applies none', async () => {
    expect(await dataSource.showMigrations()).toBe(false);
    const again = await createDataSource(database.config);
    await again.initialize();
    expect(await again.runMigrations()).toEqual([]);
    await again.destroy();
  });

  it('keep emoji and non-Latin text byte for byte', async () => {
    const title = '🔥 Deal of the day — 50% off 👟 Ünïcödé 日本語 𝔘';
    const saved = await insertDeal(dataSource, { title, description: '💸💸💸' });
    const loaded = await dataSource.getRepository(Deal).findOneByOrFail({ id: saved.id });
    expect(Buffer.from(loaded.title)).toEqual(Buffer.from(title));
    expect(loaded.description).toBe('💸💸💸');
  });

  it('store timestamps in UTC', async () => {
    const createdAt = new Date('2026-03-08T07:59:59.000Z');
    const saved = await insertDeal(dataSource, { createdAt });
    const loaded = await dataSource.getRepository(Deal).findOneByOrFail({ id: saved.id });
    expect(loaded.createdAt.toISOString()).toBe(createdAt.toISOString());
  });

  it('shorten visitor hashes stored before 16 hex digits were kept, so today counts each visitor once', async () => {
    const scratch = await openTestDataSource(dialect);
    const older = scratch.dataSource;
    // Back to the schema before ShortenVisitorHashes, undoing any migration after it too.
    await undoMigrationsThrough(older, 'ShortenVisitorHashes1764500000001');
    // Through SQL: the entity has columns this older schema lacks.
    await older.query(
      "INSERT INTO `deals` (`title`, `description`, `image_url`) VALUES ('Older deal', '', '')",
    );
    const [deal] = await older.query<{ id: number }[]>('SELECT MAX(`id`) AS `id` FROM `deals`');
    const hash = 'ab'.repeat(32);
    await older.query(
      'INSERT INTO `deal_clicks` (`deal_id`, `day`, `visitor_hash`, `clicks`) VALUES (?, ?, ?, 2)',
      [deal.id, '2026-11-23', hash],
    );
    await older.query('INSERT INTO `site_visitors` (`day`, `visitor_hash`) VALUES (?, ?)', [
      '2026-11-23',
      hash,
    ]);
    await older.runMigrations({ transaction: 'each' });
    const hashes = async (table: string) =>
      (await older.query(`SELECT \`visitor_hash\` AS hash FROM \`${table}\``)).map(
        (row: { hash: string }) => row.hash,
      );
    expect(await hashes('deal_clicks')).toEqual([hash.slice(0, 16)]);
    expect(await hashes('site_visitors')).toEqual([hash.slice(0, 16)]);
    await scratch.close();
  });

  it('name the store and product of every deal there before the columns were', async () => {
    const scratch = await openTestDataSource(dialect);
    const older = scratch.dataSource;
    await undoMigrationsThrough(older, 'AddDealIdentity1765300000001');
    const links = [
      ['https://www.amazon.co.uk/dp/B0ABCDEF12?tag=x-21', ''],
      ['https://bit.ly/3abc', 'Shop: https://www.bestbuy.com/site/tv/6500000.p?skuId=6500000'],
      ['', 'No link at all'],
    ];
    for (const [link, description] of links)
      await older.query(
        "INSERT INTO `deals` (`title`, `description`, `affiliate_link`, `image_url`) VALUES ('Older', ?, ?, '')",
        [description, link],
      );
    await older.runMigrations({ transaction: 'each' });
    const rows = await older.query<{ store_slug: string | null; product_key: string | null }[]>(
      'SELECT `store_slug`, `product_key` FROM `deals` ORDER BY `id`',
    );
    expect(rows).toEqual([
      { store_slug: 'amazon', product_key: 'amazon:B0ABCDEF12' },
      {
        store_slug: 'bestbuy',
        product_key: 'url:https://bestbuy.com/site/tv/6500000.p?skuId=6500000',
      },
      { store_slug: null, product_key: null },
    ]);
    await scratch.close();
  });

  it('read the price of every deal there before the price columns were', async () => {
    const scratch = await openTestDataSource(dialect);
    const older = scratch.dataSource;
    await undoMigrationsThrough(older, 'AddDealPriceValue1765600000001');
    for (const price of ['$1,299.99', '19,99 €', '2 for $5'])
      await older.query(
        "INSERT INTO `deals` (`title`, `description`, `price`, `image_url`) VALUES ('Older', '', ?, '')",
        [price],
      );
    await older.runMigrations({ transaction: 'each' });
    const rows = await older.query<
      { price_amount: number | null; price_currency: string | null }[]
    >('SELECT `price_amount`, `price_currency` FROM `deals` ORDER BY `id`');
    expect(rows.map((row) => [row.price_amount, row.price_currency])).toEqual([
      [1299.99, 'USD'],
      [19.99, 'EUR'],
      [null, null],
    ]);
    await scratch.close();
  });

  it('undo cleanly down to an empty schema', async () => {
    const scratch = await openTestDataSource(dialect);
    const fresh = scratch.dataSource;
    for (let step = 0; step < fresh.migrations.length; step += 1) await fresh.undoLastMigration();
    const tables = await fresh.createQueryRunner().getTables(['deals', 'users']);
    expect(tables).toEqual([]);
    await scratch.close();
  });
});

describe('MySQL sessions', () => {
  let database: TestDataSource;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await openTestDataSource('mysql');
    dataSource = database.dataSource;
  });

  afterAll(async () => {
    await database.close();
  });

  it('runs every pooled session in UTC, so column defaults are UTC too', async () => {
    // Concurrent sleeps make the pool open several connections, not reuse one.
    const sessions = await Promise.all(
      Array.from({ length: 6 }, () =>
        dataSource.query('SELECT @@session.time_zone AS zone, SLEEP(0.05) AS pause'),
      ),
    );
    expect(sessions.map(([row]) => row.zone)).toEqual(Array(6).fill('+00:00'));
    const [{ drift }] = await dataSource.query(
      'SELECT ABS(TIMESTAMPDIFF(SECOND, CURRENT_TIMESTAMP(6), ?)) AS drift',
      [new Date()],
    );
    expect(Number(drift)).toBeLessThan(5);
  });
});
