import request from 'supertest';
import { graphql, signedInAs } from '../../../test/auth-helpers';
import { dealInput, insertDeal, loadDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { DealCategory } from './deal.entity';

const HOUR_MS = 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

describe.each(DIALECTS)('scheduled publishing on %s', (dialect) => {
  let testApp: TestApp;
  let curator: string;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    curator = await signedInAs(testApp.app, 'schedule.curator');
  });

  afterAll(() => testApp.close());

  const publicTitles = async (path: string): Promise<string> =>
    (await request(testApp.app).get(path).expect(200)).text;

  /** Everywhere the public reads deals: the lists, both feeds, the sitemap and the REST list. */
  const publicReads = (category: string) => [
    '/api/deals',
    `/api/deals?category=${category}`,
    category === 'daily' ? '/feed.xml' : `/${category}/feed.xml`,
    category === 'daily' ? '/feed.json' : `/${category}/feed.json`,
  ];

  const createScheduled = async (input: Record<string, unknown>) => {
    const created = await request(testApp.app)
      .post('/api/deals')
      .set('Cookie', curator)
      .send(dealInput(input))
      .expect(201);
    return created.body as { id: number; title: string; publishAt: string | null };
  };

  it('keeps a deal with a future publishAt away from the public, and shows it to the curator', async () => {
    await insertDeal(testApp.dataSource, { title: 'Live beside it' });
    const publishAt = inHours(3);
    const deal = await createScheduled({ title: 'Scheduled headphones', publishAt });
    expect(deal.publishAt).toBe(publishAt);
    testApp.services.siteVersion.forget();

    for (const path of publicReads('fashion'))
      expect(await publicTitles(path)).not.toContain('Scheduled headphones');
    const sitemap = await publicTitles('/sitemaps/deals-1.xml');
    expect(sitemap).toContain('/deals/');
    expect(sitemap).not.toContain(`/deals/${deal.id}<`);
    await request(testApp.app).get(`/go/${deal.id}`).expect(404);
    await request(testApp.app).post(`/api/deals/${deal.id}/click`).expect(404);
    const page = await graphql(testApp.app, 'query ($id: ID!) { deal(id: $id) { id } }', {
      id: String(deal.id),
    });
    expect(page.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // The curator's lists hold it, marked by its publish time.
    const restList = await request(testApp.app).get('/api/deals').set('Cookie', curator);
    expect(restList.body.deals.map((listed: { title: string }) => listed.title)).toContain(
      'Scheduled headphones',
    );
    const scheduled = await graphql(
      testApp.app,
      '{ deals(expiry: SCHEDULED, limit: 100) { items { id publishAt postToChannels } } }',
      {},
      curator,
    );
    expect(scheduled.body.data.deals.items).toContainEqual({
      id: String(deal.id),
      publishAt,
      postToChannels: true,
    });
    const live = await graphql(
      testApp.app,
      '{ deals(expiry: LIVE, limit: 100) { items { id } } }',
      {},
      curator,
    );
    expect(live.body.data.deals.items).not.toContainEqual({ id: String(deal.id) });
  });

  it('publishes at its time, with no write in between, as the newest deal of its day', async () => {
    const older = await insertDeal(testApp.dataSource, { title: 'Posted a minute ago' });
    const deal = await createScheduled({
      title: 'Goes public shortly',
      category: 'daily',
      publishAt: new Date(Date.now() + 1500).toISOString(),
    });
    testApp.services.siteVersion.forget();
    const todayTitles = async () =>
      (
        await graphql(testApp.app, '{ deals(section: TODAY, limit: 100) { items { title } } }')
      ).body.data.deals.items.map((listed: { title: string }) => listed.title) as string[];
    expect(await todayTitles()).toContain(older.title);
    expect(await todayTitles()).not.toContain('Goes public shortly');

    await sleep(new Date(deal.publishAt!).getTime() - Date.now() + 50);
    const titles = await todayTitles();
    expect(titles[0]).toBe('Goes public shortly');
    await request(testApp.app).get(`/go/${deal.id}`).expect(302);
    const restDeal = (await request(testApp.app).get('/api/deals').expect(200)).body.deals.find(
      (listed: { id: number }) => listed.id === deal.id,
    );
    expect(restDeal).toMatchObject({ publishAt: null, createdAt: deal.publishAt });
  });

  it('takes publishAt and postToChannels through GraphQL, and a past publishAt means at once', async () => {
    const created = await graphql(
      testApp.app,
      `
        mutation ($input: CreateDealInput!) {
          createDeal(input: $input) {
            id
            publishAt
            postToChannels
            createdAt
          }
        }
      `,
      {
        input: {
          title: 'Past publish time',
          publishAt: '2026-01-01T00:00:00Z',
          postToChannels: false,
        },
      },
      curator,
    );
    expect(created.body.errors).toBeUndefined();
    const deal = created.body.data.createDeal;
    expect(deal).toMatchObject({ publishAt: null, postToChannels: false });
    expect(Math.abs(new Date(deal.createdAt).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('moves, or publishes at once, a scheduled deal, and refuses to schedule a public one', async () => {
    const deal = await createScheduled({ title: 'Rescheduled', publishAt: inHours(5) });
    const later = inHours(8);
    const moved = await request(testApp.app)
      .put(`/api/deals/${deal.id}`)
      .set('Cookie', curator)
      .send({ publishAt: later })
      .expect(200);
    expect(moved.body.publishAt).toBe(later);

    const now = await request(testApp.app)
      .put(`/api/deals/${deal.id}`)
      .set('Cookie', curator)
      .send({ publishAt: null })
      .expect(200);
    expect(now.body.publishAt).toBeNull();
    await request(testApp.app).get(`/go/${deal.id}`).expect(302);

    const before = await loadDeal(testApp.dataSource, deal.id);
    const refused = await request(testApp.app)
      .put(`/api/deals/${deal.id}`)
      .set('Cookie', curator)
      .send({ title: 'Not changed', publishAt: inHours(2) })
      .expect(400);
    expect(refused.body.field).toBe('publishAt');
    expect(await loadDeal(testApp.dataSource, deal.id)).toEqual(before);
  });

  it.each([
    ['a publish time without a zone', { publishAt: '2099-12-31T23:59:00' }, 'publishAt'],
    ['words', { publishAt: 'tomorrow morning' }, 'publishAt'],
    ['postToChannels as text', { postToChannels: 'no' }, 'postToChannels'],
    [
      'an expiry before the publish time',
      { publishAt: '2099-06-01T10:00:00Z', expiresAt: '2099-06-01T09:00:00Z' },
      'expiresAt',
    ],
  ])('refuses %s with 400 {message, field} and writes nothing', async (_case, fields, field) => {
    const before = await testApp.dataSource.query('SELECT COUNT(*) AS n FROM deals');
    const answer = await request(testApp.app)
      .post('/api/deals')
      .set('Cookie', curator)
      .send(dealInput({ category: DealCategory.FASHION, ...fields }))
      .expect(400);
    expect(answer.body.field).toBe(field);
    expect(await testApp.dataSource.query('SELECT COUNT(*) AS n FROM deals')).toEqual(before);
  });
});
