import { SqlImportStore } from '@deal-site/deal-import';
import { importedPost } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { Deal } from '../deal/deal.entity';

describe.each(DIALECTS)('the import store on %s', (dialect) => {
  let testApp: TestApp;
  let store: SqlImportStore;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    store = new SqlImportStore(testApp.dataSource);
  });

  afterAll(() => testApp.close());

  async function contentVersion(): Promise<number> {
    const rows: { content_version: number | string }[] = await testApp.dataSource.query(
      'SELECT `content_version` FROM `site_data_version`',
    );
    return Number(rows[0].content_version);
  }

  async function dealsFromPost(sourcePostId: string): Promise<number> {
    const rows: { n: number | string }[] = await testApp.dataSource.query(
      'SELECT COUNT(*) AS n FROM `deals` WHERE `source_post_id` = ?',
      [sourcePostId],
    );
    return Number(rows[0].n);
  }

  it("keeps the post's end date and prices it as of the post's time", async () => {
    const createdAt = new Date('2026-11-20T15:04:05.000Z');
    const expiresAt = new Date('2026-11-23T06:00:00.000Z');
    expect(await store.insertDeal({ ...importedPost('post-ending'), createdAt, expiresAt })).toBe(
      true,
    );
    const [deal] = await testApp.dataSource
      .getRepository(Deal)
      .findBy({ sourcePostId: 'post-ending' });
    expect(deal.expiresAt?.toISOString()).toBe(expiresAt.toISOString());
    expect(deal.priceSetAt?.toISOString()).toBe(createdAt.toISOString());
  });

  it('keeps the store, product and price value every write gives a deal', async () => {
    expect(await store.insertDeal(importedPost('post-identified'))).toBe(true);
    const [deal] = await testApp.dataSource
      .getRepository(Deal)
      .findBy({ sourcePostId: 'post-identified' });
    expect(deal).toMatchObject({
      storeSlug: 'amazon',
      productKey: 'amazon:B0IMPORT01',
      priceAmount: 9.99,
      priceCurrency: 'USD',
    });
  });

  it('reports a post it already holds as not inserted and leaves the pages alone', async () => {
    expect(await store.insertDeal(importedPost('post-twice'))).toBe(true);
    const versionAfterFirst = await contentVersion();

    expect(await store.insertDeal(importedPost('post-twice'))).toBe(false);

    expect(await dealsFromPost('post-twice')).toBe(1);
    expect(await contentVersion()).toBe(versionAfterFirst);
  });

  it('inserts a post raced by two importers once and says so to one of them', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => store.insertDeal(importedPost('post-raced'))),
    );

    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await dealsFromPost('post-raced')).toBe(1);
  });
});
