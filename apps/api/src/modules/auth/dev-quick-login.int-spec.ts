import request from 'supertest';
import { loginAccount, sessionCookie, whoAmI } from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { User } from '../user/user.entity';
import { DEVELOPMENT_CURATOR } from './auth.service';

describe('development quick-login', () => {
  describe('with NODE_ENV=development', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await startTestApp('sqlite', { NODE_ENV: 'development' });
    });

    afterAll(() => testApp.close());

    it('signs in the development curator seeded at boot', async () => {
      const response = await request(testApp.app).post('/api/dev/quick-login');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ok: true,
        redirectTo: '/admin',
        message: 'Signed in as the development curator',
      });
      expect((await whoAmI(testApp.app, sessionCookie(response))).body).toEqual({
        username: DEVELOPMENT_CURATOR,
        isCurator: true,
      });
    });

    it('seeds it with a random bcrypt-hashed password, so no fixed credential signs it in', async () => {
      const row = await testApp.dataSource
        .getRepository(User)
        .findOneByOrFail({ usernameNormalized: DEVELOPMENT_CURATOR });
      expect(row.passwordHash).toMatch(/^\$2[ab]\$12\$/);
      expect(
        (await loginAccount(testApp.app, DEVELOPMENT_CURATOR, DEVELOPMENT_CURATOR)).status,
      ).toBe(401);
    });

    it('still refuses a foreign Origin', async () => {
      const response = await request(testApp.app)
        .post('/api/dev/quick-login')
        .set('Origin', 'https://evil.example');
      expect(response.status).toBe(403);
    });
  });

  it.each(['test', 'production'])('does not exist with NODE_ENV=%s', async (mode) => {
    const testApp = await startTestApp('sqlite', { NODE_ENV: mode });
    try {
      const response = await request(testApp.app).post('/api/dev/quick-login');
      expect(response.status).toBe(404);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await testApp.dataSource.getRepository(User).count()).toBe(0);
    } finally {
      await testApp.close();
    }
  });
});
