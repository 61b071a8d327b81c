import request from 'supertest';
import { sessionSetCookie, signedInAs, whoAmI } from '../../test/auth-helpers';
import { insertDeal, loadDeal } from '../../test/deal-fixtures';
import { rawRequest } from '../../test/raw-http';
import { listenOnLoopback, startTestApp, type TestApp } from '../../test/test-app';
import { BROWSER_USER_AGENT } from '../../test/visitor-agents';

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

  it.each([
    ['another scheme', { Host: 'deals.local:3000', Origin: 'https://deals.local:3000' }],
    ['another port', { Host: 'deals.local:3000', Origin: 'http://deals.local:3001' }],
    ['the default port of another scheme', { Host: 'deals.local', Origin: 'https://deals.local' }],
    [
      'http behind a proxy that says https',
      { Host: 'deals.local', Origin: 'http://deals.local', 'X-Forwarded-Proto': 'https' },
    ],
  ])('refuses a write whose origin is the request host on %s', async (_label, headers) => {
    const response = await logout(headers);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Cross-site request refused' });
    expect((await whoAmI(testApp.app, cookie)).status).toBe(200);
  });

  it('lets a write through from the request host over https, as a trusted proxy reports it', async () => {
    const response = await request(testApp.app)
      .post('/api/register')
      .set({ Host: 'deals.local', Origin: 'https://deals.local', 'X-Forwarded-Proto': 'https' })
      .send({ username: 'ab', password: 'x' });
    expect(response.status).toBe(400);
  });

  it('refuses a click from the same host on another scheme over a real connection', async () => {
    const listener = await listenOnLoopback(testApp);
    try {
      const deal = await insertDeal(testApp.dataSource, { clicks: 7 });
      const click = (origin: string) =>
        rawRequest(listener.baseUrl, `/api/deals/${deal.id}/click`, {
          method: 'POST',
          headers: { origin, 'user-agent': BROWSER_USER_AGENT },
        });
      const httpsOrigin = listener.baseUrl.replace('http:', 'https:');
      expect((await click(httpsOrigin)).status).toBe(403);
      expect((await click(listener.baseUrl)).status).toBe(200);
      await testApp.services.clicks.flush();
      expect((await loadDeal(testApp.dataSource, deal.id))!.clicks).toBe(8);
    } finally {
      await listener.close();
    }
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

describe.each([
  ['another address', '203.0.113.9', false],
  ['the peer', '127.0.0.1', true],
])('X-Forwarded-Proto with TRUST_PROXY naming %s', (_label, trustProxy, believed) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite', {
      PUBLIC_URL: 'https://deals.example',
      TRUST_PROXY: trustProxy,
    });
  });

  afterAll(() => testApp.close());

  /** 400 from the handler when the origin check let the write through, 403 when it refused it. */
  const register = (headers: Record<string, string>) =>
    request(testApp.app).post('/api/register').set(headers).send({ username: 'ab', password: 'x' });

  it(`${believed ? 'is' : 'is not'} believed: an https origin on the request host ${believed ? 'passes' : 'is refused'}`, async () => {
    const viaProxy = { Host: 'deals.local', 'X-Forwarded-Proto': 'https' };
    expect((await register({ ...viaProxy, Origin: 'https://deals.local' })).status).toBe(
      believed ? 400 : 403,
    );
    expect((await register({ ...viaProxy, Origin: 'http://deals.local' })).status).toBe(
      believed ? 403 : 400,
    );
  });

  it.each([
    ['the request host', { Host: 'deals.local:3000', Origin: 'http://deals.local:3000' }, 400],
    ['another scheme', { Host: 'deals.local:3000', Origin: 'https://deals.local:3000' }, 403],
    ['PUBLIC_URL', { Host: 'internal:3000', Origin: 'https://deals.example' }, 400],
  ])('judges a write from %s without the header as before', async (_origin, headers, status) => {
    expect((await register(headers)).status).toBe(status);
  });
});
