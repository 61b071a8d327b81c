import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { graphql, sessionCookie, signedInAs, TEST_PASSWORD } from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { LOGIN_BLOCK_SECONDS, LoginThrottle, MAX_FAILED_LOGINS } from './login-throttle';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOGIN = `mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password) { ok }
}`;

function loginFrom(testApp: TestApp, address: string, username: string, password: string) {
  // trust proxy is "loopback" and supertest connects over loopback, so X-Forwarded-For is believed.
  return request(testApp.app)
    .post('/api/login')
    .set('X-Forwarded-For', address)
    .send({ username, password });
}

async function failFiveTimes(testApp: TestApp, address: string, username: string) {
  for (let attempt = 1; attempt <= MAX_FAILED_LOGINS; attempt += 1) {
    const response = await loginFrom(testApp, address, username, `wrong password ${attempt}`);
    expect(response.status).toBe(401);
  }
}

function expectBlocked(response: request.Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(LOGIN_BLOCK_SECONDS - 60);
  expect(retryAfter).toBeLessThanOrEqual(LOGIN_BLOCK_SECONDS);
  expect(response.body.message).toMatch(/Too many failed logins/);
  expect(response.headers['set-cookie']).toBeUndefined();
}

describe('brute-force protection, counters in memory', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
    await signedInAs(testApp.app, 'curator');
  });

  afterAll(() => testApp.close());

  it('answers 429 with Retry-After after 5 failures for a username from one address', async () => {
    await failFiveTimes(testApp, '203.0.113.7', 'curator');
    expectBlocked(await loginFrom(testApp, '203.0.113.7', 'curator', 'still wrong'));
    // Even the right password is refused from that address while the block lasts.
    expectBlocked(await loginFrom(testApp, '203.0.113.7', 'curator', TEST_PASSWORD));
    expectBlocked(await loginFrom(testApp, '203.0.113.7', 'CURATOR', TEST_PASSWORD));

    const viaGraphql = await graphql(testApp.app, LOGIN, {
      username: 'curator',
      password: TEST_PASSWORD,
    }).set('X-Forwarded-For', '203.0.113.7');
    expect(viaGraphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(viaGraphql.body.errors[0].extensions.retryAfter).toBeGreaterThan(
      LOGIN_BLOCK_SECONDS - 60,
    );
  });

  it('still lets the real curator sign in from another address', async () => {
    const response = await loginFrom(testApp, '198.51.100.20', 'curator', TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect(sessionCookie(response)).toMatch(/^deal_session=/);
  });

  it('blocks an unknown username exactly like a known one', async () => {
    await failFiveTimes(testApp, '203.0.113.9', 'no.such.user');
    expectBlocked(await loginFrom(testApp, '203.0.113.9', 'no.such.user', 'anything'));
  });

  it('forgets earlier failures after a successful login', async () => {
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS - 1; attempt += 1) {
      await loginFrom(testApp, '192.0.2.44', 'curator', 'wrong');
    }
    expect((await loginFrom(testApp, '192.0.2.44', 'curator', TEST_PASSWORD)).status).toBe(200);
    expect((await loginFrom(testApp, '192.0.2.44', 'curator', 'wrong')).status).toBe(401);
    expect((await loginFrom(testApp, '192.0.2.44', 'curator', TEST_PASSWORD)).status).toBe(200);
  });
});

describe('brute-force protection, counters in Redis', () => {
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  });

  afterAll(async () => {
    await redis.quit();
  });

  it('keeps counters under its key prefix and blocks for 15 minutes', async () => {
    const keyPrefix = `test_login_${randomBytes(6).toString('hex')}`;
    const throttle = LoginThrottle.create({ redisUrl: TEST_REDIS_URL, keyPrefix });
    try {
      const key = LoginThrottle.key('curator', '203.0.113.7');
      for (let attempt = 0; attempt < MAX_FAILED_LOGINS - 1; attempt += 1) {
        await throttle.recordFailure(key);
      }
      expect(await throttle.retryAfterSeconds(key)).toBe(0);
      await throttle.recordFailure(key);
      const retryAfter = await throttle.retryAfterSeconds(key);
      expect(retryAfter).toBeGreaterThan(LOGIN_BLOCK_SECONDS - 5);
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_BLOCK_SECONDS);
      expect(await throttle.retryAfterSeconds(LoginThrottle.key('curator', '198.51.100.20'))).toBe(
        0,
      );

      const stored = await redis.keys(`${keyPrefix}*`);
      expect(stored).toEqual([`${keyPrefix}:${key}`]);
      expect(await redis.ttl(stored[0])).toBeGreaterThan(LOGIN_BLOCK_SECONDS - 5);

      await throttle.reset(key);
      expect(await throttle.retryAfterSeconds(key)).toBe(0);
      expect(await redis.keys(`${keyPrefix}*`)).toEqual([]);
    } finally {
      await throttle.close();
    }
  });

  it('shares the block between two API processes using the same REDIS_URL', async () => {
    const first = await startTestApp('sqlite', { REDIS_URL: TEST_REDIS_URL });
    const second = await startTestApp('sqlite', { REDIS_URL: TEST_REDIS_URL });
    const username = `curator_${randomBytes(4).toString('hex')}`;
    try {
      await signedInAs(first.app, username);
      await failFiveTimes(first, '203.0.113.50', username);
      expectBlocked(await loginFrom(second, '203.0.113.50', username, TEST_PASSWORD));
      expect((await loginFrom(first, '198.51.100.50', username, TEST_PASSWORD)).status).toBe(200);
    } finally {
      await redis.del(`login_fail:${LoginThrottle.key(username, '203.0.113.50')}`);
      await first.close();
      await second.close();
    }
  });
});

describe('the login throttle without Redis', () => {
  it('uses memory when REDIS_URL is not set', async () => {
    const throttle = LoginThrottle.create({ redisUrl: null });
    const key = LoginThrottle.key('someone', '::1');
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt += 1)
      await throttle.recordFailure(key);
    expect(await throttle.retryAfterSeconds(key)).toBeGreaterThan(LOGIN_BLOCK_SECONDS - 5);
    await throttle.close();
  });
});
