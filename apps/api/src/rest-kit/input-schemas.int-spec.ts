import request from 'supertest';
import { signedInAs } from '../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { Deal } from '../modules/deal/deal.entity';

describe('REST bodies and query strings checked by their JSON schemas', () => {
  let testApp: TestApp;
  let curator: string;
  const dealCount = () => testApp.dataSource.getRepository(Deal).count();

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
    curator = await signedInAs(testApp.app, 'schema.curator');
  });

  afterAll(() => testApp.close());

  const postDeal = (body: unknown) =>
    request(testApp.app)
      .post('/api/deals')
      .set('Cookie', curator)
      .send(body as object);

  it.each([
    [{ title: 42 }, 'title must be text or null', 'title'],
    [
      { title: 'Kayak', category: 'gadgets' },
      'category must be one of daily, fashion, favorites',
      'category',
    ],
    [
      { title: 'Kayak', imageUrl: ['/uploads/a.webp', 7] },
      'imageUrl[1] must be text',
      'imageUrl[1]',
    ],
    [{ title: 'Kayak', price: true }, 'price must be text or a number or null', 'price'],
  ])(
    'refuses the deal %p with 400 {message, field} and stores nothing',
    async (body, message, field) => {
      const before = await dealCount();
      const response = await postDeal(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message, field });
      expect(await dealCount()).toBe(before);
    },
  );

  it('refuses a body that is not an object, naming the body', async () => {
    const response = await postDeal([{ title: 'Kayak' }]);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body must be a JSON object' });
  });

  it('keeps a number sent as a title a number (no coercion to text)', async () => {
    const response = await postDeal({ title: 12 });
    expect(response.body.field).toBe('title');
  });

  it('lets through what the services judge, with their own messages', async () => {
    const response = await postDeal({ title: 'Kayak', affiliateLink: 'javascript:alert(1)' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('affiliateLink must be an http:// or https:// link');
    const created = await postDeal({ title: 'Kayak', price: 19.5, percentOff: '20' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ price: '19.5', percentOff: 20 });
  });

  it('answers 401 before judging a body on a curator route', async () => {
    const response = await request(testApp.app).post('/api/deals').send({ title: 42 });
    expect(response.status).toBe(401);
  });

  it('names the missing field of a sign-in', async () => {
    const response = await request(testApp.app).post('/api/login').send({ username: 'someone' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'password is required', field: 'password' });
  });

  it.each([
    ['/api/deals?sort=random', 'sort must be one of newest, oldest, popular'],
    ['/api/deals?active=0', 'active must be 1 or true'],
    ['/api/deals?sort=newest&sort=oldest', 'sort must be given once'],
  ])('refuses the query %s with 400', async (path, message) => {
    const response = await request(testApp.app).get(path);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('takes empty query values as the defaults and ignores unknown ones', async () => {
    const response = await request(testApp.app).get('/api/deals?sort=&category=&utm_source=x');
    expect(response.status).toBe(200);
  });

  it('refuses an image size that is not a number', async () => {
    const response = await request(testApp.app).get('/api/images/a.webp?w=wide');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'w must be a number', field: 'w' });
  });

  it('refuses a day count that is not a whole number before the range check', async () => {
    const words = await request(testApp.app)
      .get('/api/visits/daily?days=ten')
      .set('Cookie', curator);
    expect(words.body).toEqual({ message: 'days must be a whole number', field: 'days' });
    const range = await request(testApp.app).get('/api/visits/daily?days=0').set('Cookie', curator);
    expect(range.status).toBe(400);
    expect(range.body.message).toMatch(/^days must be between 1 and \d+$/);
  });
});
