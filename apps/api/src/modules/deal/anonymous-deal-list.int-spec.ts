import request from 'supertest';
import { signedInAs } from '../../../test/auth-helpers';
import { dealInput, insertDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DealCategory } from './deal.entity';
import { DealService } from './deal.service';

describe('the anonymous GET /api/deals cache', () => {
  let testApp: TestApp;
  let curator: string;
  let list: jest.SpyInstance;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
    curator = await signedInAs(testApp.app, 'the.curator');
    // A description long enough that every list holding the lamp is over the 1 KB compression threshold.
    await insertDeal(testApp.dataSource, {
      title: 'Cached lamp',
      description: 'A warm reading lamp with a linen shade. '.repeat(40),
    });
  });

  beforeEach(() => {
    list = jest.spyOn(DealService.prototype, 'list');
  });

  afterEach(() => list.mockRestore());
  afterAll(() => testApp.close());

  const titles = (body: { deals: { title: string }[] }) => body.deals.map((deal) => deal.title);
  const getDeals = (query = '') => request(testApp.app).get(`/api/deals${query}`);

  it('answers a second identical request without asking the database', async () => {
    const first = await getDeals('?sort=popular');
    const second = await getDeals('?sort=popular&active=1&ignored=x');
    expect(second.status).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toEqual(first.body);
    expect(titles(second.body)).toContain('Cached lamp');
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('keeps different queries apart', async () => {
    await getDeals('?sort=oldest');
    const daily = await getDeals('?sort=oldest&category=daily');
    const other = await getDeals('?sort=oldest&category=fashion');
    expect(list).toHaveBeenCalledTimes(3);
    expect(titles(daily.body)).toContain('Cached lamp');
    expect(titles(other.body)).not.toContain('Cached lamp');
  });

  it('shows a deal written since on the next request', async () => {
    await getDeals();
    list.mockClear();
    const created = await request(testApp.app)
      .post('/api/deals')
      .set('Cookie', curator)
      .send(dealInput({ title: 'Freshly posted kettle' }));
    expect(created.status).toBe(201);
    expect(titles((await getDeals()).body)).toContain('Freshly posted kettle');
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('answers a signed-in caller from the database every time, for no shared cache to keep', async () => {
    await getDeals('?sort=popular');
    list.mockClear();
    const signedIn = await getDeals('?sort=popular').set('Cookie', curator);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.etag).toBeUndefined();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('lets a proxy keep the anonymous answer briefly, and answers a matching ETag with 304', async () => {
    const first = await getDeals('?sort=newest');
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400',
    );
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const { etag } = first.headers;
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    const revalidated = await getDeals('?sort=newest').set('If-None-Match', etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.text).toBe('');
    const changed = await getDeals('?sort=newest').set('If-None-Match', 'W/"another"');
    expect(changed.status).toBe(200);
  });

  it('still refuses bad input and never caches it', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await getDeals('?sort=sideways');
      expect(refused.status).toBe(400);
    }
    expect((await getDeals('?active=0')).status).toBe(400);
    expect(list).not.toHaveBeenCalled();
  });

  it.each(['gzip', 'br'])(
    'sends the %s copy with its own Content-Encoding and the same ETag',
    async (encoding) => {
      const plain = await getDeals().set('Accept-Encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const compressed = await getDeals().set('Accept-Encoding', encoding);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.etag).toBe(plain.headers.etag);
      expect(compressed.body).toEqual(plain.body);
    },
  );

  it('sends an answer under 1 KB as it is, as @fastify/compress would', async () => {
    const small = await getDeals('?category=favorites').set('Accept-Encoding', 'gzip, br');
    expect(small.body).toEqual({ deals: [] });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends a category read with exactly no-cache, still answering a matching ETag with 304', async () => {
    const first = await getDeals('?category=daily');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const revalidated = await getDeals('?category=daily').set('If-None-Match', first.headers.etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['cache-control']).toBe('no-cache');
    const signedIn = await getDeals('?category=daily').set('Cookie', curator);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });
});

describe('paging of GET /api/deals', () => {
  let testApp: TestApp;
  let curator: string;
  const DEALS = 7;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
    curator = await signedInAs(testApp.app, 'the.curator');
    for (let index = 0; index < DEALS; index += 1)
      await insertDeal(testApp.dataSource, {
        title: `Paged deal ${index}`,
        category: DealCategory.FASHION,
      });
  });

  afterAll(() => testApp.close());

  const getDeals = (query: string) => request(testApp.app).get(`/api/deals${query}`);
  const idsOf = (body: { deals: { id: number }[] }) => body.deals.map((deal) => deal.id);

  it('walks every deal once by its next links, keeping the other parameters', async () => {
    const seen: number[] = [];
    let next: string | undefined = '/api/deals?category=fashion&sort=oldest&limit=3';
    const links: string[] = [];
    while (next) {
      const page = await request(testApp.app).get(next).expect(200);
      seen.push(...idsOf(page.body));
      const link = page.headers.link as string | undefined;
      if (link) links.push(link);
      next = link?.match(/^<([^>]+)>; rel="next"$/)?.[1];
    }
    expect(links).toEqual([
      '</api/deals?category=fashion&sort=oldest&limit=3&offset=3>; rel="next"',
      '</api/deals?category=fashion&sort=oldest&limit=3&offset=6>; rel="next"',
    ]);
    expect(seen).toHaveLength(DEALS);
    expect(new Set(seen).size).toBe(DEALS);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('answers up to 500 deals without a limit, and no next link when none remain', async () => {
    const all = await getDeals('').expect(200);
    expect(all.body.deals).toHaveLength(DEALS);
    expect(all.headers.link).toBeUndefined();
    const signedIn = await getDeals('?limit=2').set('Cookie', curator).expect(200);
    expect(signedIn.headers.link).toBe('</api/deals?limit=2&offset=2>; rel="next"');
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=501', 'limit'],
    ['?limit=ten', 'limit'],
    ['?limit=-1', 'limit'],
    ['?offset=-1', 'offset'],
    ['?offset=1.5', 'offset'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const refused = await getDeals(query).expect(400);
    expect(refused.body).toEqual({ message: expect.stringContaining(field), field });
  });
});
