import request from 'supertest';
import { signedInAs } from '../../test/auth-helpers';
import { dealInput, insertDeal } from '../../test/deal-fixtures';
import { decodedBody, rawRequest, type RawAnswer } from '../../test/raw-http';
import { listenOnLoopback, startTestApp, type TestApp } from '../../test/test-app';
import { BROWSER_USER_AGENT } from '../../test/visitor-agents';
import { ClickService } from '../modules/click/click.service';
import { DealService } from '../modules/deal/deal.service';

const HOME_DEALS = `query HomeDeals($sort: DealSort!, $limit: Int!) {
  today: deals(category: DAILY, section: TODAY, sort: $sort, limit: $limit) { items { title } }
}`;
const DEAL_LIST = `query DealList($limit: Int!, $sort: DealSort!) {
  deals(sort: $sort, limit: $limit) { items { id title clicks } }
}`;
const UNLISTED = `query Unlisted($limit: Int!) { deals(limit: $limit) { total } }`;
const PUBLIC_READ_CACHE_CONTROL =
  'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400';

interface ListedDeal {
  id: string;
  title: string;
  clicks: number;
}

/** A POST as apps/web's Apollo client sends it: with the operation's name. */
const operation = (query: string) => /(?:query|mutation) (\w+)/.exec(query)![1];

/** An answer's JSON as sent, in whichever encoding. */
function decodedJson(answer: RawAnswer): {
  data: { deals: { items: ListedDeal[] } };
} {
  return JSON.parse(decodedBody(answer));
}

describe('anonymous public GraphQL reads from the public cache', () => {
  let testApp: TestApp;
  let curator: string;
  let list: jest.SpyInstance;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
    curator = await signedInAs(testApp.app, 'the.curator');
    await insertDeal(testApp.dataSource, { title: 'Cached radio' });
  });

  beforeEach(() => {
    list = jest.spyOn(DealService.prototype, 'list');
  });

  afterEach(() => list.mockRestore());
  afterAll(() => testApp.close());

  const read = (
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    request(testApp.app)
      .post('/graphql')
      .set({ 'content-type': 'application/json', ...headers })
      .send({ operationName: operation(query), query, variables });
  const titles = (response: request.Response, field = 'deals') =>
    (response.body.data[field] as { items: ListedDeal[] }).items.map((deal) => deal.title);

  it('answers a repeat of a listing query, variables in any order, without the database', async () => {
    const first = await read(DEAL_LIST, { limit: 10, sort: 'POPULAR' });
    const second = await read(DEAL_LIST, { sort: 'POPULAR', limit: 10 });
    expect(second.status).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toEqual(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(titles(second)).toContain('Cached radio');
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('keeps different variables and documents apart, and runs every other operation', async () => {
    await read(DEAL_LIST, { limit: 11, sort: 'NEWEST' });
    await read(DEAL_LIST, { limit: 12, sort: 'NEWEST' });
    await read(HOME_DEALS, { limit: 11, sort: 'NEWEST' });
    await read(DEAL_LIST.replace('items { id', 'items { tagline id'), {
      limit: 11,
      sort: 'NEWEST',
    });
    await read(UNLISTED, { limit: 11 });
    await read(UNLISTED, { limit: 11 });
    expect(list).toHaveBeenCalledTimes(6);
  });

  it('shows a curator’s create, edit and delete on the next request', async () => {
    const listed = () => read(DEAL_LIST, { limit: 13, sort: 'NEWEST' }).then(titles);
    await listed();
    const created = await request(testApp.app)
      .post('/api/deals')
      .set('Cookie', curator)
      .send(dealInput({ title: 'Freshly posted toaster' }));
    expect(created.status).toBe(201);
    expect(await listed()).toContain('Freshly posted toaster');
    await request(testApp.app)
      .put(`/api/deals/${created.body.id}`)
      .set('Cookie', curator)
      .send({ title: 'Renamed toaster' })
      .expect(200);
    expect(await listed()).toContain('Renamed toaster');
    await request(testApp.app)
      .delete(`/api/deals/${created.body.id}`)
      .set('Cookie', curator)
      .expect(200);
    expect(await listed()).not.toContain('Renamed toaster');
    expect(list).toHaveBeenCalledTimes(4);
  });

  it('lets a proxy keep anonymous listings briefly, and no cache keep any other answer', async () => {
    const listing = await read(DEAL_LIST, { limit: 15, sort: 'NEWEST' });
    expect(listing.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(listing.headers.etag).toMatch(/^W\/"[^"]+"$/);
    expect(listing.headers.vary).toMatch(/accept-encoding/i);
    const signedIn = await read(DEAL_LIST, { limit: 15, sort: 'NEWEST' }, { Cookie: curator });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.etag).toBeUndefined();
    const unlisted = await read(UNLISTED, { limit: 15 });
    expect(unlisted.headers['cache-control']).toBe('no-store');
    const refused = await read(DEAL_LIST, { limit: -1, sort: 'NEWEST' });
    expect(refused.body.errors).toBeDefined();
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('answers a POST that names the ETag it holds with the body, never a 304', async () => {
    const first = await read(DEAL_LIST, { limit: 16, sort: 'NEWEST' });
    const again = await read(
      DEAL_LIST,
      { limit: 16, sort: 'NEWEST' },
      { 'If-None-Match': first.headers.etag },
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('runs every signed-in request', async () => {
    await read(DEAL_LIST, { limit: 14, sort: 'NEWEST' }, { Cookie: curator });
    await read(DEAL_LIST, { limit: 14, sort: 'NEWEST' }, { Cookie: curator });
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('does not keep answers with errors', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await read(DEAL_LIST, { limit: -1, sort: 'NEWEST' });
      expect(refused.body.errors).toBeDefined();
    }
    expect(list).toHaveBeenCalledTimes(0);
  });

  it('never caches a mutation, even one named like a listing', async () => {
    const record = jest.spyOn(ClickService.prototype, 'record');
    const deal = await insertDeal(testApp.dataSource);
    const click = `mutation DealList($id: ID!) { recordDealClick(id: $id) }`;
    const headers = { 'User-Agent': BROWSER_USER_AGENT };
    try {
      const answers = [
        await read(click, { id: String(deal.id) }, headers),
        await read(click, { id: String(deal.id) }, headers),
      ];
      expect(answers.map((answer) => answer.headers['cache-control'])).toEqual([
        'no-store',
        'no-store',
      ]);
      expect(record).toHaveBeenCalledTimes(2);
    } finally {
      record.mockRestore();
    }
  });

  it('leaves what Apollo or the body parser refuses to them, still refused', async () => {
    const body = JSON.stringify({
      operationName: 'DealList',
      query: DEAL_LIST,
      variables: { limit: 17, sort: 'NEWEST' },
    });
    await read(DEAL_LIST, { limit: 17, sort: 'NEWEST' }).expect(200);
    const post = (payload: string, contentType = 'application/json') =>
      request(testApp.app).post('/graphql').set('content-type', contentType).send(payload);
    // The same bytes as a simple (CSRF-prone) content type: refused by Apollo, never answered from the cache.
    const plain = await post(body, 'text/plain');
    expect(plain.status).toBe(400);
    expect(plain.text).toMatch(/Cross-Site Request Forgery/);
    expect((await post('{"query": ')).status).toBe(400);
    const invalid = await read(DEAL_LIST, { limit: 'many', sort: 'NEWEST' });
    expect(invalid.status).toBe(400);
    const tooLarge = JSON.stringify({
      operationName: 'DealList',
      query: DEAL_LIST,
      variables: { limit: 17, sort: 'NEWEST' },
      padding: 'x'.repeat(110_000),
    });
    expect((await post(tooLarge)).status).toBe(413);
  });

  it('sends a listing over 1 KB in the encoding the client takes, with one ETag for all', async () => {
    // Enough deals for an answer over the 1 KB under which compression leaves it alone.
    for (let index = 0; index < 15; index += 1)
      await insertDeal(testApp.dataSource, {
        title: `A listed deal with a title long enough to count ${index}`,
      });
    const body = JSON.stringify({
      operationName: 'DealList',
      query: DEAL_LIST,
      variables: { limit: 30, sort: 'OLDEST' },
    });
    const server = await listenOnLoopback(testApp);
    const answers: RawAnswer[] = [];
    try {
      for (const encoding of ['identity', 'gzip', 'br'])
        answers.push(
          await rawRequest(server.baseUrl, '/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
            body,
          }),
        );
    } finally {
      await server.close();
    }
    expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual([
      undefined,
      'gzip',
      'br',
    ]);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    const [plain, ...compressed] = answers.map(decodedJson);
    expect(plain.data.deals.items.length).toBeGreaterThan(15);
    for (const body of compressed) expect(body).toEqual(plain);
    expect(list).toHaveBeenCalledTimes(1);
  });
});

describe('the site day and click counts in anonymous GraphQL reads', () => {
  const HOUR = 60 * 60 * 1000;
  const realNow = Date.now.bind(Date);
  /** How far the app's Date.now runs ahead of the real clock. */
  let ahead = 0;
  let testApp: TestApp;
  let list: jest.SpyInstance;

  beforeAll(async () => {
    // Before the app starts, so the public cache and the data versions take this clock.
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + ahead);
    testApp = await startTestApp('sqlite');
  });

  beforeEach(() => {
    list = jest.spyOn(DealService.prototype, 'list');
  });

  afterEach(() => list.mockRestore());

  afterAll(async () => {
    await testApp.close();
    jest.restoreAllMocks();
  });

  const readDeals = (operationName: 'HomeDeals' | 'DealList', query: string) =>
    request(testApp.app)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ operationName, query, variables: { sort: 'NEWEST', limit: 5 } });

  it('builds the answer again once the day in SITE_TIMEZONE has moved on', async () => {
    await insertDeal(testApp.dataSource, { title: 'Posted this morning' });
    const first = await readDeals('HomeDeals', HOME_DEALS);
    await readDeals('HomeDeals', HOME_DEALS);
    expect(list).toHaveBeenCalledTimes(1);

    // Days are at most 25 hours long: 30 hours on is always another day.
    ahead += 30 * HOUR;
    const nextDay = await readDeals('HomeDeals', HOME_DEALS);
    expect(nextDay.status).toBe(200);
    expect(nextDay.body).toEqual(first.body);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('serves click counts up to 5 s stale, then the new ones after one rebuild', async () => {
    const deal = await insertDeal(testApp.dataSource, { title: 'Clicked kettle', clicks: 3 });
    const clicksShown = async () => {
      const response = await readDeals('DealList', DEAL_LIST);
      const items = (response.body.data.deals as { items: ListedDeal[] }).items;
      return items.find((item) => item.id === String(deal.id))!.clicks;
    };
    expect(await clicksShown()).toBe(3);
    const click = await request(testApp.app)
      .post(`/api/deals/${deal.id}/click`)
      .set('User-Agent', BROWSER_USER_AGENT);
    expect(click.status).toBe(200);
    await testApp.services.clicks.flush();
    list.mockClear();

    ahead += 2000;
    expect(await clicksShown()).toBe(3);
    await testApp.services.publicCache.idle();
    expect(list).not.toHaveBeenCalled();

    ahead += 3000;
    // Stale once more while the one rebuild runs, then the new count.
    expect(await clicksShown()).toBe(3);
    await testApp.services.publicCache.idle();
    expect(await clicksShown()).toBe(4);
    expect(list).toHaveBeenCalledTimes(1);
  });
});
