import type { DataSource } from 'typeorm';
import { insertDeal } from '../../../test/deal-fixtures';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../../../test/test-databases';
import { openDatabase } from '../../database/data-source';
import { Deal } from '../deal/deal.entity';
import { siteDayOf } from '../visit/site-day';
import { ClickBatch } from './click-batch';
import { clickBatchWriter } from './click.service';
import type { ClickBatchWriter } from './click-writes';
import { DealClick } from './deal-click.entity';

const CAP = 3;

describe.each(DIALECTS)('the per-visitor cap as the click writer stores it, %s', (dialect) => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let writer: ClickBatchWriter;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    dataSource = await openDatabase(database.config);
    writer = clickBatchWriter(dataSource);
  });

  afterAll(async () => {
    await writer?.close();
    await dataSource?.destroy();
    await database?.drop();
  });

  const stored = async (dealId: number) =>
    (await dataSource.getRepository(Deal).findOneByOrFail({ id: dealId })).clicks;

  it('adds to a deal only what the cap leaves of a visitor another process counted too', async () => {
    const deal = await insertDeal(dataSource, { clicks: 10 });
    const day = siteDayOf(new Date(), 'America/Chicago');
    // What two processes each counted in memory: the same visitor, three times each.
    for (const process of [1, 2]) {
      const batch = new ClickBatch();
      batch.add(deal.id, day, 'same-visitor', 3);
      batch.add(deal.id, day, `visitor-only-in-${process}`, 1);
      const answered = await writer.write(batch, CAP);
      expect(answered.get(deal.id)).toBe(await stored(deal.id));
    }
    expect(await stored(deal.id)).toBe(10 + 3 + 1 + 1);
    const rows = await dataSource.getRepository(DealClick).findBy({ dealId: deal.id });
    expect(Object.fromEntries(rows.map((row) => [row.visitorHash, row.clicks]))).toEqual({
      'same-visitor': 3,
      'visitor-only-in-1': 1,
      'visitor-only-in-2': 1,
    });
  });
});
