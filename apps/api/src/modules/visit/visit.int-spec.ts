import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { openDatabase } from '../../database/data-source';
import { graphql, randomTestAddress, signedInAs } from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { BROWSER_USER_AGENT as BROWSER } from '../../../test/visitor-agents';
import { keptVisitsFolder } from './kept-visits';
import { SiteVisitor } from './site-visitor.entity';
import { VisitSalt } from '../visitor/visit-salt.entity';
import { VisitService } from './visit.service';
import { VisitorHasher } from '../visitor/visitor-hash';

const ZERO_STATS = { today: 0, yesterday: 0, week: 0, month: 0, weekTrend: 0, monthTrend: 0 };
const CHICAGO = 'America/Chicago';

describe.each(DIALECTS)('visits on %s', (dialect) => {
  let testApp: TestApp;
  let curatorCookie: string;
  let visitorCookie: string;

  const visit = (address: string, headers: Record<string, string> = { 'User-Agent': BROWSER }) =>
    request(testApp.app).post('/api/visits').set('X-Forwarded-For', address).set(headers);
  const stats = async () =>
    (await request(testApp.app).get('/api/visits/stats').set('Cookie', curatorCookie).expect(200))
      .body;
  const reset = () =>
    request(testApp.app).post('/api/visits/reset').set('Cookie', curatorCookie).expect(200);

  /** A VisitService of its own over the test database, on a clock the test moves. */
  function serviceAt(clock: { now: Date }) {
    return new VisitService(testApp.dataSource, {
      timeZone: CHICAGO,
      hasher: new VisitorHasher(testApp.dataSource, 'deals.test'),
      now: () => clock.now,
    });
  }
  const someone = () => ({ address: randomTestAddress(), userAgent: BROWSER });

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    curatorCookie = await signedInAs(testApp.app, 'the.curator');
    visitorCookie = await signedInAs(testApp.app, 'a.visitor');
  });

  beforeEach(() => reset());

  afterAll(() => testApp.close());

  it('answers 204 and counts each visitor once a day', async () => {
    const [first, second] = [randomTestAddress(), randomTestAddress()];
    const answer = await visit(first);
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    await visit(first).expect(204);
    await visit(second).expect(204);
    await visit(second, { 'User-Agent': `${BROWSER} Edg/131.0` }).expect(204);
    expect(await stats()).toMatchObject({ today: 3, week: 3, month: 3 });
  });

  it.each([
    [
      'Googlebot',
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ],
    [
      'a Facebook link preview',
      { 'User-Agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
    ],
    [
      'a Slack link preview',
      { 'User-Agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
    ],
    ['curl', { 'User-Agent': 'curl/8.5.0' }],
    ['a request without a user agent', {}],
    ['a Chrome prefetch', { 'User-Agent': BROWSER, 'Sec-Purpose': 'prefetch' }],
    ['a Chrome prerender', { 'User-Agent': BROWSER, 'Sec-Purpose': 'prefetch;prerender' }],
    ['an older prefetch', { 'User-Agent': BROWSER, Purpose: 'prefetch' }],
  ])('does not count %s, still answering 204', async (_case, headers) => {
    await visit(randomTestAddress(), headers).expect(204);
    expect(await stats()).toEqual(ZERO_STATS);
  });

  it('keeps where the first counted visit of the day came from, landed and on what', async () => {
    const first = randomTestAddress();
    await visit(first)
      .send({
        url: 'https://deals.test/deals/12?utm_source=Newsletter&utm_medium=Email&utm_campaign=BF',
        referrer: 'https://www.google.com/',
      })
      .expect(204);
    await visit(first).send({ url: 'https://deals.test/', referrer: 'https://x.com/' }).expect(204);
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    await visit(randomTestAddress(), { 'User-Agent': iphone, 'Content-Type': 'text/plain' })
      .send(JSON.stringify({ url: '/fashion?q=shoes', referrer: 'https://www.bing.com/search' }))
      .expect(204);
    // A referrer on the site itself names no source: the first visit counts as direct.
    await visit(randomTestAddress())
      .send({ url: '/stores', referrer: new URL('/deals/3', testApp.config.publicUrl).href })
      .expect(204);
    await visit(randomTestAddress()).expect(204);
    await stats();
    const rows = await testApp.dataSource.getRepository(SiteVisitor).find({ order: { id: 'ASC' } });
    expect(
      rows.map(
        ({
          sourceName,
          sourceGroup,
          sourceMedium,
          sourceCampaign,
          landingPath,
          device,
          browser,
        }) => [sourceName, sourceGroup, sourceMedium, sourceCampaign, landingPath, device, browser],
      ),
    ).toEqual([
      ['newsletter', 'campaign', 'email', 'bf', '/deals/12', 'desktop', 'Chrome'],
      ['Bing', 'search', null, null, '/fashion', 'mobile', 'Safari'],
      ['direct', 'direct', null, null, '/stores', 'desktop', 'Chrome'],
      ['direct', 'direct', null, null, '/', 'desktop', 'Chrome'],
    ]);
  });

  it('refuses a beacon body that is not {url, referrer} text, counting nothing', async () => {
    await visit(randomTestAddress()).send({ url: 12 }).expect(400);
    expect((await stats()).today).toBe(0);
  });

  it('counts through the GraphQL mutation too', async () => {
    const response = await request(testApp.app)
      .post('/graphql')
      .set({ 'User-Agent': BROWSER, 'X-Forwarded-For': randomTestAddress() })
      .send({ query: 'mutation { recordVisit }' });
    expect(response.body).toEqual({ data: { recordVisit: true } });
    expect((await stats()).today).toBe(1);
  });

  it('stores no address or user agent, only a hash, and only today’s salt', async () => {
    const address = randomTestAddress();
    await visit(address).expect(204);
    await stats();
    const rows = await testApp.dataSource.getRepository(SiteVisitor).find();
    expect(rows).toHaveLength(1);
    expect(rows[0].visitorHash).toMatch(/^[0-9a-f]{16}$/);
    const stored = JSON.stringify(await testApp.dataSource.query('SELECT * FROM site_visitors'));
    expect(stored).not.toContain(address);
    expect(stored).not.toContain(BROWSER);
    expect(stored).not.toContain('Windows NT');
    expect(await testApp.dataSource.getRepository(VisitSalt).count()).toBe(1);
  });

  it('lets only curators read, reset and chart the figures', async () => {
    await visit(randomTestAddress()).expect(204);
    for (const [method, path] of [
      ['get', '/api/visits/stats'],
      ['post', '/api/visits/reset'],
      ['get', '/api/visits/daily'],
      ['get', '/api/clicks/stats'],
    ] as const) {
      await request(testApp.app)[method](path).expect(401);
      await request(testApp.app)[method](path).set('Cookie', visitorCookie).expect(403);
    }
    expect((await stats()).today).toBe(1);
    const viaGraphql = await graphql(testApp.app, '{ visitStats { today } }', {}, visitorCookie);
    expect(viaGraphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('resets to zero and answers the fresh stats', async () => {
    await visit(randomTestAddress()).expect(204);
    expect((await stats()).today).toBe(1);
    const answer = await request(testApp.app)
      .post('/api/visits/reset')
      .set('Cookie', curatorCookie)
      .expect(200);
    expect(answer.body).toEqual(ZERO_STATS);
    expect(await stats()).toEqual(ZERO_STATS);
    const viaGraphql = await graphql(
      testApp.app,
      'mutation { resetVisitStats { today week weekTrend } }',
      {},
      curatorCookie,
    );
    expect(viaGraphql.body.data.resetVisitStats).toEqual({ today: 0, week: 0, weekTrend: 0 });
  });

  it('charts visitors per day for the last 30 days, oldest first', async () => {
    await visit(randomTestAddress()).expect(204);
    await visit(randomTestAddress()).expect(204);
    const { days } = (
      await request(testApp.app).get('/api/visits/daily').set('Cookie', curatorCookie).expect(200)
    ).body;
    expect(days).toHaveLength(30);
    expect(days[29]).toEqual({
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      visitors: 2,
      clicks: 0,
      uniqueClickers: 0,
    });
    expect(days[0].day < days[29].day).toBe(true);
    await request(testApp.app)
      .get('/api/visits/daily?days=1000')
      .set('Cookie', curatorCookie)
      .expect(400);
  });

  it('adds the week and month and compares them with the periods before', async () => {
    const clock = { now: new Date('2026-06-15T17:00:00Z') };
    const visits = serviceAt(clock);
    const visitOn = async (isoInstant: string, count: number) => {
      clock.now = new Date(isoInstant);
      for (let index = 0; index < count; index += 1) await visits.record(someone());
    };
    expect(await visits.stats()).toEqual(ZERO_STATS);
    await visitOn('2026-06-15T17:00:00Z', 2); // today
    expect(await visits.stats()).toEqual({ ...ZERO_STATS, today: 2, week: 2, month: 2 });

    await visitOn('2026-06-14T17:00:00Z', 1); // yesterday
    await visitOn('2026-06-07T17:00:00Z', 4); // 8 days ago: the week before
    await visitOn('2026-05-16T17:00:00Z', 3); // 30 days ago: the month before
    clock.now = new Date('2026-06-15T17:00:00Z');
    expect(await visits.stats()).toEqual({
      today: 2,
      yesterday: 1,
      week: 3,
      month: 7,
      weekTrend: -25,
      monthTrend: 133.3,
    });
    await visits.close();
  });

  it('cuts days at midnight in SITE_TIMEZONE across the spring-forward change', async () => {
    const clock = { now: new Date() };
    const visits = serviceAt(clock);
    const visitAt = async (isoInstant: string) => {
      clock.now = new Date(isoInstant);
      await visits.record(someone());
    };
    await visitAt('2026-03-08T05:59:59Z'); // Sat 7 March, 23:59:59 CST
    await visitAt('2026-03-08T06:00:00Z'); // Sun 8 March, 00:00 CST (a 23-hour day)
    await visitAt('2026-03-09T04:59:59Z'); // Sun 8 March, 23:59:59 CDT
    await visitAt('2026-03-09T05:00:00Z'); // Mon 9 March, 00:00 CDT
    clock.now = new Date('2026-03-09T05:30:00Z');
    expect(await visits.stats()).toMatchObject({ today: 1, yesterday: 2, week: 4 });
    await visits.close();
  });

  it('cuts days at midnight in SITE_TIMEZONE across the fall-back change', async () => {
    const clock = { now: new Date() };
    const visits = serviceAt(clock);
    const visitAt = async (isoInstant: string) => {
      clock.now = new Date(isoInstant);
      await visits.record(someone());
    };
    await visitAt('2026-11-01T04:59:59Z'); // Sat 31 October, 23:59:59 CDT
    await visitAt('2026-11-01T05:00:00Z'); // Sun 1 November, 00:00 CDT (a 25-hour day)
    await visitAt('2026-11-02T05:59:59Z'); // Sun 1 November, 23:59:59 CST
    await visitAt('2026-11-02T06:00:00Z'); // Mon 2 November, 00:00 CST
    clock.now = new Date('2026-11-02T06:30:00Z');
    expect(await visits.stats()).toMatchObject({ today: 1, yesterday: 2, week: 4 });
    await visits.close();
  });

  it('deletes visitor rows older than the 90 days any chart reads, keeping the rest', async () => {
    const clock = { now: new Date() };
    const visits = serviceAt(clock);
    const visitAt = async (isoInstant: string) => {
      clock.now = new Date(isoInstant);
      await visits.record(someone());
    };
    await visitAt('2026-03-17T17:00:00Z'); // 90 days before 15 June: no longer read
    await visitAt('2026-03-18T17:00:00Z'); // 89 days before: the chart's first day
    await visitAt('2026-06-15T17:00:00Z');
    await visits.close();

    const days = await testApp.dataSource
      .getRepository(SiteVisitor)
      .find({ select: { day: true }, order: { day: 'ASC' } });
    expect(days.map(({ day }) => day)).toEqual(['2026-03-18', '2026-06-15']);
  });

  it('keeps the visits it cannot write on close in DATA_DIR, and the next start writes them once', async () => {
    const dataSource = await openDatabase(testApp.config.database);
    const folder = keptVisitsFolder(join(testApp.config.dataDir, 'kept-visits-test'));
    const service = () =>
      new VisitService(dataSource, {
        timeZone: CHICAGO,
        hasher: new VisitorHasher(dataSource, 'deals.test'),
        unwrittenVisits: folder,
      });
    const storedVisitors = () => testApp.dataSource.getRepository(SiteVisitor).count();
    const stopping = service();
    await stopping.record(someone());
    await stopping.record(someone());
    // The database goes away before the queue is written; the process is stopped meanwhile.
    await dataSource.destroy();
    await stopping.close();
    expect(await storedVisitors()).toBe(0);
    expect(readdirSync(folder.folder)).toHaveLength(1);

    await dataSource.initialize();
    try {
      await service().writeKeptVisits();
      expect(await storedVisitors()).toBe(2);
      expect(readdirSync(folder.folder)).toEqual([]);
      await service().writeKeptVisits();
      expect(await storedVisitors()).toBe(2);
    } finally {
      await dataSource.destroy();
    }
  });

  it('writes queued visits by itself within the flush interval, and on close', async () => {
    const clock = { now: new Date() };
    const rows = () => testApp.dataSource.getRepository(SiteVisitor).count();
    const timed = serviceAt(clock);
    await timed.record(someone());
    expect(await rows()).toBe(0);
    const deadline = Date.now() + 5000;
    while ((await rows()) === 0 && Date.now() < deadline) {
      await new Promise((wake) => setTimeout(wake, 100));
    }
    expect(await rows()).toBe(1);

    const closing = serviceAt(clock);
    await closing.record(someone());
    await closing.record(someone());
    await closing.close();
    expect(await rows()).toBe(3);
  });
});
