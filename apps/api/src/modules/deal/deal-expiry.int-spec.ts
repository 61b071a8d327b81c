import request from 'supertest';
import type { DataSource } from 'typeorm';
import { graphql, signedInAs } from '../../../test/auth-helpers';
import { insertDeal, loadDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { openTestDataSource, type TestDataSource } from '../../../test/test-data-source';
import { DealCategory } from './deal.entity';
import { DealExpiry, DealSection, DealSort } from './deal.inputs';
import { DealService } from './deal.service';

const titles = (items: { title: string }[]) => items.map((deal) => deal.title);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DIALECTS)('deal expiry by the clock on %s', (dialect) => {
  let database: TestDataSource;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await openTestDataSource(dialect);
    dataSource = database.dataSource;
  });

  afterAll(async () => {
    await database.close();
  });

  const serviceAt = (now: string) =>
    new DealService(dataSource, { timeZone: 'America/Chicago', now: () => new Date(now) });
  const listed = async (now: string, query: Partial<Parameters<DealService['list']>[0]>) =>
    titles(
      (await serviceAt(now).list({ sort: DealSort.OLDEST, limit: 100, offset: 0, ...query })).items,
    );

  it('leaves every list at the moment of expiry, not a millisecond before', async () => {
    const expiresAt = '2026-06-10T18:00:00.000Z';
    await insertDeal(dataSource, {
      title: 'Boundary daily',
      createdAt: new Date('2026-06-10T15:00:00Z'),
      expiresAt: new Date(expiresAt),
    });
    await insertDeal(dataSource, {
      title: 'Boundary fashion',
      category: DealCategory.FASHION,
      createdAt: new Date('2026-06-10T15:00:00Z'),
      expiresAt: new Date(expiresAt),
    });
    await insertDeal(dataSource, {
      title: 'Boundary favorite',
      category: DealCategory.FAVORITES,
      createdAt: new Date('2026-06-10T15:00:00Z'),
      expiresAt: new Date(expiresAt),
    });
    const before = '2026-06-10T17:59:59.999Z';
    expect(await listed(before, { section: DealSection.TODAY })).toContain('Boundary daily');
    expect(await listed(before, { category: DealCategory.FASHION })).toContain('Boundary fashion');
    expect(await listed(before, { category: DealCategory.FAVORITES })).toContain(
      'Boundary favorite',
    );
    expect(await listed(before, {})).toEqual(
      expect.arrayContaining(['Boundary daily', 'Boundary fashion']),
    );

    expect(await listed(expiresAt, { section: DealSection.TODAY })).not.toContain('Boundary daily');
    expect(await listed(expiresAt, { category: DealCategory.FASHION })).not.toContain(
      'Boundary fashion',
    );
    expect(await listed(expiresAt, { category: DealCategory.FAVORITES })).not.toContain(
      'Boundary favorite',
    );
    expect(await listed(expiresAt, {})).not.toEqual(expect.arrayContaining(['Boundary daily']));
    // The curator still finds them, marked by what the lists call expired.
    expect(await listed(expiresAt, { expiry: DealExpiry.EXPIRED })).toEqual(
      expect.arrayContaining(['Boundary daily', 'Boundary fashion']),
    );
    expect(await listed(before, { expiry: DealExpiry.EXPIRING })).toEqual(
      expect.arrayContaining(['Boundary daily', 'Boundary fashion']),
    );
    expect(await listed(expiresAt, { expiry: DealExpiry.ALL })).toEqual(
      expect.arrayContaining(['Boundary daily', 'Boundary fashion']),
    );
  });

  it('keeps a deal in yesterday across midnight in SITE_TIMEZONE until it expires', async () => {
    // Created Jul 1, 22:00 CDT; it expires at Jul 2, 00:30 CDT, half an hour into the next day.
    await insertDeal(dataSource, {
      title: 'Past midnight',
      createdAt: new Date('2026-07-02T03:00:00Z'),
      expiresAt: new Date('2026-07-02T05:30:00Z'),
    });
    await insertDeal(dataSource, {
      title: 'Ends at midnight',
      createdAt: new Date('2026-07-02T03:05:00Z'),
      expiresAt: new Date('2026-07-02T05:00:00Z'),
    });
    const beforeMidnight = '2026-07-02T04:59:00Z';
    expect(await listed(beforeMidnight, { section: DealSection.TODAY })).toEqual(
      expect.arrayContaining(['Past midnight', 'Ends at midnight']),
    );
    const afterMidnight = '2026-07-02T05:15:00Z';
    expect(await listed(afterMidnight, { section: DealSection.YESTERDAY })).toContain(
      'Past midnight',
    );
    expect(await listed(afterMidnight, { section: DealSection.YESTERDAY })).not.toContain(
      'Ends at midnight',
    );
    expect(await listed('2026-07-02T05:30:00Z', { section: DealSection.YESTERDAY })).not.toContain(
      'Past midnight',
    );
  });

  it('leaves expired deals out of the hot-deal average', async () => {
    const now = '2026-08-01T12:00:00Z';
    await insertDeal(dataSource, {
      category: DealCategory.FAVORITES,
      clicks: 10,
      createdAt: new Date('2026-08-01T11:00:00Z'),
    });
    await insertDeal(dataSource, {
      category: DealCategory.FAVORITES,
      clicks: 1000,
      createdAt: new Date('2026-08-01T11:00:00Z'),
      expiresAt: new Date('2026-08-01T11:59:00Z'),
    });
    expect(await serviceAt(now).averageClicks({ category: DealCategory.FAVORITES })).toBe(10);
  });
});

describe.each(DIALECTS)('deal expiry over the API on %s', (dialect) => {
  let testApp: TestApp;
  let curator: string;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    curator = await signedInAs(testApp.app, 'expiry.curator');
  });

  afterAll(() => testApp.close());

  const DEAL_FIELDS = 'id title expiresAt expired priceSetAt price';

  it('sets, reads and clears expiresAt through GraphQL, and answers expired', async () => {
    const created = await graphql(
      testApp.app,
      `mutation ($input: CreateDealInput!) { createDeal(input: $input) { ${DEAL_FIELDS} } }`,
      { input: { title: 'Ends soon', expiresAt: '2099-12-31T23:59:00-05:00' } },
      curator,
    );
    expect(created.body.errors).toBeUndefined();
    const deal = created.body.data.createDeal;
    expect(deal).toMatchObject({ expiresAt: '2100-01-01T04:59:00.000Z', expired: false });

    const expired = await graphql(
      testApp.app,
      `mutation ($id: ID!) { expireDeal(id: $id) { ${DEAL_FIELDS} } }`,
      { id: deal.id },
      curator,
    );
    expect(expired.body.data.expireDeal.expired).toBe(true);
    expect(new Date(expired.body.data.expireDeal.expiresAt).getTime()).toBeLessThanOrEqual(
      Date.now(),
    );
    // Its page still reads it.
    const page = await graphql(
      testApp.app,
      `
        query ($id: ID!) {
          deal(id: $id) {
            expired
          }
        }
      `,
      {
        id: deal.id,
      },
    );
    expect(page.body.data.deal.expired).toBe(true);

    const broughtBack = await graphql(
      testApp.app,
      `mutation ($id: ID!) { updateDeal(id: $id, input: { expiresAt: null }) { ${DEAL_FIELDS} } }`,
      { id: deal.id },
      curator,
    );
    expect(broughtBack.body.data.updateDeal).toMatchObject({ expiresAt: null, expired: false });
  });

  it('takes expiresAt in the REST bodies and answers it', async () => {
    const created = await request(testApp.app)
      .post('/api/deals')
      .set('Cookie', curator)
      .send({ title: 'REST expiry', expiresAt: '2099-01-02T03:04:05Z' })
      .expect(201);
    expect(created.body.expiresAt).toBe('2099-01-02T03:04:05.000Z');
    const cleared = await request(testApp.app)
      .put(`/api/deals/${created.body.id}`)
      .set('Cookie', curator)
      .send({ expiresAt: null })
      .expect(200);
    expect(cleared.body.expiresAt).toBeNull();
    const expired = await request(testApp.app)
      .post(`/api/deals/${created.body.id}/expire`)
      .set('Cookie', curator)
      .expect(200);
    expect(new Date(expired.body.expiresAt).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    ['a date without a time', '2099-12-31'],
    ['a time without a zone', '2099-12-31T23:59:00'],
    ['a day that does not exist', '2099-02-30T00:00:00Z'],
    ['words', 'next friday'],
    ['a number', 1_700_000_000_000],
    ['a year out of range', '1999-12-31T00:00:00Z'],
  ])('refuses %s over REST with 400 {message, field} and writes nothing', async (_case, value) => {
    const deal = await insertDeal(testApp.dataSource);
    const answer = await request(testApp.app)
      .put(`/api/deals/${deal.id}`)
      .set('Cookie', curator)
      .send({ title: 'Changed', expiresAt: value })
      .expect(400);
    expect(answer.body.field).toBe('expiresAt');
    expect(answer.body.message).toMatch(/expiresAt/);
    expect((await loadDeal(testApp.dataSource, deal.id))!.title).toBe(deal.title);
  });

  it('stamps the price time when the price changes, and only then', async () => {
    const deal = await insertDeal(testApp.dataSource, {
      price: '10',
      priceSetAt: new Date('2026-01-01T00:00:00Z'),
    });
    const update = (input: Record<string, unknown>) =>
      graphql(
        testApp.app,
        `
          mutation ($id: ID!, $input: UpdateDealInput!) {
            updateDeal(id: $id, input: $input) {
              priceSetAt
            }
          }
        `,
        { id: String(deal.id), input },
        curator,
      );
    expect(
      (await update({ title: 'New title', price: '10' })).body.data.updateDeal.priceSetAt,
    ).toBe('2026-01-01T00:00:00.000Z');
    const repriced = await update({ price: '8.50' });
    expect(Date.now() - Date.parse(repriced.body.data.updateDeal.priceSetAt)).toBeLessThan(60_000);
  });

  it('lists expired deals for the curator only', async () => {
    const query = `query { deals(expiry: EXPIRED, limit: 100) { items { title expired } } }`;
    await insertDeal(testApp.dataSource, {
      title: 'Gone already',
      expiresAt: new Date(Date.now() - 1000),
    });
    const anonymous = await graphql(testApp.app, query);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const visitor = await signedInAs(testApp.app, 'expiry.visitor');
    const refused = await graphql(testApp.app, query, {}, visitor);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const listed = await graphql(testApp.app, query, {}, curator);
    expect(listed.body.data.deals.items).toContainEqual({ title: 'Gone already', expired: true });
  });

  it('drops a deal from the cached public list when it expires, with no write in between', async () => {
    const deal = await insertDeal(testApp.dataSource, {
      title: 'Expires while cached',
      expiresAt: new Date(Date.now() + 1500),
    });
    testApp.services.siteVersion.forget();
    const listedTitles = async () =>
      (
        (await request(testApp.app).get('/api/deals').expect(200)).body.deals as { title: string }[]
      ).map((listedDeal) => listedDeal.title);
    expect(await listedTitles()).toContain('Expires while cached');
    await sleep(deal.expiresAt!.getTime() - Date.now() + 50);
    expect(await listedTitles()).not.toContain('Expires while cached');
  });
});
