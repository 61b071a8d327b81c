import type { DataSource } from 'typeorm';
import { insertDeal } from '../../../test/deal-fixtures';
import { DIALECTS } from '../../../test/test-databases';
import { openTestDataSource, type TestDataSource } from '../../../test/test-data-source';
import { Deal } from '../deal/deal.entity';
import { siteDayOf } from '../visitor/site-day';
import { ClickBatch } from './click-batch';
import { clickBatchWriter } from './click.service';
import type { ClickBatchWriter } from './click-writes';
import { DealClick } from './deal-click.entity';
import { VisitorTallies } from './visitor-tallies';

const CAP = 3;
const RETURNING = 'aaaaaaaaaaaaaaaa';
const NEWCOMER = 'bbbbbbbbbbbbbbbb';

describe.each(DIALECTS)(
  'the per-visitor cap, in memory and as the click writer stores it, %s',
  (dialect) => {
    let database: TestDataSource;
    let dataSource: DataSource;
    let writer: ClickBatchWriter;

    beforeAll(async () => {
      database = await openTestDataSource(dialect);
      dataSource = database.dataSource;
      writer = clickBatchWriter(dataSource);
    });

    afterAll(async () => {
      await writer?.close();
      await database?.close();
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

    /** Tallies over a pending batch as the click service keeps one, bounded to `maxVisitors`. */
    function talliesOverPending(maxVisitors?: number) {
      const day = siteDayOf(new Date(), 'UTC');
      const state = { pending: new ClickBatch() };
      const tallies = new VisitorTallies(
        dataSource,
        CAP,
        (dealId) => state.pending.visitorsOf(dealId),
        maxVisitors,
      );
      const take = async (dealId: number, visitorHash: string) => {
        const counted = await tallies.take(dealId, day, visitorHash);
        if (counted) state.pending.add(dealId, day, visitorHash);
        return counted;
      };
      const writePending = async () => {
        await writer.write(state.pending, CAP);
        state.pending = new ClickBatch();
      };
      return { take, writePending };
    }

    it('reads the clicks stored earlier today before counting more', async () => {
      const deal = await insertDeal(dataSource);
      const earlier = talliesOverPending();
      expect(await earlier.take(deal.id, RETURNING)).toBe(true);
      expect(await earlier.take(deal.id, RETURNING)).toBe(true);
      await earlier.writePending();

      const restarted = talliesOverPending();
      const answers = [];
      for (let press = 0; press < 3; press += 1)
        answers.push(await restarted.take(deal.id, RETURNING));
      expect(answers).toEqual([true, false, false]);
      expect(await restarted.take(deal.id, NEWCOMER)).toBe(true);
    });

    it('keeps the clicks a visitor gave before its deal was reloaded, once they are written too', async () => {
      const deal = await insertDeal(dataSource);
      const otherDeal = await insertDeal(dataSource);
      // Room for one visitor: a click on another deal makes the first deal's tally go.
      const clicks = talliesOverPending(1);
      expect(await clicks.take(deal.id, RETURNING)).toBe(true);
      expect(await clicks.take(deal.id, RETURNING)).toBe(true);
      expect(await clicks.take(otherDeal.id, NEWCOMER)).toBe(true);
      // Reloaded while the returning visitor's two clicks still wait to be written...
      expect(await clicks.take(deal.id, NEWCOMER)).toBe(true);
      // ...which they are before the visitor's next clicks: one more counts, then the cap holds.
      await clicks.writePending();
      const answers = [];
      for (let press = 0; press < 3; press += 1)
        answers.push(await clicks.take(deal.id, RETURNING));
      expect(answers).toEqual([true, false, false]);
    });
  },
);
