import request from 'supertest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { signedInAs } from '../../test/auth-helpers';
import { dealInput, insertDeal } from '../../test/deal-fixtures';
import { rawRequest, type RawAnswer } from '../../test/raw-http';
import {
  listenOnLoopback,
  startTestApp,
  type LoopbackServer,
  type TestApp,
} from '../../test/test-app';

const DEAL_LIST = `query DealList($limit: Int!, $sort: DealSort!) {
  deals(sort: $sort, limit: $limit) { items { id title } }
}`;
const JSON_TYPE = { 'content-type': 'application/json' };

const body = (variables: Record<string, unknown>, query = DEAL_LIST) =>
  JSON.stringify({ operationName: 'DealList', query, variables });

/** Headers that differ between two answers of the same bytes: when, and how the length is told. */
const comparable = ({ status, headers }: RawAnswer) => {
  const {
    date: _date,
    'content-length': _length,
    'transfer-encoding': _chunked,
    ...rest
  } = headers;
  return { status, headers: rest };
};
const decoded = ({ headers, body: bytes }: RawAnswer) => {
  const encoding = headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return (encoding === 'br' ? brotliDecompressSync(bytes) : bytes).toString();
};

describe('anonymous GraphQL reads before Express', () => {
  let testApp: TestApp;
  let curator: string;
  let server: LoopbackServer;
  let viaExpress: LoopbackServer;
  let expressRuns: jest.SpyInstance;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
    curator = await signedInAs(testApp.app, 'the.curator');
    await insertDeal(testApp.dataSource, { title: 'Queried toaster' });
    // Enough deals for an answer over the 1 KB under which compression leaves it alone.
    for (let index = 0; index < 15; index += 1)
      await insertDeal(testApp.dataSource, {
        title: `A listed deal with a title long enough to count ${index}`,
      });
    server = await listenOnLoopback(testApp.handleRequest);
    viaExpress = await listenOnLoopback(testApp.app);
  });

  beforeEach(() => {
    expressRuns = jest.spyOn(testApp.app as unknown as { handle: () => void }, 'handle');
  });

  afterEach(() => expressRuns.mockRestore());

  afterAll(async () => {
    await server.close();
    await viaExpress.close();
    await testApp.close();
  });

  const post = (payload: string, headers: Record<string, string> = JSON_TYPE) =>
    rawRequest(server.baseUrl, '/graphql', { method: 'POST', headers, body: payload });
  const titles = (answer: RawAnswer) =>
    (
      JSON.parse(decoded(answer)) as { data: { deals: { items: { title: string }[] } } }
    ).data.deals.items.map((deal) => deal.title);

  /** Posts until the listener answers it alone: it keeps an answer once Apollo's is sent and compressed. */
  async function untilAnsweredBeforeExpress(payload: string): Promise<RawAnswer> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      expressRuns.mockClear();
      const answer = await post(payload);
      if (expressRuns.mock.calls.length === 0) return answer;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the listener never answered it');
  }

  it('answers a body Apollo already answered with the same JSON and headers, in every encoding', async () => {
    const payload = body({ limit: 20, sort: 'NEWEST' });
    await untilAnsweredBeforeExpress(payload);
    for (const acceptEncoding of [undefined, 'gzip', 'br', 'gzip, deflate, br']) {
      const headers: Record<string, string> = {
        ...JSON_TYPE,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      };
      expressRuns.mockClear();
      const fast = await post(payload, headers);
      expect(expressRuns).toHaveBeenCalledTimes(0);
      const throughApollo = await rawRequest(viaExpress.baseUrl, '/graphql', {
        method: 'POST',
        headers,
        body: payload,
      });
      expect(comparable(fast)).toEqual(comparable(throughApollo));
      expect(decoded(fast)).toBe(decoded(throughApollo));
    }
    const answer = await post(payload);
    expect(answer.headers).toMatchObject({
      'cache-control': 'no-cache',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(answer.headers['content-security-policy']).toBeDefined();
    expect(answer.headers.etag).toMatch(/^W\/"/);
    expect(titles(answer)).toContain('Queried toaster');
    const gzipped = await post(payload, { ...JSON_TYPE, 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
  });

  it('keeps bodies apart byte for byte, and a POST never gets a 304', async () => {
    const compact = body({ limit: 21, sort: 'NEWEST' });
    const spaced = compact.replace('"variables":', '"variables": ');
    const first = await untilAnsweredBeforeExpress(compact);
    expressRuns.mockClear();
    await post(spaced);
    expect(expressRuns).toHaveBeenCalledTimes(1);
    const oldest = await post(body({ limit: 21, sort: 'OLDEST' }));
    expect(titles(oldest)).not.toEqual([]);
    expect(expressRuns).toHaveBeenCalledTimes(2);
    const again = await post(compact, {
      ...JSON_TYPE,
      'if-none-match': first.headers.etag as string,
    });
    expect(again.status).toBe(200);
    expect(decoded(again)).toBe(decoded(first));
  });

  it('shows a curator’s create, edit and delete on the next request', async () => {
    const payload = body({ limit: 22, sort: 'NEWEST' });
    await untilAnsweredBeforeExpress(payload);
    const created = await request(testApp.app)
      .post('/api/deals')
      .set('Cookie', curator)
      .send(dealInput({ title: 'Queried waffle iron' }));
    expect(titles(await post(payload))).toContain('Queried waffle iron');
    await request(testApp.app)
      .put(`/api/deals/${created.body.id}`)
      .set('Cookie', curator)
      .send({ title: 'Renamed waffle iron' })
      .expect(200);
    expect(titles(await post(payload))).toContain('Renamed waffle iron');
    await request(testApp.app)
      .delete(`/api/deals/${created.body.id}`)
      .set('Cookie', curator)
      .expect(200);
    expect(titles(await post(payload))).not.toContain('Renamed waffle iron');
  });

  it('never answers a signed-in curator from it', async () => {
    const payload = body({ limit: 23, sort: 'NEWEST' });
    await untilAnsweredBeforeExpress(payload);
    expressRuns.mockClear();
    const signedIn = await post(payload, { ...JSON_TYPE, cookie: curator });
    expect(signedIn.status).toBe(200);
    expect(expressRuns).toHaveBeenCalledTimes(1);
  });

  it('leaves what Apollo or express.json would refuse to them, still refused', async () => {
    const payload = body({ limit: 24, sort: 'NEWEST' });
    await untilAnsweredBeforeExpress(payload);
    // Same bytes as a simple (CSRF-prone) content type: never from the listener, refused by Apollo.
    const plain = await post(payload, { 'content-type': 'text/plain' });
    expect(plain.status).toBe(400);
    const malformed = await post('{"query": ', JSON_TYPE);
    expect(malformed.status).toBe(400);
    const invalid = await post(body({ limit: 'many', sort: 'NEWEST' }));
    expect(invalid.status).toBe(400);
    const tooLarge = await post(JSON.stringify({ query: DEAL_LIST, padding: 'x'.repeat(110_000) }));
    expect(tooLarge.status).toBe(413);
  });
});
