import request from 'supertest';
import { graphql, randomTestAddress, signedInAs } from '../../../test/auth-helpers';
import { insertDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { BROWSER_USER_AGENT as BROWSER } from '../../../test/visitor-agents';
import { writeKeptTraffic } from '../../services-lifecycle';
import { ClickBatch } from '../click/click-batch';
import { keptClicksFolder } from '../click/kept-clicks';
import { keptVisitsFolder } from '../visit/kept-visits';
import { shiftSiteDay } from '../visitor/site-day';
import { TrafficDaily } from './traffic-daily.entity';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe.each(DIALECTS)('traffic sources on %s', (dialect) => {
  let testApp: TestApp;
  let curatorCookie: string;
  let visitorCookie: string;

  const visit = (body: object | null, userAgent = BROWSER, address = randomTestAddress()) => {
    const beacon = request(testApp.app)
      .post('/api/visits')
      .set({ 'X-Forwarded-For': address, 'User-Agent': userAgent });
    return (body ? beacon.send(body) : beacon).expect(204);
  };
  const go = (path: string, userAgent = BROWSER, address = randomTestAddress()) =>
    request(testApp.app)
      .get(path)
      .set({ 'X-Forwarded-For': address, 'User-Agent': userAgent })
      .expect(302);
  const flush = async () => {
    await testApp.services.visits.flush();
    await testApp.services.clicks.flush();
  };
  const report = async (query = '') => {
    await flush();
    return (
      await request(testApp.app)
        .get(`/api/traffic/sources${query}`)
        .set('Cookie', curatorCookie)
        .expect(200)
    ).body;
  };
  const today = () => testApp.services.visits.today();

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    curatorCookie = await signedInAs(testApp.app, 'the.curator');
    visitorCookie = await signedInAs(testApp.app, 'a.visitor');
  });

  beforeEach(async () => {
    await request(testApp.app).post('/api/visits/reset').set('Cookie', curatorCookie).expect(200);
    await testApp.dataSource.query('DELETE FROM `deal_clicks`');
  });

  afterAll(() => testApp.close());

  it('puts a visit from each referrer group, and one with UTM parameters, under its source', async () => {
    await visit({ url: '/', referrer: 'https://www.google.com/' });
    await visit({ url: '/', referrer: 'https://www.bing.com/search?q=deals' });
    await visit({ url: '/fashion', referrer: 'https://l.facebook.com/l.php?u=x' }, IPHONE);
    await visit({ url: '/', referrer: 'https://t.me/dealsgroup' });
    await visit({ url: '/', referrer: 'https://mail.google.com/' });
    await visit({ url: '/deals/5', referrer: 'https://blog.example.org/best-deals' });
    await visit({ url: '/', referrer: '' });
    await visit(null);
    await visit({
      url: 'https://anywhere.test/stores/acme?utm_source=Newsletter&utm_medium=email&utm_campaign=Black+Friday',
      referrer: 'https://www.google.com/',
    });
    await visit({ url: '/?src=email' });
    const answer = await report();
    expect(answer.from).toBe(shiftSiteDay(today(), -6));
    expect(answer.to).toBe(today());
    expect(answer.totals).toEqual({ visitors: 10, clicks: 0 });
    const sources = Object.fromEntries(
      answer.sources.map((row: { name: string; group: string; visitors: number }) => [
        row.name,
        [row.group, row.visitors],
      ]),
    );
    expect(sources).toEqual({
      Google: ['search', 1],
      Bing: ['search', 1],
      Facebook: ['social', 1],
      Telegram: ['social', 1],
      Gmail: ['mail', 1],
      'blog.example.org': ['site', 1],
      direct: ['direct', 2],
      newsletter: ['campaign', 1],
      email: ['campaign', 1],
    });
    expect(answer.sources[0]).toEqual({ name: 'direct', group: 'direct', visitors: 2, clicks: 0 });
    expect(answer.campaigns).toEqual([
      { source: 'email', medium: null, campaign: null, visitors: 1, clicks: 0 },
      { source: 'newsletter', medium: 'email', campaign: 'black friday', visitors: 1, clicks: 0 },
    ]);
    expect(answer.pages).toEqual(
      expect.arrayContaining([
        { path: '/', visitors: 7, clicks: 0 },
        { path: '/stores/acme', visitors: 1, clicks: 0 },
      ]),
    );
    expect(answer.devices).toEqual([
      { device: 'desktop', visitors: 9, clicks: 0 },
      { device: 'mobile', visitors: 1, clicks: 0 },
    ]);
    expect(answer.browsers).toEqual([
      { browser: 'Chrome', visitors: 9, clicks: 0 },
      { browser: 'Safari', visitors: 1, clicks: 0 },
    ]);
  });

  it('counts a /go/ click with ?src=telegram for telegram, and one without for the visitor’s source', async () => {
    const deal = await insertDeal(testApp.dataSource, { affiliateLink: 'https://shop.example/a' });
    const other = await insertDeal(testApp.dataSource, { affiliateLink: 'https://shop.example/b' });
    await go(`/go/${deal.id}?src=telegram`);
    const reader = randomTestAddress();
    await visit({ url: '/', referrer: 'https://www.google.com/' }, BROWSER, reader);
    await request(testApp.app)
      .post(`/api/deals/${other.id}/click`)
      .set({ 'X-Forwarded-For': reader, 'User-Agent': BROWSER })
      .expect(200);
    const answer = await report();
    expect(answer.totals).toEqual({ visitors: 1, clicks: 2 });
    expect(answer.sources).toEqual(
      expect.arrayContaining([
        { name: 'Google', group: 'search', visitors: 1, clicks: 1 },
        { name: 'telegram', group: 'campaign', visitors: 0, clicks: 1 },
      ]),
    );
    expect(answer.pages).toEqual(
      expect.arrayContaining([
        { path: '/', visitors: 1, clicks: 1 },
        { path: '/go', visitors: 0, clicks: 1 },
      ]),
    );
    // One deal: visitors are its unique clickers.
    const ofDeal = await report(`?deal=${deal.id}`);
    expect(ofDeal.totals).toEqual({ visitors: 1, clicks: 1 });
    expect(ofDeal.sources).toEqual([
      { name: 'telegram', group: 'campaign', visitors: 1, clicks: 1 },
    ]);
    expect(ofDeal.campaigns).toEqual([
      { source: 'telegram', medium: null, campaign: null, visitors: 1, clicks: 1 },
    ]);
  });

  it('takes the src of the click beacon and of recordDealClick, bounded', async () => {
    const deal = await insertDeal(testApp.dataSource);
    await request(testApp.app)
      .post(`/api/deals/${deal.id}/click?src=PUSH`)
      .set({ 'X-Forwarded-For': randomTestAddress(), 'User-Agent': BROWSER })
      .expect(200);
    const viaGraphql = await request(testApp.app)
      .post('/graphql')
      .set({ 'X-Forwarded-For': randomTestAddress(), 'User-Agent': BROWSER })
      .send({
        query: 'mutation Click($id: ID!, $src: String) { recordDealClick(id: $id, src: $src) }',
        variables: { id: String(deal.id), src: `Discord${'!'.repeat(50)}${'x'.repeat(100)}` },
      })
      .expect(200);
    expect(viaGraphql.body.errors).toBeUndefined();
    const answer = await report(`?deal=${deal.id}`);
    expect(answer.sources).toEqual([
      { name: `discord${'x'.repeat(57)}`, group: 'campaign', visitors: 1, clicks: 1 },
      { name: 'push', group: 'campaign', visitors: 1, clicks: 1 },
    ]);
  });

  it('counts bots nowhere', async () => {
    const deal = await insertDeal(testApp.dataSource, { affiliateLink: 'https://shop.example/a' });
    await visit({ url: '/?src=email', referrer: 'https://www.google.com/' }, GOOGLEBOT);
    await go(`/go/${deal.id}?src=telegram`, GOOGLEBOT);
    const answer = await report();
    expect(answer.totals).toEqual({ visitors: 0, clicks: 0 });
    expect(answer.sources).toEqual([]);
    expect(await testApp.services.trafficSources.liveVisitors()).toBe(0);
  });

  it('sums to the daily traffic totals of the same days', async () => {
    const deal = await insertDeal(testApp.dataSource, { affiliateLink: 'https://shop.example/a' });
    const address = randomTestAddress();
    await visit({ url: '/', referrer: 'https://x.com/' }, BROWSER, address);
    await visit({ url: '/?src=feed' });
    await go(`/go/${deal.id}`, BROWSER, address);
    await go(`/go/${deal.id}?src=feed`);
    await go(`/go/${deal.id}?src=feed`);
    const answer = await report();
    const { days } = (
      await request(testApp.app)
        .get('/api/visits/daily?days=7')
        .set('Cookie', curatorCookie)
        .expect(200)
    ).body as { days: { visitors: number; clicks: number }[] };
    const sum = (key: 'visitors' | 'clicks') => days.reduce((total, day) => total + day[key], 0);
    expect(answer.totals).toEqual({ visitors: sum('visitors'), clicks: sum('clicks') });
    for (const list of ['sources', 'pages', 'devices', 'browsers'])
      expect(
        (answer[list] as { visitors: number; clicks: number }[]).reduce(
          (total, row) => ({
            visitors: total.visitors + row.visitors,
            clicks: total.clicks + row.clicks,
          }),
          { visitors: 0, clicks: 0 },
        ),
      ).toEqual(answer.totals);
  });

  it('rolls a day up into the same figures, however often, and reads it from there', async () => {
    const day = shiftSiteDay(today(), -3);
    // The day's rollup a first visit started in the background must be over, its rows gone.
    await testApp.services.trafficSources.rollUp();
    await testApp.services.trafficSources.reset();
    const deal = await insertDeal(testApp.dataSource);
    await testApp.dataSource.query(
      'INSERT INTO `site_visitors` (`day`, `visitor_hash`, `source_name`, `source_group`, `landing_path`, `device`, `browser`) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [day, 'bbbbbbbbbbbbbbbb', 'email', 'campaign', '/deals/1', 'mobile', 'Safari'],
    );
    await testApp.dataSource.query(
      'INSERT INTO `deal_clicks` (`deal_id`, `day`, `visitor_hash`, `clicks`, `source`) VALUES (?, ?, ?, 2, NULL), (?, ?, ?, 1, ?)',
      [deal.id, day, 'bbbbbbbbbbbbbbbb', deal.id, day, 'cccccccccccccccc', 'telegram'],
    );
    const range = `?from=${day}&to=${day}`;
    const live = await report(range);
    expect(live.totals).toEqual({ visitors: 1, clicks: 3 });
    await testApp.services.trafficSources.rollUpDay(day);
    await testApp.services.trafficSources.rollUpDay(day);
    const stored = await testApp.dataSource.getRepository(TrafficDaily).countBy({ day });
    await testApp.services.trafficSources.rollUpDay(day);
    expect(await testApp.dataSource.getRepository(TrafficDaily).countBy({ day })).toBe(stored);
    // Read from the stored aggregates once the per-visitor rows are gone.
    await testApp.dataSource.query('DELETE FROM `deal_clicks` WHERE `day` = ?', [day]);
    await testApp.dataSource.query('DELETE FROM `site_visitors` WHERE `day` = ?', [day]);
    expect(await report(range)).toEqual(live);
    expect(await report(`${range}&deal=${deal.id}`)).toMatchObject({
      totals: { visitors: 2, clicks: 3 },
    });
    // Reset Stats forgets them too.
    await request(testApp.app).post('/api/visits/reset').set('Cookie', curatorCookie).expect(200);
    expect((await report(range)).totals).toEqual({ visitors: 0, clicks: 0 });
  });

  it('rolls up each finished day before yesterday and keeps aggregates 400 days', async () => {
    const traffic = testApp.services.trafficSources;
    await traffic.rollUp();
    await traffic.reset();
    const [yesterday, twoDaysAgo] = [shiftSiteDay(today(), -1), shiftSiteDay(today(), -2)];
    for (const [day, hash] of [
      [yesterday, 'dddddddddddddddd'],
      [twoDaysAgo, 'eeeeeeeeeeeeeeee'],
    ])
      await testApp.dataSource.query(
        'INSERT INTO `site_visitors` (`day`, `visitor_hash`) VALUES (?, ?)',
        [day, hash],
      );
    const daily = testApp.dataSource.getRepository(TrafficDaily);
    const [oldest, expired] = [shiftSiteDay(today(), -399), shiftSiteDay(today(), -400)];
    for (const day of [oldest, expired])
      await daily.insert({ day, dimension: 'total', dealId: 0, visitors: 5, clicks: 1 });
    await traffic.rollUp();
    const totals = async (day: string) =>
      (await daily.findBy({ day, dimension: 'total', dealId: 0 })).map((row) => row.visitors);
    expect(await totals(twoDaysAgo)).toEqual([1]);
    expect(await totals(yesterday)).toEqual([]);
    expect(await totals(oldest)).toEqual([5]);
    expect(await totals(expired)).toEqual([]);
    expect((await report(`?from=${oldest}&to=${today()}`)).totals).toEqual({
      visitors: 7,
      clicks: 1,
    });
  });

  it('rolls up again a rolled-up day that a stopped process’s kept visits and clicks reach late', async () => {
    const traffic = testApp.services.trafficSources;
    await traffic.rollUp();
    await traffic.reset();
    const deal = await insertDeal(testApp.dataSource);
    const [day, expiredDay] = [shiftSiteDay(today(), -3), shiftSiteDay(today(), -100)];
    await testApp.dataSource.query(
      'INSERT INTO `site_visitors` (`day`, `visitor_hash`) VALUES (?, ?)',
      [day, 'abababababababab'],
    );
    await traffic.rollUpDay(day);
    const daily = testApp.dataSource.getRepository(TrafficDaily);
    await daily.insert({ day: expiredDay, dimension: 'total', dealId: 0, visitors: 5, clicks: 1 });
    const range = `?from=${day}&to=${day}`;
    expect((await report(range)).totals).toEqual({ visitors: 1, clicks: 0 });

    // What a process stopped while the database was away kept, for the next start to write.
    const lateVisit = (visitDay: string) => ({
      day: visitDay,
      visitorHash: 'cdcdcdcdcdcdcdcd',
      sourceName: 'telegram',
      sourceGroup: 'campaign',
      sourceMedium: null,
      sourceCampaign: null,
      landingPath: '/',
      device: 'mobile',
      browser: 'Safari',
    });
    await keptVisitsFolder(testApp.config.dataDir).keep([lateVisit(day), lateVisit(expiredDay)]);
    const lateClicks = new ClickBatch();
    lateClicks.add(deal.id, day, 'cdcdcdcdcdcdcdcd', 2, 'telegram');
    await keptClicksFolder(testApp.config.dataDir).keep(lateClicks);
    await writeKeptTraffic(testApp.services);

    const answer = await report(range);
    expect(answer.totals).toEqual({ visitors: 2, clicks: 2 });
    expect(answer.sources).toContainEqual({
      name: 'telegram',
      group: 'campaign',
      visitors: 1,
      clicks: 2,
    });
    // A day whose per-visitor rows have expired keeps the aggregates it had.
    expect((await report(`?from=${expiredDay}&to=${expiredDay}`)).totals).toEqual({
      visitors: 5,
      clicks: 1,
    });
  });

  it('exports the daily aggregates as CSV, formula cells defused', async () => {
    await visit({ url: '/?src=-2%2B3', referrer: '' });
    await visit({ url: '/?utm_source=%40home&utm_campaign=%3Dcmd', referrer: '' });
    await flush();
    const answer = await request(testApp.app)
      .get('/api/traffic/sources.csv')
      .set('Cookie', curatorCookie)
      .expect(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/attachment; filename="traffic-sources-/);
    const lines = answer.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'day,dimension,source,group,medium,campaign,path,device,browser,visitors,clicks',
    );
    expect(lines).toContain(`${today()},total,,,,,,,,2,0`);
    expect(lines).toContain(`${today()},source,'-2+3,campaign,,,,,,1,0`);
    expect(lines).toContain(`${today()},source,'@home,campaign,,,,,,1,0`);
  });

  it.each([
    ['a malformed day', '?from=2026-1-1', 'from'],
    ['a day that does not exist', '?to=2026-02-30', 'to'],
    ['from after to', '?from=2026-11-10&to=2026-11-09', 'from'],
    ['a range over 400 days', '?from=2025-01-01&to=2026-02-05', 'from'],
    ['a deal that is no id', '?deal=abc', 'deal'],
  ])('answers 400 {message, field} for %s', async (_case, query, field) => {
    const answer = await request(testApp.app)
      .get(`/api/traffic/sources${query}`)
      .set('Cookie', curatorCookie)
      .expect(400);
    expect(answer.body).toEqual({ message: expect.any(String), field });
    if (field !== 'deal')
      await request(testApp.app)
        .get(`/api/traffic/sources.csv${query}`)
        .set('Cookie', curatorCookie)
        .expect(400);
  });

  it('answers curators only, over REST and GraphQL, with the live count', async () => {
    for (const path of ['/api/traffic/sources', '/api/traffic/sources.csv', '/api/traffic/live']) {
      await request(testApp.app).get(path).expect(401);
      await request(testApp.app).get(path).set('Cookie', visitorCookie).expect(403);
    }
    await visit({ url: '/', referrer: 'https://duckduckgo.com/' });
    const live = await request(testApp.app)
      .get('/api/traffic/live')
      .set('Cookie', curatorCookie)
      .expect(200);
    expect(live.body).toEqual({ visitors: 1 });
    const query =
      '{ trafficSources { from to totals { visitors clicks } sources { name group visitors clicks } } liveVisitors }';
    const refused = await graphql(testApp.app, query, {}, visitorCookie);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await flush();
    const answer = await graphql(testApp.app, query, {}, curatorCookie);
    expect(answer.body.data.trafficSources).toMatchObject({
      to: today(),
      totals: { visitors: 1, clicks: 0 },
      sources: [{ name: 'DuckDuckGo', group: 'search', visitors: 1, clicks: 0 }],
    });
    expect(answer.body.data.liveVisitors).toBe(1);
    const bad = await graphql(
      testApp.app,
      '{ trafficSources(from: "2026-13-01") { from } }',
      {},
      curatorCookie,
    );
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
