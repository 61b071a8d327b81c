import request from 'supertest';
import { sessionSetCookie, signedInAs, whoAmI } from '../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('cross-site request forgery defences', () => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { PUBLIC_URL: 'https://deals.example' });
    cookie = await signedInAs(testApp.app, 'curator');
  });

  afterAll(() => testApp.close());

  const logout = (headers: Record<string, string>) =>
    request(testApp.app).post('/api/logout').set('Cookie', cookie).set(headers);

  it.each([
    [{ Origin: 'https://evil.example' }],
    [{ Origin: 'http://deals.example.evil.example' }],
    [{ Origin: 'null' }],
    [{ Referer: 'https://evil.example/innocent-page' }],
    [{ Origin: 'https://evil.example', Referer: 'https://deals.example/admin' }],
  ])('refuses a REST write with %p with 403 {message}, changing nothing', async (headers) => {
    const response = await logout(headers);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Cross-site request refused' });
    expect(sessionSetCookie(response)).toBeUndefined();
    expect((await whoAmI(testApp.app, cookie)).status).toBe(200);
  });

  it('refuses a foreign login before reading the credentials', async () => {
    const response = await request(testApp.app)
      .post('/api/login')
      .set('Origin', 'https://evil.example')
      .send({ username: 'curator', password: 'whatever' });
    expect(response.status).toBe(403);
  });

  it.each([
    ['the request host', { Host: 'deals.local:3000', Origin: 'http://deals.local:3000' }],
    ['PUBLIC_URL', { Host: 'internal:3000', Origin: 'https://deals.example' }],
    ['a same-site Referer', { Host: 'deals.local:3000', Referer: 'http://deals.local:3000/auth' }],
  ])('lets a write from %s through', async (_label, headers) => {
    const response = await request(testApp.app)
      .post('/api/register')
      .set(headers)
      .send({ username: 'ab', password: 'x' });
    // 400 from the handler: the origin check let it through.
    expect(response.status).toBe(400);
  });

  it('lets a write without Origin or Referer through (not a browser)', async () => {
    const response = await request(testApp.app).post('/api/register').send({ username: 'ab' });
    expect(response.status).toBe(400);
  });

  it('leaves reads alone', async () => {
    const response = await whoAmI(testApp.app, cookie).set('Origin', 'https://evil.example');
    expect(response.status).toBe(200);
  });

  it('keeps Apollo csrfPrevention on for /graphql', async () => {
    const simplePost = await request(testApp.app)
      .post('/graphql')
      .set('Cookie', cookie)
      .set('content-type', 'text/plain')
      .send(JSON.stringify({ query: 'mutation { logout }' }));
    expect(simplePost.status).toBe(400);
    expect(simplePost.text).toMatch(/Cross-Site Request Forgery/);

    const simpleGet = await request(testApp.app)
      .get('/graphql')
      .set('Cookie', cookie)
      .query({ query: '{ me { username } }' });
    expect(simpleGet.status).toBe(400);
    expect((await whoAmI(testApp.app, cookie)).status).toBe(200);
  });
});
