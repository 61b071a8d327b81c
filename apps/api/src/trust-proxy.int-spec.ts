import { randomTestAddress, registerAccount } from '../test/auth-helpers';
import { startTestApp, type TestApp } from '../test/test-app';

describe('TRUST_PROXY', () => {
  let testApp: TestApp;

  afterEach(() => testApp.close());

  it('ignores X-Forwarded-For from a peer it does not trust, so one client cannot pose as many', async () => {
    // The test client connects over loopback, which this setting no longer trusts.
    testApp = await startTestApp('sqlite', { TRUST_PROXY: '10.0.0.0/8' });
    for (let index = 0; index < 10; index += 1) {
      const response = await registerAccount(
        testApp.app,
        `posing${index}`,
        undefined,
        randomTestAddress(),
      );
      expect(response.status).toBe(200);
    }
    const eleventh = await registerAccount(testApp.app, 'posing10', undefined, randomTestAddress());
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers['retry-after']).toBeDefined();
  });

  it('believes X-Forwarded-For from a loopback proxy by default', async () => {
    testApp = await startTestApp('sqlite');
    for (let index = 0; index < 11; index += 1) {
      const response = await registerAccount(
        testApp.app,
        `proxied${index}`,
        undefined,
        randomTestAddress(),
      );
      expect(response.status).toBe(200);
    }
  });
});
