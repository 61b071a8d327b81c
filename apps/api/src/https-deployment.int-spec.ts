import request from 'supertest';
import { registerAccount, sessionSetCookie } from '../test/auth-helpers';
import { startTestApp, type TestApp } from '../test/test-app';
import { HSTS_MAX_AGE_SECONDS } from './security-headers';

describe.each([
  ['https://deals.example.com', true, 'http'],
  ['http://localhost:3000', false, 'https'],
])('PUBLIC_URL %s', (publicUrl, https, forwardedProto) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { PUBLIC_URL: publicUrl });
  });

  afterAll(() => testApp.close());

  it(`${https ? 'sends' : 'never sends'} a Secure cookie, whatever X-Forwarded-Proto says`, async () => {
    const response = await registerAccount(testApp.app, 'curator').set(
      'X-Forwarded-Proto',
      forwardedProto,
    );
    const cookie = sessionSetCookie(response) ?? '';
    expect(cookie).toMatch(/^deal_session=/);
    expect(/;\s*Secure/i.test(cookie)).toBe(https);
  });

  it(`${https ? 'sends' : 'never sends'} HSTS for at least a year`, async () => {
    const response = await request(testApp.app)
      .get('/api/deals')
      .set('X-Forwarded-Proto', forwardedProto);
    const hsts = response.headers['strict-transport-security'];
    if (!https) {
      expect(hsts).toBeUndefined();
      return;
    }
    const maxAge = Number(/max-age=(\d+)/.exec(String(hsts))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(HSTS_MAX_AGE_SECONDS);
  });
});
