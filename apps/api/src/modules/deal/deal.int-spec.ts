import request from 'supertest';
import { insertDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { DealCategory } from './deal.entity';

const DEALS_QUERY = `query Deals($category: DealCategory, $sort: DealSort, $limit: Int) {
  deals(category: $category, sort: $sort, limit: $limit) { total items { id title category clicks active createdAt } }
}`;

describe.each(DIALECTS)('reading deals on %s', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    const { dataSource } = testApp;
    await insertDeal(dataSource, {
      title: 'Old popular',
      clicks: 50,
      createdAt: new Date('2026-11-01T12:00:00Z'),
    });
    await insertDeal(dataSource, {
      title: 'New quiet',
      clicks: 1,
      createdAt: new Date('2026-11-20T12:00:00Z'),
    });
    await insertDeal(dataSource, {
      title: 'Archived',
      active: false,
      createdAt: new Date('2026-11-21T12:00:00Z'),
    });
    await insertDeal(dataSource, {
      title: 'Fashion pick',
      category: DealCategory.FASHION,
      createdAt: new Date('2026-11-10T12:00:00Z'),
    });
  });

  afterAll(() => testApp.close());

  const graphql = (variables: Record<string, unknown>) =>
    request(testApp.app)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: DEALS_QUERY, variables });

  it('answers the deals query with active deals only, newest first', async () => {
    const response = await graphql({});
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.deals.total).toBe(3);
    expect(response.body.data.deals.items.map((deal: { title: string }) => deal.title)).toEqual([
      'New quiet',
      'Fashion pick',
      'Old popular',
    ]);
  });

  it('filters by category and sorts by popularity', async () => {
    const daily = await graphql({ category: 'DAILY', sort: 'POPULAR' });
    expect(daily.body.data.deals.items.map((deal: { title: string }) => deal.title)).toEqual([
      'Old popular',
      'New quiet',
    ]);
  });

  it('refuses a page size above the cap with BAD_USER_INPUT', async () => {
    const response = await graphql({ limit: 1000 });
    expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(response.body.data).toBeNull();
  });

  it('serves GET /api/deals as {deals} with active as 1', async () => {
    const response = await request(testApp.app).get('/api/deals?sort=oldest');
    expect(response.status).toBe(200);
    expect(response.body.deals.map((deal: { title: string }) => deal.title)).toEqual([
      'Old popular',
      'Fashion pick',
      'New quiet',
    ]);
    expect(response.body.deals[0].active).toBe(1);
    expect(response.body.deals[0].sourcePostId).toBeUndefined();
  });

  it('has every cache revalidate a category read (no-cache, with an ETag), and filters it', async () => {
    const response = await request(testApp.app).get('/api/deals?category=fashion');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(response.body.deals.map((deal: { title: string }) => deal.title)).toEqual([
      'Fashion pick',
    ]);
  });

  it('answers an unknown sort with 400 and a message', async () => {
    const response = await request(testApp.app).get('/api/deals?sort=random');
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/sort must be one of/);
  });

  it('answers /healthz with ok once migrated', async () => {
    const response = await request(testApp.app).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });
});
