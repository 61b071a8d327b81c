import request from 'supertest';
import { graphql, randomTestAddress, signedInAs } from '../../../test/auth-helpers';
import { insertDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { BROWSER_USER_AGENT } from '../../../test/visitor-agents';
import { isUniqueViolation } from '../../common/is-unique-violation';
import { RateLimitStore } from '../auth/rate-limit-store';
import { VisitorHasher } from '../visitor/visitor-hash';
import { DealReport, DealReportKind } from './deal-report.entity';
import { MAX_REPORTS_PER_ADDRESS } from './report-limit';
import { ReportService } from './report.service';

describe.each(DIALECTS)('visitor reports on %s', (dialect) => {
  let testApp: TestApp;
  let curator: string;

  const report = (
    dealId: number | string,
    kind: unknown,
    address = randomTestAddress(),
    userAgent = BROWSER_USER_AGENT,
  ) =>
    request(testApp.app)
      .post(`/api/deals/${dealId}/reports`)
      .set('X-Forwarded-For', address)
      .set('User-Agent', userAgent)
      .send({ kind });
  const storedReports = (dealId: number) =>
    testApp.dataSource.getRepository(DealReport).findBy({ dealId });
  const openReports = async () =>
    (await request(testApp.app).get('/api/reports').set('Cookie', curator).expect(200)).body
      .deals as { deal: { id: number }; total: number; reported: boolean }[];
  const openReportsOf = async (dealId: number) =>
    (await openReports()).find((entry) => entry.deal.id === dealId);

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    curator = await signedInAs(testApp.app, 'reports.curator');
  });

  afterAll(() => testApp.close());

  it('answers 204 and stores the report under the daily address hash, never the address', async () => {
    const deal = await insertDeal(testApp.dataSource);
    const address = randomTestAddress();
    const answer = await report(deal.id, 'expired', address).expect(204);
    expect(answer.headers['cache-control']).toBe('no-store');
    const [stored] = await storedReports(deal.id);
    expect(stored).toMatchObject({ kind: 'expired', dismissedAt: null });
    expect(stored.addressHash).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(stored)).not.toContain(address);
  });

  it('counts one report per address per deal per day, whatever its kind or browser', async () => {
    const deal = await insertDeal(testApp.dataSource);
    const address = randomTestAddress();
    await report(deal.id, 'expired', address).expect(204);
    await report(deal.id, 'price', address).expect(204);
    await report(deal.id, 'link', address).expect(204);
    // Another browser at the same address is accepted, and changes nothing.
    await report(deal.id, 'price', address, `${BROWSER_USER_AGENT} Edg/131.0`).expect(204);
    expect(await storedReports(deal.id)).toMatchObject([{ kind: 'expired' }]);
    await report(deal.id, 'price').expect(204);
    expect(await storedReports(deal.id)).toHaveLength(2);
  });

  it('leaves a deal unmarked when one address reports it as three browsers', async () => {
    const deal = await insertDeal(testApp.dataSource);
    const address = randomTestAddress();
    for (const browser of ['Chrome/131.0', 'Firefox/133.0', 'Edg/131.0'])
      await report(deal.id, 'expired', address, `${BROWSER_USER_AGENT} ${browser}`).expect(204);
    expect(await openReportsOf(deal.id)).toMatchObject({ total: 1, reported: false });
    // Three addresses still mark it.
    await report(deal.id, 'expired').expect(204);
    await report(deal.id, 'link').expect(204);
    expect(await openReportsOf(deal.id)).toMatchObject({ total: 3, reported: true });
  });

  it('holds the address cap across API processes: the database refuses a second row', async () => {
    const deal = await insertDeal(testApp.dataSource);
    const address = randomTestAddress();
    // A second process: its own salt cache and rate limits, the same database.
    const otherProcess = new ReportService(testApp.dataSource, {
      timeZone: testApp.config.siteTimeZone,
      hasher: new VisitorHasher(testApp.dataSource, new URL(testApp.config.publicUrl).host),
      deals: testApp.services.deals,
      rateLimits: RateLimitStore.create({ redisUrl: null, keyNamespace: 'other-process' }),
    });
    await report(deal.id, 'expired', address).expect(204);
    await otherProcess.report(
      deal.id,
      DealReportKind.LINK,
      { address, userAgent: `${BROWSER_USER_AGENT} Firefox/133.0` },
      address,
    );
    await report(deal.id, 'price', address, `${BROWSER_USER_AGENT} Edg/131.0`).expect(204);
    const stored = await storedReports(deal.id);
    expect(stored).toMatchObject([{ kind: 'expired' }]);
    expect(stored[0].addressHash).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(stored)).not.toContain(address);
    expect(await openReportsOf(deal.id)).toMatchObject({ total: 1, reported: false });

    const { id: _id, ...sameAddress } = stored[0];
    const refused = await testApp.dataSource
      .getRepository(DealReport)
      .insert({ ...sameAddress, kind: DealReportKind.LINK })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(refused)).toBe(true);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['a link-preview crawler', 'facebookexternalhit/1.1'],
    ['a request without a user agent', ''],
  ])('never counts %s, answering 204 all the same', async (_case, userAgent) => {
    const deal = await insertDeal(testApp.dataSource);
    await report(deal.id, 'expired', randomTestAddress(), userAgent).expect(204);
    expect(await storedReports(deal.id)).toHaveLength(0);
  });

  it('marks a deal "Reported" at three distinct reports within a day', async () => {
    const deal = await insertDeal(testApp.dataSource);
    await report(deal.id, 'expired').expect(204);
    await report(deal.id, 'link').expect(204);
    expect(await openReportsOf(deal.id)).toMatchObject({
      total: 2,
      reported: false,
      expiredReports: 1,
      linkReports: 1,
      priceReports: 0,
    });
    await report(deal.id, 'expired').expect(204);
    expect(await openReportsOf(deal.id)).toMatchObject({ total: 3, reported: true });
    const listed = await graphql(
      testApp.app,
      '{ reportedDeals { deal { id } expiredReports reported } }',
      {},
      curator,
    );
    expect(listed.body.data.reportedDeals).toContainEqual({
      deal: { id: String(deal.id) },
      expiredReports: 2,
      reported: true,
    });
  });

  it("lists the curator's reported deals first and lets Dismiss close them", async () => {
    const quiet = await insertDeal(testApp.dataSource);
    const loud = await insertDeal(testApp.dataSource);
    await report(quiet.id, 'price').expect(204);
    for (let visitor = 0; visitor < 3; visitor += 1) await report(loud.id, 'expired').expect(204);
    const ids = (await openReports()).map((entry) => entry.deal.id);
    expect(ids.indexOf(loud.id)).toBeLessThan(ids.indexOf(quiet.id));

    const dismissed = await request(testApp.app)
      .post(`/api/deals/${loud.id}/reports/dismiss`)
      .set('Cookie', curator)
      .expect(200);
    expect(dismissed.body).toEqual({ dismissed: 3 });
    expect(await openReportsOf(loud.id)).toBeUndefined();
    // An address that reported before dismissal cannot reopen it the same day; a new one can.
    await report(loud.id, 'expired').expect(204);
    expect(await openReportsOf(loud.id)).toMatchObject({ total: 1, reported: false });
  });

  it('drops a deal from the list once the curator expires it', async () => {
    const deal = await insertDeal(testApp.dataSource);
    for (let visitor = 0; visitor < 3; visitor += 1) await report(deal.id, 'expired').expect(204);
    expect(await openReportsOf(deal.id)).toBeDefined();
    await request(testApp.app)
      .post(`/api/deals/${deal.id}/expire`)
      .set('Cookie', curator)
      .expect(200);
    expect(await openReportsOf(deal.id)).toBeUndefined();
    // Reporting an expired deal changes nothing.
    await report(deal.id, 'expired').expect(204);
    expect(await storedReports(deal.id)).toHaveLength(3);
  });

  it('reports through GraphQL too', async () => {
    const deal = await insertDeal(testApp.dataSource);
    const answer = await graphql(
      testApp.app,
      'mutation ($id: ID!) { reportDeal(id: $id, kind: PRICE) }',
      {
        id: String(deal.id),
      },
    )
      .set('User-Agent', BROWSER_USER_AGENT)
      .set('X-Forwarded-For', randomTestAddress());
    expect(answer.body).toEqual({ data: { reportDeal: true } });
    expect(await storedReports(deal.id)).toMatchObject([{ kind: 'price' }]);
  });

  it.each([
    ['an unknown kind', { kind: 'spam' }],
    ['no kind', {}],
    ['a kind that is no text', { kind: 3 }],
  ])('refuses %s with 400 {message, field} and stores nothing', async (_case, body) => {
    const deal = await insertDeal(testApp.dataSource);
    const answer = await request(testApp.app)
      .post(`/api/deals/${deal.id}/reports`)
      .set('User-Agent', BROWSER_USER_AGENT)
      .send(body)
      .expect(400);
    expect(answer.body.field).toBe('kind');
    expect(typeof answer.body.message).toBe('string');
    expect(await storedReports(deal.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown or archived deal', async () => {
    await report(999_999, 'expired').expect(404);
    const archived = await insertDeal(testApp.dataSource, { active: false });
    await report(archived.id, 'expired').expect(404);
  });

  it(`allows ${MAX_REPORTS_PER_ADDRESS} reports an hour per address, then 429`, async () => {
    const address = randomTestAddress();
    const deal = await insertDeal(testApp.dataSource);
    for (let sent = 0; sent < MAX_REPORTS_PER_ADDRESS; sent += 1)
      await report(deal.id, 'expired', address).expect(204);
    const refused = await report(deal.id, 'expired', address).expect(429);
    expect(refused.body.message).toMatch(/Too many reports/);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('keeps the open reports for curators', async () => {
    await request(testApp.app).get('/api/reports').expect(401);
    const anonymous = await graphql(testApp.app, '{ reportedDeals { total } }');
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const deal = await insertDeal(testApp.dataSource);
    await request(testApp.app).post(`/api/deals/${deal.id}/reports/dismiss`).expect(401);
  });
});
