import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import {
  graphql,
  randomTestAddress,
  registerAccount,
  TEST_PASSWORD,
  TEST_REDIS_URL,
} from '../../../test/auth-helpers';
import { redisNamespace } from '../../../test/redis-namespace';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { User } from '../user/user.entity';
import {
  MAX_REGISTRATIONS_PER_ADDRESS,
  REGISTRATION_KEY_PREFIX,
  REGISTRATION_WINDOW_SECONDS,
} from './registration-limit';

const REGISTER = `mutation Register($username: String!, $password: String!) {
  register(username: $username, password: $password) { ok }
}`;

function registerViaGraphql(testApp: TestApp, address: string, username: string) {
  return graphql(testApp.app, REGISTER, { username, password: TEST_PASSWORD }).set(
    'X-Forwarded-For',
    address,
  );
}

/** Registers `count` accounts from the address, alternating REST and GraphQL. */
async function registerMany(apps: TestApp[], address: string, prefix: string, count: number) {
  for (let index = 0; index < count; index += 1) {
    const testApp = apps[index % apps.length];
    const username = `${prefix}${index}`;
    const response =
      index % 2 === 0
        ? await registerAccount(testApp.app, username, TEST_PASSWORD, address)
        : await registerViaGraphql(testApp, address, username);
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
  }
}

function expectRegistrationRefused(response: request.Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(REGISTRATION_WINDOW_SECONDS - 60);
  expect(retryAfter).toBeLessThanOrEqual(REGISTRATION_WINDOW_SECONDS);
  expect(response.body).toEqual({
    message: 'Too many new accounts from this address. Try again in 60 minutes.',
    retryAfter,
  });
  expect(response.headers['set-cookie']).toBeUndefined();
}

describe('registrations per address, counters in memory', () => {
  let testApp: TestApp;
  const accounts = () => testApp.dataSource.getRepository(User);

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
  });

  afterAll(() => testApp.close());

  it('allows 10 new accounts per address per hour', () => {
    expect(MAX_REGISTRATIONS_PER_ADDRESS).toBe(10);
    expect(REGISTRATION_WINDOW_SECONDS).toBe(60 * 60);
  });

  it('refuses the 11th registration from an address over REST and GraphQL, writing nothing', async () => {
    const address = '203.0.113.80';
    // Refused inputs do not use up the address's registrations.
    for (const password of ['short', 'x'.repeat(73)]) {
      const refused = await registerAccount(testApp.app, 'refused.input', password, address);
      expect(refused.status).toBe(400);
    }
    await registerMany([testApp], address, 'flood', MAX_REGISTRATIONS_PER_ADDRESS - 1);
    // A taken name uses up a registration like any other attempt.
    const duplicate = await registerAccount(testApp.app, 'flood0', TEST_PASSWORD, address);
    expect(duplicate.status).toBe(409);

    const before = await accounts().count();
    expectRegistrationRefused(
      await registerAccount(testApp.app, 'one.too.many', undefined, address),
    );
    const viaGraphql = await registerViaGraphql(testApp, address, 'one.too.many');
    expect(viaGraphql.body.data).toBeNull();
    expect(viaGraphql.body.errors[0].message).toBe(
      'Too many new accounts from this address. Try again in 60 minutes.',
    );
    expect(viaGraphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(viaGraphql.body.errors[0].extensions.retryAfter).toBeGreaterThan(
      REGISTRATION_WINDOW_SECONDS - 60,
    );
    expect(viaGraphql.headers['set-cookie']).toBeUndefined();
    expect(await accounts().count()).toBe(before);
    expect(await accounts().countBy({ usernameNormalized: 'one.too.many' })).toBe(0);
  });

  it('counts tries of a taken name, so probing for usernames meets 429', async () => {
    const address = '203.0.113.81';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      statuses.push((await registerAccount(testApp.app, 'flood0', TEST_PASSWORD, address)).status);
    }
    expect(statuses.slice(0, MAX_REGISTRATIONS_PER_ADDRESS)).toEqual(
      Array(MAX_REGISTRATIONS_PER_ADDRESS).fill(409),
    );
    expect(new Set(statuses.slice(MAX_REGISTRATIONS_PER_ADDRESS))).toEqual(new Set([429]));
  });

  it('lets another address register and the flooding address still sign in', async () => {
    const other = await registerAccount(testApp.app, 'neighbour', TEST_PASSWORD, '198.51.100.80');
    expect(other.status).toBe(200);
    const login = await request(testApp.app)
      .post('/api/login')
      .set('X-Forwarded-For', '203.0.113.80')
      .send({ username: 'flood0', password: TEST_PASSWORD });
    expect(login.status).toBe(200);
  });
});

describe('registrations per address, counters in Redis', () => {
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  });

  afterAll(async () => {
    await redis.quit();
  });

  it('counts the registrations of every API process on the same REDIS_URL together', async () => {
    const namespace = redisNamespace();
    const first = await startTestApp('sqlite', namespace.env);
    const second = await startTestApp('sqlite', namespace.env);
    const address = randomTestAddress();
    const prefix = `flood_${randomBytes(3).toString('hex')}_`;
    try {
      await registerMany([first, second], address, prefix, MAX_REGISTRATIONS_PER_ADDRESS);
      expectRegistrationRefused(
        await registerAccount(first.app, `${prefix}late`, TEST_PASSWORD, address),
      );
      expectRegistrationRefused(
        await registerAccount(second.app, `${prefix}late`, TEST_PASSWORD, address),
      );
      expect(
        await redis.ttl(namespace.counterKey(REGISTRATION_KEY_PREFIX, address)),
      ).toBeGreaterThan(REGISTRATION_WINDOW_SECONDS - 60);
      const written = await Promise.all(
        [first, second].map((testApp) =>
          testApp.dataSource.getRepository(User).countBy({ username: `${prefix}late` }),
        ),
      );
      expect(written).toEqual([0, 0]);
    } finally {
      await namespace.clear(redis);
      await first.close();
      await second.close();
    }
  });

  it('keeps the counters of sites on different QUEUE_PREFIXes of one Redis apart', async () => {
    const [one, other] = [redisNamespace(), redisNamespace()];
    const first = await startTestApp('sqlite', one.env);
    const second = await startTestApp('sqlite', other.env);
    const address = randomTestAddress();
    const prefix = `apart_${randomBytes(3).toString('hex')}_`;
    try {
      await registerMany([first], address, prefix, MAX_REGISTRATIONS_PER_ADDRESS);
      expectRegistrationRefused(
        await registerAccount(first.app, `${prefix}late`, TEST_PASSWORD, address),
      );
      const elsewhere = await registerAccount(second.app, `${prefix}late`, TEST_PASSWORD, address);
      expect(elsewhere.status).toBe(200);
    } finally {
      await one.clear(redis);
      await other.clear(redis);
      await first.close();
      await second.close();
    }
  });
});
