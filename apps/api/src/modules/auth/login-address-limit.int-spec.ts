import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import type request from 'supertest';
import {
  graphql,
  LOGIN_MUTATION,
  loginFrom,
  randomTestAddress,
  signedInAs,
  TEST_PASSWORD,
  TEST_REDIS_URL,
} from '../../../test/auth-helpers';
import { redisNamespace } from '../../../test/redis-namespace';
import { startTestApp, type TestApp } from '../../../test/test-app';
import {
  ADDRESS_BLOCK_SECONDS,
  ADDRESS_WINDOW_SECONDS,
  LOGIN_ADDRESS_KEY_PREFIX,
  MAX_FAILED_LOGINS,
  MAX_FAILED_LOGINS_PER_ADDRESS,
} from './login-throttle';

/** One failure for each of many usernames, so no username+address pair reaches its own limit. */
async function sprayFailures(apps: TestApp[], address: string, usernames: string[]) {
  for (const [index, username] of usernames.entries()) {
    const response = await loginFrom(
      apps[index % apps.length].app,
      address,
      username,
      'Spring2024!',
    );
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Invalid username or password' });
  }
}

function expectAddressBlocked(response: request.Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(ADDRESS_BLOCK_SECONDS - 60);
  expect(retryAfter).toBeLessThanOrEqual(ADDRESS_BLOCK_SECONDS);
  expect(response.body).toEqual({
    message: 'Too many failed logins. Try again in 15 minutes.',
    retryAfter,
  });
  expect(response.headers['set-cookie']).toBeUndefined();
}

const sprayedNames = (count: number) =>
  Array.from({ length: count }, (_, index) => `sprayed.user${index}`);

describe('failed logins per address, counters in memory', () => {
  let testApp: TestApp;
  const sprayer = '203.0.113.66';

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
    await signedInAs(testApp.app, 'curator', TEST_PASSWORD, '198.51.100.1');
  });

  afterAll(() => testApp.close());

  it('allows 50 failures per address within 15 minutes, far above the per-pair limit', () => {
    expect(MAX_FAILED_LOGINS_PER_ADDRESS).toBe(50);
    expect(ADDRESS_WINDOW_SECONDS).toBe(15 * 60);
    expect(ADDRESS_BLOCK_SECONDS).toBe(15 * 60);
    expect(MAX_FAILED_LOGINS_PER_ADDRESS).toBeGreaterThan(MAX_FAILED_LOGINS);
  });

  it('refuses every login from an address once it failed 50 times across usernames, even after a success in between', async () => {
    await sprayFailures([testApp], sprayer, [
      'curator',
      ...sprayedNames(MAX_FAILED_LOGINS_PER_ADDRESS - 2),
    ]);
    // A success from the address forgets its own pair's failures, never the address's.
    expect((await loginFrom(testApp.app, sprayer, 'curator', TEST_PASSWORD)).status).toBe(200);
    await sprayFailures([testApp], sprayer, ['one.more.user']);

    expectAddressBlocked(await loginFrom(testApp.app, sprayer, 'curator', TEST_PASSWORD));
    // Unknown user, wrong password and never-tried names all get the same answer.
    expectAddressBlocked(await loginFrom(testApp.app, sprayer, 'never.tried', 'anything at all'));
    expectAddressBlocked(await loginFrom(testApp.app, sprayer, 'curator', 'wrong password'));

    const viaGraphql = await graphql(testApp.app, LOGIN_MUTATION, {
      username: 'curator',
      password: TEST_PASSWORD,
    }).set('X-Forwarded-For', sprayer);
    expect(viaGraphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(viaGraphql.body.errors[0].extensions.retryAfter).toBeGreaterThan(
      ADDRESS_BLOCK_SECONDS - 60,
    );
  });

  it('leaves other addresses alone', async () => {
    expect((await loginFrom(testApp.app, '198.51.100.2', 'curator', TEST_PASSWORD)).status).toBe(
      200,
    );
    expect((await loginFrom(testApp.app, '198.51.100.2', 'sprayed.user0', 'nope')).status).toBe(
      401,
    );
  });
});

describe('failed logins per address, counters in Redis', () => {
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  });

  afterAll(async () => {
    await redis.quit();
  });

  it('counts the failures of every API process on the same REDIS_URL together', async () => {
    const namespace = redisNamespace();
    const first = await startTestApp('sqlite', namespace.env);
    const second = await startTestApp('sqlite', namespace.env);
    const [sprayer, curatorAddress] = [randomTestAddress(), randomTestAddress()];
    const usernames = sprayedNames(MAX_FAILED_LOGINS_PER_ADDRESS).map(
      (name) => `${name}_${randomBytes(3).toString('hex')}`,
    );
    const curator = `curator_${randomBytes(4).toString('hex')}`;
    try {
      await signedInAs(first.app, curator, TEST_PASSWORD, curatorAddress);
      // Half the failures reach each process; neither saw 50 alone.
      await sprayFailures([first, second], sprayer, usernames);

      expectAddressBlocked(await loginFrom(first.app, sprayer, curator, TEST_PASSWORD));
      expectAddressBlocked(await loginFrom(second.app, sprayer, curator, TEST_PASSWORD));
      const addressKey = namespace.counterKey(LOGIN_ADDRESS_KEY_PREFIX, sprayer);
      expect(await redis.ttl(addressKey)).toBeGreaterThan(ADDRESS_BLOCK_SECONDS - 60);
      // The account lives in the first process's database; its address was never blocked.
      expect((await loginFrom(first.app, curatorAddress, curator, TEST_PASSWORD)).status).toBe(200);
    } finally {
      await namespace.clear(redis);
      await first.close();
      await second.close();
    }
  });
});
