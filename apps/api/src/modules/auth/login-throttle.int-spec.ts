import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import type request from 'supertest';
import {
  graphql,
  LOGIN_MUTATION,
  loginFrom,
  randomTestAddress,
  sessionCookie,
  signedInAs,
  TEST_PASSWORD,
  TEST_REDIS_URL,
} from '../../../test/auth-helpers';
import { redisNamespace } from '../../../test/redis-namespace';
import { startTestApp, type TestApp } from '../../../test/test-app';
import {
  LOGIN_BLOCK_SECONDS,
  LOGIN_PAIR_KEY_PREFIX,
  LoginThrottle,
  MAX_FAILED_LOGINS,
} from './login-throttle';
import { RateLimitStore } from './rate-limit-store';

async function failFiveTimes(testApp: TestApp, address: string, username: string) {
  for (let attempt = 1; attempt <= MAX_FAILED_LOGINS; attempt += 1) {
    const response = await loginFrom(testApp.app, address, username, `wrong password ${attempt}`);
    expect(response.status).toBe(401);
  }
}

async function simultaneousWrongPasswords(
  testApp: TestApp,
  address: string,
  username: string,
  count: number,
): Promise<number[]> {
  const attempts = Array.from({ length: count }, (_, index) =>
    loginFrom(testApp.app, address, username, `wrong password ${index}`).then((res) => res.status),
  );
  return Promise.all(attempts);
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
    expectBlocked(await loginFrom(testApp.app, '203.0.113.7', 'curator', 'still wrong'));
    // Even the right password is refused from that address while the block lasts.
    expectBlocked(await loginFrom(testApp.app, '203.0.113.7', 'curator', TEST_PASSWORD));
    expectBlocked(await loginFrom(testApp.app, '203.0.113.7', 'CURATOR', TEST_PASSWORD));

    const viaGraphql = await graphql(testApp.app, LOGIN_MUTATION, {
      username: 'curator',
      password: TEST_PASSWORD,
    }).set('X-Forwarded-For', '203.0.113.7');
    expect(viaGraphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(viaGraphql.body.errors[0].extensions.retryAfter).toBeGreaterThan(
      LOGIN_BLOCK_SECONDS - 60,
    );
  });

  it('still lets the real curator sign in from another address', async () => {
    const response = await loginFrom(testApp.app, '198.51.100.20', 'curator', TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect(sessionCookie(response)).toMatch(/^deal_session=/);
  });

  it('blocks an unknown username exactly like a known one', async () => {
    await failFiveTimes(testApp, '203.0.113.9', 'no.such.user');
    expectBlocked(await loginFrom(testApp.app, '203.0.113.9', 'no.such.user', 'anything'));
  });

  it('forgets earlier failures after a successful login', async () => {
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS - 1; attempt += 1) {
      await loginFrom(testApp.app, '192.0.2.44', 'curator', 'wrong');
    }
    expect((await loginFrom(testApp.app, '192.0.2.44', 'curator', TEST_PASSWORD)).status).toBe(200);
    expect((await loginFrom(testApp.app, '192.0.2.44', 'curator', 'wrong')).status).toBe(401);
    expect((await loginFrom(testApp.app, '192.0.2.44', 'curator', TEST_PASSWORD)).status).toBe(200);
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

  it('keeps pair counters under their key prefix and blocks for 15 minutes', async () => {
    const namespace = redisNamespace();
    const store = RateLimitStore.create({
      redisUrl: TEST_REDIS_URL,
      keyNamespace: namespace.env.QUEUE_PREFIX,
    });
    const throttle = new LoginThrottle(store);
    const address = randomTestAddress();
    const pairKey = namespace.counterKey(
      LOGIN_PAIR_KEY_PREFIX,
      LoginThrottle.pairKey('curator', address),
    );
    try {
      for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt += 1) {
        expect(await throttle.begin('curator', address)).toBe(0);
      }
      const retryAfter = await throttle.begin('curator', address);
      expect(retryAfter).toBeGreaterThan(LOGIN_BLOCK_SECONDS - 5);
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_BLOCK_SECONDS);
      expect(await throttle.begin('curator', randomTestAddress())).toBe(0);
      expect(await throttle.begin('someone.else', address)).toBe(0);
      expect(await redis.ttl(pairKey)).toBeGreaterThan(LOGIN_BLOCK_SECONDS - 5);
    } finally {
      await namespace.clear(redis);
      await store.close();
    }
  });

  it('judges at most 5 of 40 simultaneous wrong passwords for one username', async () => {
    const namespace = redisNamespace();
    const testApp = await startTestApp('sqlite', namespace.env);
    const username = `curator_${randomBytes(4).toString('hex')}`;
    const [address, registeredFrom] = [randomTestAddress(), randomTestAddress()];
    try {
      await signedInAs(testApp.app, username, TEST_PASSWORD, registeredFrom);
      const statuses = await simultaneousWrongPasswords(testApp, address, username, 40);
      expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILED_LOGINS);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - MAX_FAILED_LOGINS);
    } finally {
      await namespace.clear(redis);
      await testApp.close();
    }
  });

  it('shares the block between two API processes using the same REDIS_URL', async () => {
    const namespace = redisNamespace();
    const first = await startTestApp('sqlite', namespace.env);
    const second = await startTestApp('sqlite', namespace.env);
    const username = `curator_${randomBytes(4).toString('hex')}`;
    const [blockedAddress, otherAddress] = [randomTestAddress(), randomTestAddress()];
    try {
      await signedInAs(first.app, username, TEST_PASSWORD, otherAddress);
      await failFiveTimes(first, blockedAddress, username);
      expectBlocked(await loginFrom(second.app, blockedAddress, username, TEST_PASSWORD));
      expect((await loginFrom(first.app, otherAddress, username, TEST_PASSWORD)).status).toBe(200);
    } finally {
      await namespace.clear(redis);
      await first.close();
      await second.close();
    }
  });
});

describe('the login throttle without Redis', () => {
  it('judges at most 5 of 40 simultaneous wrong passwords for one username', async () => {
    const testApp = await startTestApp('sqlite');
    try {
      await signedInAs(testApp.app, 'curator');
      const statuses = await simultaneousWrongPasswords(testApp, '203.0.113.70', 'curator', 40);
      expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILED_LOGINS);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - MAX_FAILED_LOGINS);
    } finally {
      await testApp.close();
    }
  });
});
