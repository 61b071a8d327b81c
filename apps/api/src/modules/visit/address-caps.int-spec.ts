import { randomInt } from 'node:crypto';
import request from 'supertest';
import { randomTestAddress, signedInAs } from '../../../test/auth-helpers';
import { insertDeal, loadDeal } from '../../../test/deal-fixtures';
import { rawRequest } from '../../../test/raw-http';
import {
  listenOnLoopback,
  startTestApp,
  type LoopbackServer,
  type TestApp,
} from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { BROWSER_USER_AGENT } from '../../../test/visitor-agents';
import { MAX_COUNTED_CLICKS_PER_ADDRESS } from '../click/clicks-per-address';
import { COUNTED_REQUESTS_PER_WINDOW } from '../visitor/counted-request-limits';
import { MAX_VISITORS_PER_ADDRESS } from './visitors-per-address';

const ROTATED_AGENTS = 600;
/** A browser-like User-Agent of its own for each request, as a script rotating them sends. */
const agent = (index: number) => `${BROWSER_USER_AGENT} build/${index}`;
/** Addresses of one IPv6 /64 (one of its own per run), each with an interface id of its own. */
const ipv6Network = `2001:db8:${randomInt(0x10000).toString(16)}:7`;
const inOneIpv6Network = (index: number) => `${ipv6Network}::${index.toString(16)}`;

describe.each(DIALECTS)(
  'what one address can count, whatever its User-Agents, on %s',
  (dialect) => {
    let testApp: TestApp;
    let server: LoopbackServer;
    let curatorCookie: string;

    beforeAll(async () => {
      testApp = await startTestApp(dialect);
      server = await listenOnLoopback(testApp);
      curatorCookie = await signedInAs(testApp.app, 'the.curator');
    });

    afterAll(async () => {
      await server.close();
      await testApp.close();
    });

    const clickThroughListener = (dealId: number, address: string, userAgent: string) =>
      rawRequest(server.baseUrl, `/api/deals/${dealId}/click`, {
        method: 'POST',
        headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
      });
    const storedClicks = async (dealId: number) => {
      await testApp.services.clicks.flush();
      return (await loadDeal(testApp.dataSource, dealId))!.clicks;
    };
    const visitorsToday = async () =>
      (await request(testApp.app).get('/api/visits/stats').set('Cookie', curatorCookie).expect(200))
        .body.today as number;

    it(`moves a deal by at most ${MAX_COUNTED_CLICKS_PER_ADDRESS} when ${ROTATED_AGENTS} User-Agents click from one address`, async () => {
      const hammered = await insertDeal(testApp.dataSource, { clicks: 0 });
      const popular = await insertDeal(testApp.dataSource, {
        clicks: MAX_COUNTED_CLICKS_PER_ADDRESS + 1,
      });
      const address = randomTestAddress();
      const statuses = new Map<number, number>();
      for (let index = 0; index < ROTATED_AGENTS; index += 1) {
        const answer = await clickThroughListener(hammered.id, address, agent(index));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const body = JSON.parse(answer.body.toString()) as Record<string, unknown>;
        if (answer.status === 200) expect(body).toEqual({ clicks: expect.any(Number) });
        else {
          expect(answer.status).toBe(429);
          expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
          expect(body.message).toMatch(/^Too many requests from this address/);
        }
      }
      expect(statuses.get(200)).toBe(COUNTED_REQUESTS_PER_WINDOW);
      expect(await storedClicks(hammered.id)).toBe(MAX_COUNTED_CLICKS_PER_ADDRESS);

      const { body } = await request(testApp.app).get('/api/deals?sort=popular').expect(200);
      const order = (body as { deals: { id: number }[] }).deals.map((deal) => deal.id);
      expect(order.indexOf(popular.id)).toBeLessThan(order.indexOf(hammered.id));
      // Another address still counts.
      expect((await clickThroughListener(hammered.id, randomTestAddress(), agent(0))).status).toBe(
        200,
      );
      expect(await storedClicks(hammered.id)).toBe(MAX_COUNTED_CLICKS_PER_ADDRESS + 1);
    }, 60_000);

    it(`counts at most ${MAX_COUNTED_CLICKS_PER_ADDRESS} clicks of ${ROTATED_AGENTS} visitors sharing an address, under the rate limit too`, async () => {
      const deal = await insertDeal(testApp.dataSource, { clicks: 3 });
      const address = randomTestAddress();
      for (let index = 0; index < ROTATED_AGENTS; index += 1)
        await testApp.services.clicks.record(deal.id, { address, userAgent: agent(index) });
      expect(await storedClicks(deal.id)).toBe(3 + MAX_COUNTED_CLICKS_PER_ADDRESS);
    }, 60_000);

    it('holds the click cap for a whole IPv6 /64, whatever interface ids it uses', async () => {
      const deal = await insertDeal(testApp.dataSource, { clicks: 0 });
      for (let index = 0; index < COUNTED_REQUESTS_PER_WINDOW; index += 1) {
        const answer = await clickThroughListener(deal.id, inOneIpv6Network(index), agent(index));
        expect(answer.status).toBe(200);
      }
      const next = await clickThroughListener(deal.id, inOneIpv6Network(9999), agent(9999));
      expect(next.status).toBe(429);
      expect(await storedClicks(deal.id)).toBe(MAX_COUNTED_CLICKS_PER_ADDRESS);
    }, 60_000);

    it(`adds at most ${MAX_VISITORS_PER_ADDRESS} visitors a day from one address, whatever its User-Agents`, async () => {
      const before = await visitorsToday();
      const address = randomTestAddress();
      for (let index = 0; index < ROTATED_AGENTS; index += 1)
        await testApp.services.visits.record({ address, userAgent: agent(index) });
      // A browser already counted still counts, once.
      await testApp.services.visits.record({ address, userAgent: agent(0) });
      expect((await visitorsToday()) - before).toBe(MAX_VISITORS_PER_ADDRESS);
    }, 60_000);

    it(`answers the visit beacon 429 past ${COUNTED_REQUESTS_PER_WINDOW} requests from one address in a window`, async () => {
      const before = await visitorsToday();
      const address = randomTestAddress();
      const statuses = [];
      for (let index = 0; index < ROTATED_AGENTS; index += 1) {
        const answer = await request(testApp.app)
          .post('/api/visits')
          .set({ 'User-Agent': agent(index), 'X-Forwarded-For': address });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, COUNTED_REQUESTS_PER_WINDOW)).toEqual(
        Array(COUNTED_REQUESTS_PER_WINDOW).fill(204),
      );
      expect(new Set(statuses.slice(COUNTED_REQUESTS_PER_WINDOW))).toEqual(new Set([429]));
      expect((await visitorsToday()) - before).toBe(MAX_VISITORS_PER_ADDRESS);
      await request(testApp.app)
        .post('/api/visits')
        .set({ 'User-Agent': agent(0), 'X-Forwarded-For': randomTestAddress() })
        .expect(204);
    }, 60_000);

    it('rate-limits the GraphQL click and visit mutations with the same counters', async () => {
      const deal = await insertDeal(testApp.dataSource, { clicks: 0 });
      const address = randomTestAddress();
      const mutate = (query: string) =>
        request(testApp.app)
          .post('/graphql')
          .set({ 'User-Agent': BROWSER_USER_AGENT, 'X-Forwarded-For': address })
          .send({ query });
      for (let index = 0; index < COUNTED_REQUESTS_PER_WINDOW; index += 1)
        await mutate(`mutation { recordDealClick(id: "${deal.id}") }`).expect(200);
      const refused = await mutate(`mutation { recordDealClick(id: "${deal.id}") }`);
      expect(refused.body.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      for (let index = 0; index < COUNTED_REQUESTS_PER_WINDOW; index += 1)
        await mutate('mutation { recordVisit }').expect(200);
      const refusedVisit = await mutate('mutation { recordVisit }');
      expect(refusedVisit.body.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    }, 60_000);
  },
);
