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
import { MAX_COUNTED_CLICKS_PER_VISITOR } from './click.service';

/** Headers that differ between any two answers, or with the count. */
const comparable = ({ headers }: RawAnswer) => {
  const { date: _date, etag: _etag, 'content-length': _length, ...rest } = headers;
  return rest;
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

  it('answers with the headers the REST route sends, counting each visitor up to the cap', async () => {
    const deal = await insertDeal(testApp.dataSource, { clicks: 30 });
    const throughExpress = await click(deal.id);
    expect(expressRuns).toHaveBeenCalledTimes(1);
    const fast = await click(deal.id);
    expect(expressRuns).toHaveBeenCalledTimes(1);
    expect([throughExpress.status, clicksIn(throughExpress), fast.status, clicksIn(fast)]).toEqual([
      200, 31, 200, 32,
    ]);
    expect(comparable(fast)).toEqual(comparable(throughExpress));
    expect(fast.headers.etag).toMatch(/^W\/"/);

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
    const deal = await insertDeal(testApp.dataSource, { clicks: 3 });
    await click(deal.id);
    expressRuns.mockClear();
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
