import { randomTestAddress } from '../../../test/auth-helpers';
import { insertDeal, loadDeal } from '../../../test/deal-fixtures';
import { rawRequest, type RawAnswer } from '../../../test/raw-http';
import {
  listenOnLoopback,
  startTestApp,
  type LoopbackServer,
  type TestApp,
} from '../../../test/test-app';
import { BROWSER_USER_AGENT } from '../../../test/visitor-agents';
import { HSTS_MAX_AGE_SECONDS } from '../../security-headers';
import { MAX_COUNTED_CLICKS_PER_VISITOR } from './click.service';

/** The click answer's headers, lean on both paths; Content-Length follows the count. */
const leanHeaders = ({ headers }: RawAnswer) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};
const LEAN_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': '13',
  'cache-control': 'no-store, no-transform',
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

describe('clicks answered before Express', () => {
  let testApp: TestApp;
  let viaListener: LoopbackServer;
  let expressRuns: jest.SpyInstance;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
    viaListener = await listenOnLoopback(testApp.handleRequest);
  });

  beforeEach(() => {
    expressRuns = jest.spyOn(testApp.app as unknown as { handle: () => void }, 'handle');
  });

  afterEach(() => expressRuns.mockRestore());

  afterAll(async () => {
    await viaListener.close();
    await testApp.close();
  });

  const click = (dealId: number | string, headers: Record<string, string> = {}, body?: string) =>
    rawRequest(viaListener.baseUrl, `/api/deals/${dealId}/click`, {
      method: 'POST',
      headers: {
        'user-agent': BROWSER_USER_AGENT,
        'x-forwarded-for': randomTestAddress(),
        ...headers,
      },
      body,
    });
  const clicksIn = (answer: RawAnswer) =>
    (JSON.parse(answer.body.toString()) as { clicks: number }).clicks;

  it('answers with the lean headers the REST route sends, counting each visitor up to the cap', async () => {
    const deal = await insertDeal(testApp.dataSource, { clicks: 30 });
    const fast = await click(deal.id);
    expect(expressRuns).not.toHaveBeenCalled();
    // A click with a body goes through Express's route.
    const throughExpress = await click(deal.id, { 'content-type': 'application/json' }, '{}');
    expect(expressRuns).toHaveBeenCalledTimes(1);
    expect([fast.status, clicksIn(fast), throughExpress.status, clicksIn(throughExpress)]).toEqual([
      200, 31, 200, 32,
    ]);
    expect(leanHeaders(fast)).toEqual(LEAN_HEADERS);
    expect(leanHeaders(throughExpress)).toEqual(LEAN_HEADERS);

    // The address behind the trusted proxy is the visitor, as Express's req.ip has it.
    const address = randomTestAddress();
    const counts = [];
    for (let press = 0; press < 5; press += 1)
      counts.push(clicksIn(await click(deal.id, { 'x-forwarded-for': address })));
    expect(counts).toEqual([33, 34, 35, 35, 35]);
    expect(
      clicksIn(await click(deal.id, { 'x-forwarded-for': address, 'user-agent': 'Googlebot/2.1' })),
    ).toBe(35);
    expect(expressRuns).toHaveBeenCalledTimes(1);
    await testApp.services.clicks.flush();
    expect((await loadDeal(testApp.dataSource, deal.id))!.clicks).toBe(
      32 + MAX_COUNTED_CLICKS_PER_VISITOR,
    );
  });

  it('leaves foreign origins, unknown deals and clicks with a body to Express, which answers them as before', async () => {
    const deal = await insertDeal(testApp.dataSource, { clicks: 4 });
    const foreign = await click(deal.id, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const unknown = await click(987654);
    expect(unknown.status).toBe(404);
    const malformed = await click('abc');
    expect(malformed.status).toBe(404);
    const withBody = await click(deal.id, { 'content-type': 'application/json' }, '{"x":1}');
    expect([withBody.status, clicksIn(withBody)]).toEqual([200, 5]);
    expect(expressRuns).toHaveBeenCalledTimes(4);
    const sameSite = await click(deal.id, { origin: viaListener.baseUrl });
    expect([sameSite.status, clicksIn(sameSite)]).toEqual([200, 6]);
    expect(expressRuns).toHaveBeenCalledTimes(4);
    await testApp.services.clicks.flush();
    expect((await loadDeal(testApp.dataSource, deal.id))!.clicks).toBe(6);
  });
});

describe('click answers under an https PUBLIC_URL', () => {
  let testApp: TestApp;
  let viaListener: LoopbackServer;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { PUBLIC_URL: 'https://deals.example.com' });
    viaListener = await listenOnLoopback(testApp.handleRequest);
  });

  afterAll(async () => {
    await viaListener.close();
    await testApp.close();
  });

  it('carry HSTS on both paths', async () => {
    const deal = await insertDeal(testApp.dataSource, { clicks: 0 });
    const expected = {
      ...LEAN_HEADERS,
      'content-length': '12',
      'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    };
    const headers = { 'user-agent': BROWSER_USER_AGENT, 'x-forwarded-for': randomTestAddress() };
    const path = `/api/deals/${deal.id}/click`;
    const fast = await rawRequest(viaListener.baseUrl, path, { method: 'POST', headers });
    const throughExpress = await rawRequest(viaListener.baseUrl, path, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect([fast.status, throughExpress.status]).toEqual([200, 200]);
    expect(leanHeaders(fast)).toEqual(expected);
    expect(leanHeaders(throughExpress)).toEqual(expected);
  });
});
