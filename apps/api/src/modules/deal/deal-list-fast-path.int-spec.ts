import request from 'supertest';
import { gunzipSync } from 'node:zlib';
import { signedInAs } from '../../../test/auth-helpers';
import { dealInput, insertDeal } from '../../../test/deal-fixtures';
import { rawRequest, withoutDate } from '../../../test/raw-http';
import {
  listenOnLoopback,
  startTestApp,
  type LoopbackServer,
  type TestApp,
} from '../../../test/test-app';
import { DealCategory } from './deal.entity';

describe('anonymous GET /api/deals before Express', () => {
  let testApp: TestApp;
  let curator: string;
  let viaListener: LoopbackServer;
  let viaExpress: LoopbackServer;
  let expressRuns: jest.SpyInstance;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
    curator = await signedInAs(testApp.app, 'the.curator');
    await insertDeal(testApp.dataSource, { title: 'Listed kettle' });
    viaListener = await listenOnLoopback(testApp.handleRequest);
    viaExpress = await listenOnLoopback(testApp.app);
  });

  beforeEach(() => {
    expressRuns = jest.spyOn(testApp.app as unknown as { handle: () => void }, 'handle');
  });

  afterEach(() => expressRuns.mockRestore());

  afterAll(async () => {
    await viaListener.close();
    await viaExpress.close();
    await testApp.close();
  });

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(viaListener.baseUrl, path, { headers, method });
  const titles = (answer: { body: Buffer; headers: { 'content-encoding'?: string } }) => {
    const json =
      answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body;
    return (JSON.parse(json.toString()) as { deals: { title: string }[] }).deals.map(
      (deal) => deal.title,
    );
  };

  it('answers a cached list with the bytes and headers Express sends, in every encoding', async () => {
    await get('/api/deals?sort=popular');
    expressRuns.mockClear();
    for (const acceptEncoding of [undefined, 'br', 'gzip', 'gzip, deflate, br', 'identity']) {
      const headers: Record<string, string> =
        acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      for (const method of ['GET', 'HEAD']) {
        const fast = await get('/api/deals?sort=popular', headers, method);
        const full = await rawRequest(viaExpress.baseUrl, '/api/deals?sort=popular', {
          headers,
          method,
        });
        expect(withoutDate(fast)).toEqual(withoutDate(full));
      }
    }
    // Only the comparison requests went through Express.
    expect(expressRuns).toHaveBeenCalledTimes(10);
    const answer = await get('/api/deals?sort=popular', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers).toMatchObject({
      'content-encoding': 'gzip',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(answer.headers['content-security-policy']).toBeDefined();
    expect(titles(answer)).toContain('Listed kettle');
    expect(expressRuns).toHaveBeenCalledTimes(10);
  });

  it('answers 304 when the ETag still matches, and the list again when it does not', async () => {
    const first = await get('/api/deals');
    const etag = first.headers.etag as string;
    expressRuns.mockClear();
    const unchanged = await get('/api/deals', { 'if-none-match': etag });
    const full = await rawRequest(viaExpress.baseUrl, '/api/deals', {
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.status).toBe(304);
    expect(withoutDate(unchanged)).toEqual(withoutDate(full));
    expect((await get('/api/deals', { 'if-none-match': 'W/"other"' })).status).toBe(200);
    expect(expressRuns).toHaveBeenCalledTimes(1);
  });

  it('shows a curator’s create, edit and delete on the next request', async () => {
    await get('/api/deals?sort=newest');
    const created = await request(testApp.app)
      .post('/api/deals')
      .set('Cookie', curator)
      .send(dealInput({ title: 'Brand new blender' }));
    expect(titles(await get('/api/deals?sort=newest'))).toContain('Brand new blender');
    await request(testApp.app)
      .put(`/api/deals/${created.body.id}`)
      .set('Cookie', curator)
      .send({ title: 'Renamed blender' })
      .expect(200);
    const edited = titles(await get('/api/deals?sort=newest'));
    expect(edited).toContain('Renamed blender');
    expect(edited).not.toContain('Brand new blender');
    await request(testApp.app)
      .delete(`/api/deals/${created.body.id}`)
      .set('Cookie', curator)
      .expect(200);
    expect(titles(await get('/api/deals?sort=newest'))).not.toContain('Renamed blender');
  });

  it('never gives a signed-in curator the cached answer', async () => {
    await get('/api/deals?sort=oldest');
    await get('/api/deals?sort=oldest');
    expressRuns.mockClear();
    const signedIn = await get('/api/deals?sort=oldest', { cookie: curator });
    expect(signedIn.status).toBe(200);
    expect(expressRuns).toHaveBeenCalledTimes(1);
  });

  it('never gives one query string another’s answer', async () => {
    await insertDeal(testApp.dataSource, {
      title: 'Fashion scarf',
      category: DealCategory.FASHION,
    });
    const everything = titles(await get('/api/deals?sort=newest&category='));
    const fashion = titles(await get('/api/deals?sort=newest&category=fashion'));
    const again = titles(await get('/api/deals?category=fashion&sort=newest&utm_source=x'));
    expect(everything).toContain('Listed kettle');
    expect(fashion).toEqual(['Fashion scarf']);
    expect(again).toEqual(fashion);
    expect(titles(await get('/api/deals?category=daily'))).not.toContain('Fashion scarf');
  });

  it('still answers 400 to bad input, which it leaves to Express', async () => {
    await get('/api/deals');
    expressRuns.mockClear();
    for (const query of [
      '?sort=cheapest',
      '?sort=newest&sort=oldest',
      '?category=shoes',
      '?active=0',
      '?sort=NEWEST',
    ]) {
      const refused = await get(`/api/deals${query}`);
      expect([query, refused.status]).toEqual([query, 400]);
    }
    expect(expressRuns).toHaveBeenCalledTimes(5);
  });
});
