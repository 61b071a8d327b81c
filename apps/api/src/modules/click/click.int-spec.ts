import request from 'supertest';
import { randomTestAddress, signedInAs } from '../../../test/auth-helpers';
import { insertDeal, loadDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { BROWSER_USER_AGENT } from '../../../test/visitor-agents';
import { shiftSiteDay, siteDayOf } from '../visitor/site-day';
import { TRAFFIC_RETENTION_DAYS } from '../visitor/traffic-retention';
import { VisitorHasher } from '../visitor/visitor-hash';
import { ClickService, MAX_COUNTED_CLICKS_PER_VISITOR } from './click.service';
import { DealClick } from './deal-click.entity';

describe.each(DIALECTS)('click statistics on %s', (dialect) => {
  let testApp: TestApp;
  let curatorCookie: string;

  const click = (
    dealId: number,
    address = randomTestAddress(),
    headers: Record<string, string> = { 'User-Agent': BROWSER_USER_AGENT },
  ) =>
    request(testApp.app)
      .post(`/api/deals/${dealId}/click`)
      .set('X-Forwarded-For', address)
      .set(headers);
  /** The deal's stored count once the clicks counted so far are written. */
  const clicksOf = async (dealId: number) => {
    await testApp.services.clicks.flush();
    return (await loadDeal(testApp.dataSource, dealId))!.clicks;
  };
  const curatorGet = async (path: string) =>
    (await request(testApp.app).get(path).set('Cookie', curatorCookie).expect(200)).body;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    curatorCookie = await signedInAs(testApp.app, 'the.curator');
  });

  afterAll(() => testApp.close());

  it(`counts at most ${MAX_COUNTED_CLICKS_PER_VISITOR} clicks a visitor a deal a day, answering 200 every time`, async () => {
    const deal = await insertDeal(testApp.dataSource, { clicks: 10 });
    const address = randomTestAddress();
    const answers = [];
    for (let press = 0; press < 8; press += 1) answers.push(await click(deal.id, address));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(answers.map((answer) => answer.body.clicks)).toEqual([11, 12, 13, 13, 13, 13, 13, 13]);
    expect(await clicksOf(deal.id)).toBe(10 + MAX_COUNTED_CLICKS_PER_VISITOR);
    // Another visitor, or another browser at the same address, counts on its own.
    await click(deal.id).expect(200);
    await click(deal.id, address, { 'User-Agent': `${BROWSER_USER_AGENT} Edg/131.0` }).expect(200);
    expect(await clicksOf(deal.id)).toBe(15);
  });

  it('holds the cap under 60 concurrent clicks from one visitor', async () => {
    const deal = await insertDeal(testApp.dataSource);
    const address = randomTestAddress();
    const statuses = await Promise.all(
      Array.from({ length: 60 }, () => click(deal.id, address).then((answer) => answer.status)),
    );
    expect(statuses).toEqual(Array(60).fill(200));
    expect(await clicksOf(deal.id)).toBe(MAX_COUNTED_CLICKS_PER_VISITOR);
  });

  it.each([
    [
      'Googlebot',
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ],
    ['a link-preview crawler', { 'User-Agent': 'facebookexternalhit/1.1' }],
    ['a prefetch', { 'User-Agent': BROWSER_USER_AGENT, 'Sec-Purpose': 'prefetch' }],
    ['a request without a user agent', {}],
  ])('does not count %s, answering the current count', async (_case, headers) => {
    const deal = await insertDeal(testApp.dataSource, { clicks: 4 });
    const answer = await click(deal.id, randomTestAddress(), headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ clicks: 4 });
    expect(await clicksOf(deal.id)).toBe(4);
  });

  it('starts the cap again the next day in SITE_TIMEZONE', async () => {
    // Posted before the clock below, or it would still be scheduled.
    const deal = await insertDeal(testApp.dataSource, { createdAt: new Date('2026-03-01T00:00Z') });
    const clock = { now: new Date('2026-03-08T05:59:00Z') }; // 23:59 CST, 7 March
    const clicks = new ClickService(testApp.dataSource, {
      timeZone: 'America/Chicago',
      hasher: new VisitorHasher(testApp.dataSource, 'deals.test'),
      now: () => clock.now,
    });
    const visitor = { address: randomTestAddress(), userAgent: BROWSER_USER_AGENT };
    for (let press = 0; press < 5; press += 1) await clicks.record(deal.id, visitor);
    await clicks.flush();
    expect(await clicksOf(deal.id)).toBe(MAX_COUNTED_CLICKS_PER_VISITOR);
    clock.now = new Date('2026-03-08T06:01:00Z'); // 00:01 CST, 8 March
    await clicks.record(deal.id, visitor);
    await clicks.close();
    expect(await clicksOf(deal.id)).toBe(MAX_COUNTED_CLICKS_PER_VISITOR + 1);
  });

  it('counts clicks on a deal it has seen today without a query, new visitors included', async () => {
    const deal = await insertDeal(testApp.dataSource, { clicks: 7 });
    const clicks = new ClickService(testApp.dataSource, {
      timeZone: 'UTC',
      hasher: new VisitorHasher(testApp.dataSource, 'deals.test'),
    });
    const visitor = () => ({ address: randomTestAddress(), userAgent: BROWSER_USER_AGENT });
    const returning = visitor();
    await clicks.record(deal.id, returning);
    const queryRunner = testApp.dataSource.createQueryRunner();
    const queries = jest.spyOn(Object.getPrototypeOf(queryRunner), 'query');
    try {
      const answers = [];
      for (const someone of [returning, visitor(), visitor(), returning])
        answers.push(await clicks.record(deal.id, someone));
      expect(answers).toEqual([9, 10, 11, 12]);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
      await queryRunner.release();
    }
    await clicks.close();
    expect(await clicksOf(deal.id)).toBe(12);
  });

  it('charts clicks and unique clickers per day', async () => {
    const before = (await curatorGet('/api/visits/daily')).days.at(-1);
    const deal = await insertDeal(testApp.dataSource);
    const [first, second] = [randomTestAddress(), randomTestAddress()];
    for (let press = 0; press < 5; press += 1) await click(deal.id, first).expect(200);
    await click(deal.id, second).expect(200);
    // No flush here: the curator's figures include clicks answered but not yet written.
    const today = (await curatorGet('/api/visits/daily')).days.at(-1);
    expect(today.clicks - before.clicks).toBe(MAX_COUNTED_CLICKS_PER_VISITOR + 1);
    expect(today.uniqueClickers - before.uniqueClickers).toBe(2);
  });

  it('deletes a deal’s click history with the deal', async () => {
    const deal = await insertDeal(testApp.dataSource);
    await click(deal.id).expect(200);
    await testApp.services.clicks.flush();
    const rows = () => testApp.dataSource.getRepository(DealClick).countBy({ dealId: deal.id });
    expect(await rows()).toBe(1);
    await request(testApp.app)
      .delete(`/api/deals/${deal.id}`)
      .set('Cookie', curatorCookie)
      .expect(200);
    expect(await rows()).toBe(0);
  });
});

describe.each(DIALECTS)('expired click rows on %s', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
  });

  afterAll(() => testApp.close());

  it(`deletes visitor rows older than ${TRAFFIC_RETENTION_DAYS} site days after a write, once a day, keeping the deal's total`, async () => {
    const deal = await insertDeal(testApp.dataSource, { clicks: 40 });
    const rows = testApp.dataSource.getRepository(DealClick);
    let now = new Date();
    const today = () => siteDayOf(now, testApp.config.siteTimeZone);
    const oldestKept = shiftSiteDay(today(), 1 - TRAFFIC_RETENTION_DAYS);
    const expired = shiftSiteDay(oldestKept, -1);
    const rowOn = (day: string, visitorHash: string) =>
      rows.save({ dealId: deal.id, day, visitorHash, clicks: 2 });
    await rowOn(expired, 'aaaaaaaaaaaaaaaa');
    await rowOn(shiftSiteDay(expired, -200), 'bbbbbbbbbbbbbbbb');
    await rowOn(oldestKept, 'cccccccccccccccc');
    const daysLeft = async () =>
      (await rows.findBy({ dealId: deal.id })).map((row) => row.day).sort();
    const clicks = new ClickService(testApp.dataSource, {
      timeZone: testApp.config.siteTimeZone,
      hasher: new VisitorHasher(testApp.dataSource, 'expiry.test'),
      now: () => now,
    });
    const press = async (address: string) => {
      expect(
        await clicks.record(deal.id, { address, userAgent: BROWSER_USER_AGENT }),
      ).toBeGreaterThan(0);
      await clicks.flush();
    };
    const daysLeftOnceSettled = async (expected: string[]) => {
      const deadline = Date.now() + 5000;
      let left = await daysLeft();
      while (JSON.stringify(left) !== JSON.stringify(expected) && Date.now() < deadline) {
        await new Promise((wake) => setTimeout(wake, 50));
        left = await daysLeft();
      }
      return left;
    };
    try {
      await press(randomTestAddress());
      expect(await daysLeftOnceSettled([oldestKept, today()])).toEqual([oldestKept, today()]);

      // Written again the same day: the delete does not run again.
      await rowOn(expired, 'dddddddddddddddd');
      await press(randomTestAddress());
      await new Promise((wake) => setTimeout(wake, 300));
      expect(await daysLeft()).toEqual([expired, oldestKept, today(), today()]);

      // The next day it does, and the day that was the oldest kept has expired in turn.
      const yesterday = today();
      now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
      await press(randomTestAddress());
      expect(await daysLeftOnceSettled([yesterday, yesterday, today()])).toEqual([
        yesterday,
        yesterday,
        today(),
      ]);
      expect((await loadDeal(testApp.dataSource, deal.id))!.clicks).toBe(43);
    } finally {
      await clicks.close();
    }
  });
});

describe.each(DIALECTS)('the analytics overview on %s', (dialect) => {
  let testApp: TestApp;
  let curatorCookie: string;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    curatorCookie = await signedInAs(testApp.app, 'the.curator');
  });

  afterAll(() => testApp.close());

  const overview = async () =>
    (await request(testApp.app).get('/api/clicks/stats').set('Cookie', curatorCookie).expect(200))
      .body;

  it('is all zeros without deals', async () => {
    expect(await overview()).toEqual({
      totalDeals: 0,
      totalClicks: 0,
      averageClicks: 0,
      topAllTime: [],
      topLastWeek: [],
    });
  });

  it('totals the active deals, averages to one decimal and ranks the top 5 of all time and of the week', async () => {
    const classic = await insertDeal(testApp.dataSource, { title: 'Classic', clicks: 500 });
    const ranked = [];
    for (const clicks of [40, 30, 20, 10, 5, 1]) {
      ranked.push(await insertDeal(testApp.dataSource, { title: `Deal ${clicks}`, clicks }));
    }
    await insertDeal(testApp.dataSource, { title: 'Archived', clicks: 9000, active: false });
    const fresh = await insertDeal(testApp.dataSource, { title: 'Fresh', clicks: 0 });
    const pressFrom = async (dealId: number, visitors: number) => {
      for (let index = 0; index < visitors; index += 1) {
        await request(testApp.app)
          .post(`/api/deals/${dealId}/click`)
          .set({ 'User-Agent': BROWSER_USER_AGENT, 'X-Forwarded-For': randomTestAddress() })
          .expect(200);
      }
    };
    await pressFrom(fresh.id, 3);
    await pressFrom(ranked[5].id, 2);

    const figures = await overview();
    expect(figures.totalDeals).toBe(8);
    expect(figures.totalClicks).toBe(500 + 40 + 30 + 20 + 10 + 5 + 3 + 3);
    expect(figures.averageClicks).toBe(Math.round((611 / 8) * 10) / 10);
    expect(figures.averageClicks).toBe(76.4);
    expect(figures.topAllTime).toEqual([
      { id: classic.id, title: 'Classic', clicks: 500 },
      { id: ranked[0].id, title: 'Deal 40', clicks: 40 },
      { id: ranked[1].id, title: 'Deal 30', clicks: 30 },
      { id: ranked[2].id, title: 'Deal 20', clicks: 20 },
      { id: ranked[3].id, title: 'Deal 10', clicks: 10 },
    ]);
    expect(figures.topLastWeek).toEqual([
      { id: fresh.id, title: 'Fresh', clicks: 3 },
      { id: ranked[5].id, title: 'Deal 1', clicks: 2 },
    ]);
  });
});
