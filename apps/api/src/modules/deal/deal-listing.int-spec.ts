import { dayWindows } from '@deal-site/deal-text';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { graphql } from '../../../test/auth-helpers';
import { insertDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { openTestDataSource, type TestDataSource } from '../../../test/test-data-source';
import { DealCategory } from './deal.entity';
import { DealSection, DealSort } from './deal.inputs';
import { DealService } from './deal.service';

const DEALS = `query Deals($section: DealSection, $category: DealCategory, $search: String,
  $sort: DealSort, $limit: Int, $offset: Int) {
  deals(section: $section, category: $category, search: $search, sort: $sort, limit: $limit, offset: $offset) {
    total
    averageClicks
    items { id title clicks createdAt }
  }
}`;

const SECOND = 1000;
const titles = (items: { title: string }[]) => items.map((deal) => deal.title);

describe.each(DIALECTS)('listing deals on %s', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
  });

  afterAll(() => testApp.close());

  async function listDeals(variables: Record<string, unknown>) {
    const response = await graphql(testApp.app, DEALS, variables);
    expect(response.body.errors).toBeUndefined();
    return response.body.data.deals as {
      total: number;
      averageClicks: number;
      items: { title: string }[];
    };
  }

  describe('today and yesterday in SITE_TIMEZONE', () => {
    beforeAll(async () => {
      const { todayStart, yesterdayStart } = dayWindows(new Date(), testApp.config.siteTimeZone);
      const at = (instant: Date, offsetMs: number) => new Date(instant.getTime() + offsetMs);
      const daily = async (title: string, createdAt: Date, clicks = 0) =>
        insertDeal(testApp.dataSource, { title, createdAt, clicks, description: 'day split' });
      await daily('Today first second', todayStart);
      await daily('Today later', at(todayStart, 60 * SECOND), 3);
      await daily('today later ', at(todayStart, 30 * SECOND), 9);
      await daily('Yesterday last second', at(todayStart, -SECOND));
      await daily('Yesterday first second', yesterdayStart);
      await daily('Before yesterday', at(yesterdayStart, -SECOND));
      const repost = async (title: string, createdAt: Date, clicks: number) =>
        insertDeal(testApp.dataSource, { title, createdAt, clicks, description: 'repost' });
      await repost('Reposted lamp', at(yesterdayStart, 5 * SECOND), 100);
      await repost('reposted lamp', at(todayStart, 5 * SECOND), 4);
      await insertDeal(testApp.dataSource, {
        title: 'Fashion today',
        category: DealCategory.FASHION,
        createdAt: at(todayStart, 2 * SECOND),
      });
      await insertDeal(testApp.dataSource, {
        title: 'Archived today',
        active: false,
        createdAt: at(todayStart, 3 * SECOND),
      });
    });

    it('lists today from local midnight on, newest first, one deal per title', async () => {
      const today = await listDeals({ section: 'TODAY', search: 'day split' });
      expect(titles(today.items)).toEqual(['Today later', 'Today first second']);
      expect(today.total).toBe(2);
    });

    it('keeps the first deal of a title in the chosen order', async () => {
      const popular = await listDeals({ section: 'TODAY', search: 'day split', sort: 'POPULAR' });
      expect(titles(popular.items)).toEqual(['today later ', 'Today first second']);
      const oldest = await listDeals({ section: 'TODAY', search: 'day split', sort: 'OLDEST' });
      expect(titles(oldest.items)).toEqual(['Today first second', 'today later ']);
    });

    it('lists yesterday between the two midnights', async () => {
      const yesterday = await listDeals({ section: 'YESTERDAY' });
      expect(titles(yesterday.items)).toEqual(['Yesterday last second', 'Yesterday first second']);
    });

    it('leaves out of yesterday a title posted again today', async () => {
      const yesterday = await listDeals({ section: 'YESTERDAY', search: 'repost' });
      expect(yesterday).toMatchObject({ items: [], total: 0 });
      const today = await listDeals({ section: 'TODAY', search: 'repost' });
      expect(titles(today.items)).toEqual(['reposted lamp']);
    });

    it("averages the clicks of today's and yesterday's distinct deals, whatever the search", async () => {
      // Today Later 3, reposted lamp 4, the rest 0: five deals once the copies are left out.
      for (const section of ['TODAY', 'YESTERDAY']) {
        const page = await listDeals({ section, search: 'no such deal' });
        expect(page.averageClicks).toBeCloseTo(7 / 5);
      }
    });

    it('pages after de-duplication, so total counts distinct titles', async () => {
      const secondPage = await listDeals({
        section: 'TODAY',
        search: 'day split',
        limit: 1,
        offset: 1,
      });
      expect(titles(secondPage.items)).toEqual(['Today first second']);
      expect(secondPage.total).toBe(2);
    });

    it('takes section with the DAILY category and refuses it with another one', async () => {
      const daily = await listDeals({ section: 'TODAY', category: 'DAILY', search: 'day split' });
      expect(daily.total).toBe(2);
      const fashion = await graphql(testApp.app, DEALS, { section: 'TODAY', category: 'FASHION' });
      expect(fashion.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('search, sort and paging', () => {
    beforeAll(async () => {
      const createdAt = (day: number) => new Date(Date.UTC(2026, 5, day, 12));
      const { todayStart } = dayWindows(new Date(), testApp.config.siteTimeZone);
      // Each deal twice: in the favorites, and as a daily deal of today, which its own statement reads.
      const deal = async (
        title: string,
        day: number,
        clicks: number,
        description = 'search set',
      ) => {
        await insertDeal(testApp.dataSource, {
          title,
          description,
          clicks,
          createdAt: createdAt(day),
          category: DealCategory.FAVORITES,
        });
        await insertDeal(testApp.dataSource, {
          title,
          description,
          clicks,
          createdAt: new Date(todayStart.getTime() + day * SECOND),
        });
      };
      await deal('100% cotton tee', 1, 5);
      await deal('Save 100 dollars', 2, 50);
      await deal('snake_case mug', 3, 1);
      await deal('snakeXcase mug', 4, 0);
      await deal('Back\\slash stand', 5, 2);
      await deal('ÉTÉ Sale 🏖️', 6, 7);
      await deal('Café press', 7, 3);
      await deal('Plain lamp', 8, 4, 'search set: a hidden GEM in the description');
    });

    const favorites = (variables: Record<string, unknown>) =>
      listDeals({ category: 'FAVORITES', limit: 100, ...variables });

    it.each([
      ['100%', ['100% cotton tee']],
      ['e_c', ['snake_case mug']],
      ['k\\s', ['Back\\slash stand']],
      ['été', ['ÉTÉ Sale 🏖️']],
      ['SNAKE', ['snakeXcase mug', 'snake_case mug']],
      ['hidden gem', ['Plain lamp']],
      ['🏖️', ['ÉTÉ Sale 🏖️']],
      ['cafe', []],
      ['  café  ', ['Café press']],
      ['%', ['100% cotton tee']],
      ['_', ['snake_case mug']],
    ])(
      'finds %p literally and case-insensitively, in a category and in today',
      async (search, expected) => {
        const { items, total } = await favorites({ search });
        expect(titles(items)).toEqual(expected);
        expect(total).toBe(expected.length);
        const today = await listDeals({ section: 'TODAY', search, limit: 100 });
        expect(titles(today.items)).toEqual(expected);
        expect(today.total).toBe(expected.length);
      },
    );

    it('sorts newest, oldest and popular', async () => {
      expect(titles((await favorites({ sort: 'NEWEST', limit: 3 })).items)).toEqual([
        'Plain lamp',
        'Café press',
        'ÉTÉ Sale 🏖️',
      ]);
      expect(titles((await favorites({ sort: 'OLDEST', limit: 2 })).items)).toEqual([
        '100% cotton tee',
        'Save 100 dollars',
      ]);
      expect(titles((await favorites({ sort: 'POPULAR', limit: 3 })).items)).toEqual([
        'Save 100 dollars',
        'ÉTÉ Sale 🏖️',
        '100% cotton tee',
      ]);
    });

    it('averages the clicks of the whole category, whatever the search and page', async () => {
      const page = await favorites({ search: 'snake', limit: 1 });
      expect(page.averageClicks).toBeCloseTo(72 / 8);
    });

    it('pages with limit and offset and reports the full total', async () => {
      const page = await favorites({ sort: 'OLDEST', limit: 3, offset: 3 });
      expect(titles(page.items)).toEqual(['snakeXcase mug', 'Back\\slash stand', 'ÉTÉ Sale 🏖️']);
      expect(page.total).toBe(8);
    });

    it.each([[{ limit: 101 }], [{ limit: 0 }], [{ offset: -1 }], [{ search: 'x'.repeat(201) }]])(
      'refuses %p with BAD_USER_INPUT',
      async (variables) => {
        const response = await graphql(testApp.app, DEALS, variables);
        expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
        expect(response.body.data).toBeNull();
      },
    );
  });

  describe('GET /api/deals', () => {
    it('accepts active=1 and refuses any other active filter', async () => {
      const accepted = await request(testApp.app).get('/api/deals?active=1&category=favorites');
      expect(accepted.status).toBe(200);
      // A category read: every cache revalidates it (the spec's no-cache on category reads).
      expect(accepted.headers['cache-control']).toBe('no-cache');
      expect(accepted.body.deals.length).toBeGreaterThan(0);
      expect(accepted.body.deals.every((deal: { active: number }) => deal.active === 1)).toBe(true);
      const refused = await request(testApp.app).get('/api/deals?active=0');
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/active/);
    });

    it('sorts by popularity on request', async () => {
      const response = await request(testApp.app).get('/api/deals?sort=popular&category=favorites');
      const clicks = response.body.deals.map((deal: { clicks: number }) => deal.clicks);
      expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    });
  });

  it('works out averageClicks only for a query that asks for it', async () => {
    const averageClicks = jest.spyOn(DealService.prototype, 'averageClicks');
    try {
      const totalOnly = await graphql(
        testApp.app,
        'query TotalOnly { deals(section: YESTERDAY) { total } }',
      );
      expect(totalOnly.body.data.deals.total).toBeGreaterThan(0);
      expect(averageClicks).not.toHaveBeenCalled();
      const withAverage = await graphql(
        testApp.app,
        'query WithAverage { deals(section: YESTERDAY) { total averageClicks } }',
      );
      expect(withAverage.body.data.deals.averageClicks).toBeGreaterThan(0);
      expect(averageClicks).toHaveBeenCalledTimes(1);
    } finally {
      averageClicks.mockRestore();
    }
  });
});

/*
 * The same split with the clock fixed on the days after the 2026 daylight-saving changes in
 * America/Chicago: a fixed UTC offset would misplace every deal marked "misplaced by a fixed offset".
 */
describe.each(DIALECTS)('the day split across daylight-saving changes on %s', (dialect) => {
  let database: TestDataSource;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await openTestDataSource(dialect);
    dataSource = database.dataSource;
  });

  afterAll(async () => {
    await database.close();
  });

  const sectionTitles = async (now: string, section: DealSection) => {
    const service = new DealService(dataSource, {
      timeZone: 'America/Chicago',
      now: () => new Date(now),
    });
    const { items } = await service.list({ section, sort: DealSort.OLDEST, limit: 100, offset: 0 });
    return titles(items);
  };

  it('cuts at midnight CDT after the spring change (a 23-hour yesterday)', async () => {
    const deal = (title: string, createdAt: string) =>
      insertDeal(dataSource, { title, createdAt: new Date(createdAt) });
    await deal('Mar 7 23:59:59 CST', '2026-03-08T05:59:59Z'); // misplaced by a fixed -5 offset
    await deal('Mar 8 00:00 CST', '2026-03-08T06:00:00Z');
    await deal('Mar 8 23:59:59 CDT', '2026-03-09T04:59:59Z');
    await deal('Mar 9 00:00 CDT', '2026-03-09T05:00:00Z');
    await deal('Mar 9 00:30 CDT', '2026-03-09T05:30:00Z'); // misplaced by a fixed -6 offset

    const now = '2026-03-09T17:00:00Z';
    expect(await sectionTitles(now, DealSection.YESTERDAY)).toEqual([
      'Mar 8 00:00 CST',
      'Mar 8 23:59:59 CDT',
    ]);
    expect(await sectionTitles(now, DealSection.TODAY)).toEqual([
      'Mar 9 00:00 CDT',
      'Mar 9 00:30 CDT',
    ]);
  });

  it('cuts at midnight CDT on the autumn change day (a 25-hour today)', async () => {
    const deal = (title: string, createdAt: string) =>
      insertDeal(dataSource, { title, createdAt: new Date(createdAt) });
    await deal('Oct 30 23:59:59 CDT', '2026-10-31T04:59:59Z');
    await deal('Oct 31 00:00 CDT', '2026-10-31T05:00:00Z');
    await deal('Oct 31 23:59:59 CDT', '2026-11-01T04:59:59Z');
    await deal('Nov 1 00:30 CDT', '2026-11-01T05:30:00Z'); // misplaced by a fixed -6 offset
    await deal('Nov 1 01:30 CST', '2026-11-01T07:30:00Z');
    await deal('Nov 1 23:59:59 CST', '2026-11-02T05:59:59Z');

    // Nov 1, 23:59:59.5 CST: the last deal is public by then (a later one would be scheduled).
    const now = '2026-11-02T05:59:59.500Z';
    expect(await sectionTitles(now, DealSection.YESTERDAY)).toEqual([
      'Oct 31 00:00 CDT',
      'Oct 31 23:59:59 CDT',
    ]);
    expect(await sectionTitles(now, DealSection.TODAY)).toEqual([
      'Nov 1 00:30 CDT',
      'Nov 1 01:30 CST',
      'Nov 1 23:59:59 CST',
    ]);
  });
});
