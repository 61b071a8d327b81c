import request from 'supertest';
import { randomTestAddress } from '../../../test/auth-helpers';
import { insertDeal, loadDeal } from '../../../test/deal-fixtures';
import {
  listenOnLoopback,
  startTestApp,
  type LoopbackServer,
  type TestApp,
} from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { BROWSER_USER_AGENT } from '../../../test/visitor-agents';

const CONCURRENT_CLICKS = 1000;
const RECORD_CLICK = `mutation Click($id: ID!) { recordDealClick(id: $id) }`;

/** A browser press from an address of its own: the per-visitor daily cap never applies. */
const press = (app: TestApp['app'], id: number | string) =>
  request(app)
    .post(`/api/deals/${id}/click`)
    .set({ 'User-Agent': BROWSER_USER_AGENT, 'X-Forwarded-For': randomTestAddress() });

const pressOverGraphql = (app: TestApp['app'], id: number | string) =>
  request(app)
    .post('/graphql')
    .set({ 'User-Agent': BROWSER_USER_AGENT, 'X-Forwarded-For': randomTestAddress() })
    .send({ query: RECORD_CLICK, variables: { id } });

describe.each(DIALECTS)('counting clicks on %s', (dialect) => {
  let testApp: TestApp;
  let server: LoopbackServer;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    server = await listenOnLoopback(testApp);
    baseUrl = server.baseUrl;
  });

  afterAll(async () => {
    await server.close();
    await testApp.close();
  });

  it('answers {clicks} over REST and the new count over GraphQL, for anyone', async () => {
    const deal = await insertDeal(testApp.dataSource, { clicks: 41 });
    const rest = await press(testApp.app, deal.id);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ clicks: 42 });
    const viaGraphql = await pressOverGraphql(testApp.app, deal.id);
    expect(viaGraphql.body).toEqual({ data: { recordDealClick: 43 } });
  });

  it('leaves the deal otherwise untouched, updatedAt included', async () => {
    const deal = await insertDeal(testApp.dataSource, {
      updatedAt: new Date('2026-01-02T03:04:05.000Z'),
    });
    await press(testApp.app, deal.id).expect(200);
    await testApp.services.clicks.flush();
    const stored = await loadDeal(testApp.dataSource, deal.id);
    expect({ ...stored, clicks: 0 }).toEqual({ ...deal, clicks: 0 });
    expect(stored!.clicks).toBe(1);
    expect(stored!.updatedAt.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('answers 404 / NOT_FOUND for archived, unknown and malformed ids, counting nothing', async () => {
    const archived = await insertDeal(testApp.dataSource, { active: false, clicks: 5 });
    for (const id of [archived.id, 987654, 'abc']) {
      const rest = await press(testApp.app, id);
      expect(rest.status).toBe(404);
      expect(rest.body.message).toMatch(/not found/);
      const viaGraphql = await pressOverGraphql(testApp.app, id);
      expect(viaGraphql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    await testApp.services.clicks.flush();
    expect((await loadDeal(testApp.dataSource, archived.id))!.clicks).toBe(5);
  });

  it(`counts ${CONCURRENT_CLICKS} concurrent clicks from as many visitors exactly`, async () => {
    const deal = await insertDeal(testApp.dataSource, { clicks: 7 });
    const statuses = await Promise.all(
      Array.from({ length: CONCURRENT_CLICKS }, async (_, index) => {
        const response = await fetch(`${baseUrl}/api/deals/${deal.id}/click`, {
          method: 'POST',
          headers: {
            'User-Agent': BROWSER_USER_AGENT,
            'X-Forwarded-For': `10.1.${index >> 8}.${index & 255}`,
          },
        });
        const body = (await response.json()) as { clicks: number };
        return response.status === 200 && body.clicks > 7 ? 'counted' : `${response.status}`;
      }),
    );
    expect(statuses.filter((status) => status !== 'counted')).toEqual([]);
    await testApp.services.clicks.flush();
    expect((await loadDeal(testApp.dataSource, deal.id))!.clicks).toBe(7 + CONCURRENT_CLICKS);
  }, 30_000);
});
