import request from 'supertest';
import { signedInAs } from '../../../test/auth-helpers';
import { dealInput, insertDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DealService } from './deal.service';

describe('the anonymous GET /api/deals cache', () => {
  let testApp: TestApp;
  let curator: string;
  let list: jest.SpyInstance;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
    curator = await signedInAs(testApp.app, 'the.curator');
    await insertDeal(testApp.dataSource, { title: 'Cached lamp' });
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

  it('answers a signed-in caller from the database every time', async () => {
    await getDeals('?sort=popular');
    list.mockClear();
    const signedIn = await getDeals('?sort=popular').set('Cookie', curator);
    expect(signedIn.status).toBe(200);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('still refuses bad input and never caches it', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await getDeals('?sort=sideways');
      expect(refused.status).toBe(400);
    }
    expect((await getDeals('?active=0')).status).toBe(400);
    expect(list).not.toHaveBeenCalled();
  });

  it('sends the gzip copy with its own Content-Encoding', async () => {
    const plain = await getDeals().set('Accept-Encoding', 'identity');
    const gzipped = await getDeals().set('Accept-Encoding', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body).toEqual(plain.body);
  });
});
