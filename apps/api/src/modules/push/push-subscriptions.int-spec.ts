import { createECDH, randomBytes } from 'node:crypto';
import request from 'supertest';
import { graphql, randomTestAddress, signedInAs } from '../../../test/auth-helpers';
import { insertDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { Subscription } from '../subscription/subscription.entity';
import { PushFanoutRow } from './push-fanout.entity';
import { PushSubscriptionRow } from './push-subscription.entity';
import { MAX_PUSH_SUBSCRIPTIONS_PER_ADDRESS } from './push.service';

/** A browser's PushSubscription.toJSON() on a public push service (an IP literal: no DNS here). */
function browserSubscription(host = '93.184.216.34') {
  return {
    endpoint: `https://${host}/push/${randomBytes(12).toString('base64url')}`,
    expirationTime: null,
    keys: {
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

const EVERY_DEAL = { all: true, sections: [], alerts: false };

const SUBSCRIBE_PUSH = `mutation SubscribePush($input: PushSubscriptionInput!) {
  subscribePush(input: $input) { token follows { all sections alerts } }
}`;
const UNSUBSCRIBE_PUSH = `mutation UnsubscribePush($token: String!) { unsubscribePush(token: $token) }`;
const PUSH_CONFIG = '{ pushConfig { enabled publicKey } }';
const PUSH_DELIVERY = `{ pushDelivery { followers recentFanouts {
  dealId dealTitle startedAt finishedAt sent removed failed } } }`;

async function insertEmailSubscription(testApp: TestApp): Promise<Subscription> {
  const repository = testApp.dataSource.getRepository(Subscription);
  return repository.save(
    repository.create({
      email: `push-${randomBytes(6).toString('hex')}@example.com`,
      frequency: 'daily',
      unsubscribeToken: randomBytes(32).toString('base64url'),
      status: 'active',
    }),
  );
}

function pushClient(testApp: () => TestApp) {
  const subscribe = (body: object, address = randomTestAddress()) =>
    request(testApp().app)
      .post('/api/push/subscriptions')
      .set('X-Forwarded-For', address)
      .send(body);
  const rows = () => testApp().dataSource.getRepository(PushSubscriptionRow).find();
  return { subscribe, rows };
}

describe.each(DIALECTS)('push subscriptions on %s', (dialect) => {
  let testApp: TestApp;
  const { subscribe, rows } = pushClient(() => testApp);

  beforeAll(async () => {
    testApp = await startTestApp(dialect, { VAPID_SUBJECT: 'mailto:ops@example.com' });
  });

  afterAll(() => testApp.close());

  it('answers the key to subscribe with', async () => {
    const answer = await request(testApp.app).get('/api/push/config').expect(200);
    expect(answer.body).toEqual({ enabled: true, publicKey: testApp.config.push!.publicKey });
    expect(answer.headers['cache-control']).toBe('no-store');
    const viaGraphql = await graphql(testApp.app, PUSH_CONFIG);
    expect(viaGraphql.body.data.pushConfig).toEqual(answer.body);
  });

  it('stores a new endpoint (201), and answers a known one 200 with its token, follows replaced', async () => {
    const browser = browserSubscription();
    const first = await subscribe({ ...browser, follows: EVERY_DEAL }).expect(201);
    expect(first.body).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      follows: { ...EVERY_DEAL, stores: [] },
    });

    const sections = ['favorites', 'today', 'today'];
    const again = await subscribe({
      ...browser,
      follows: { all: false, sections, alerts: false },
    }).expect(200);
    expect(again.body).toEqual({
      token: first.body.token,
      follows: { all: false, sections: ['today', 'favorites'], alerts: false, stores: [] },
    });
    const stored = (await rows()).filter((row) => row.endpoint === browser.endpoint);
    expect(stored).toMatchObject([
      {
        token: first.body.token,
        p256dh: browser.keys.p256dh,
        auth: browser.keys.auth,
        followsAll: false,
        followsSections: 'today,favorites',
        followsAlerts: false,
        subscriptionId: null,
        failureCount: 0,
        lastSuccessAt: null,
      },
    ]);
    expect(stored[0].endpointHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps one row when a browser posts the same endpoint twice at once', async () => {
    const browser = browserSubscription();
    const answers = await Promise.all([
      subscribe({ ...browser, follows: EVERY_DEAL }),
      subscribe({ ...browser, follows: EVERY_DEAL }),
    ]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 201]);
    expect(answers[0].body.token).toBe(answers[1].body.token);
    expect((await rows()).filter((row) => row.endpoint === browser.endpoint)).toHaveLength(1);
  });

  it("follows an e-mail subscriber's alerts given the token of their page", async () => {
    const emailSubscription = await insertEmailSubscription(testApp);
    const browser = browserSubscription();
    const follows = { all: false, sections: [], alerts: true };
    const answer = await subscribe({
      ...browser,
      follows,
      subscriptionToken: emailSubscription.unsubscribeToken,
    }).expect(201);
    expect(answer.body.follows).toEqual({ ...follows, stores: [] });
    const [stored] = (await rows()).filter((row) => row.endpoint === browser.endpoint);
    expect(stored).toMatchObject({ followsAlerts: true, subscriptionId: emailSubscription.id });
    // Unsubscribing by e-mail keeps the push subscription, without the alerts' owner.
    await testApp.dataSource.getRepository(Subscription).delete({ id: emailSubscription.id });
    const [kept] = (await rows()).filter((row) => row.endpoint === browser.endpoint);
    expect(kept.subscriptionId).toBeNull();
  });

  it('follows stores without an e-mail subscription, each by its slug, once', async () => {
    const browser = browserSubscription();
    const follows = {
      all: false,
      sections: [],
      alerts: false,
      stores: ['bestbuy', 'https://www.amazon.co.uk/dp/B0TEST0001', 'Amazon'],
    };
    const answer = await subscribe({ ...browser, follows }).expect(201);
    expect(answer.body.follows).toEqual({ ...follows, stores: ['bestbuy', 'amazon'] });
    const [stored] = (await rows()).filter((row) => row.endpoint === browser.endpoint);
    expect(stored).toMatchObject({ followsStores: 'bestbuy,amazon', subscriptionId: null });

    const viaGraphql = await graphql(
      testApp.app,
      `
        mutation SubscribePush($input: PushSubscriptionInput!) {
          subscribePush(input: $input) {
            follows {
              all
              stores
            }
          }
        }
      `,
      { input: { ...browser, follows: { ...follows, stores: ['walmart.com'] } } },
    );
    expect(viaGraphql.body.data.subscribePush.follows).toEqual({ all: false, stores: ['walmart'] });
    const [changed] = (await rows()).filter((row) => row.endpoint === browser.endpoint);
    expect(changed.followsStores).toBe('walmart');
  });

  it('removes a subscription by its token (204), then knows it no more (404)', async () => {
    const browser = browserSubscription();
    const { token } = (await subscribe({ ...browser, follows: EVERY_DEAL }).expect(201)).body;
    const removed = await request(testApp.app).delete(`/api/push/subscriptions/${token}`);
    expect(removed.status).toBe(204);
    expect((await rows()).some((row) => row.token === token)).toBe(false);
    const again = await request(testApp.app).delete(`/api/push/subscriptions/${token}`);
    expect(again.status).toBe(404);
    expect(typeof again.body.message).toBe('string');
    await request(testApp.app).delete('/api/push/subscriptions/not-a-token').expect(404);
  });

  it('mirrors both in GraphQL', async () => {
    const browser = browserSubscription();
    const input = { ...browser, follows: { all: false, sections: ['FASHION'], alerts: false } };
    const stored = await graphql(testApp.app, SUBSCRIBE_PUSH, { input });
    expect(stored.body.data.subscribePush).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      follows: { all: false, sections: ['FASHION'], alerts: false },
    });
    const { token } = stored.body.data.subscribePush;
    const again = await graphql(testApp.app, SUBSCRIBE_PUSH, {
      input: { ...input, follows: EVERY_DEAL },
    });
    expect(again.body.data.subscribePush).toEqual({ token, follows: EVERY_DEAL });

    const removed = await graphql(testApp.app, UNSUBSCRIBE_PUSH, { token });
    expect(removed.body.data).toEqual({ unsubscribePush: true });
    const unknown = await graphql(testApp.app, UNSUBSCRIBE_PUSH, { token });
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');

    const refused = await graphql(testApp.app, SUBSCRIBE_PUSH, {
      input: { ...browserSubscription('10.0.0.1'), follows: EVERY_DEAL },
    });
    expect(refused.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'endpoint',
    });
  });

  const long = `https://93.184.216.34/push/${'a'.repeat(1024)}`;
  const shortKey = createECDH('prime256v1').generateKeys().subarray(0, 33).toString('base64url');
  it.each([
    ['an http: endpoint', { endpoint: 'http://93.184.216.34/push/x' }, 'endpoint'],
    ['a private address', { endpoint: 'https://10.0.0.1/push/x' }, 'endpoint'],
    [
      'loopback without IMPORT_ALLOW_PRIVATE_HOSTS',
      { endpoint: 'https://127.0.0.1:8443/x' },
      'endpoint',
    ],
    ['an IPv6 loopback', { endpoint: 'https://[::1]/push/x' }, 'endpoint'],
    ['an endpoint over 1,024 characters', { endpoint: long }, 'endpoint'],
    [
      'a p256dh of the wrong length',
      { keys: { p256dh: shortKey, auth: 'A'.repeat(22) } },
      'keys.p256dh',
    ],
    [
      'an auth of the wrong length',
      {
        keys: {
          p256dh: browserSubscription().keys.p256dh,
          auth: randomBytes(12).toString('base64url'),
        },
      },
      'keys.auth',
    ],
    ['nothing followed', { follows: { all: false, sections: [], alerts: false } }, 'follows'],
    [
      'an unknown section',
      { follows: { all: false, sections: ['shoes'], alerts: false } },
      'follows.sections[0]',
    ],
    [
      'alerts without a subscriptionToken',
      { follows: { all: false, sections: [], alerts: true } },
      'subscriptionToken',
    ],
    [
      'alerts with an unknown subscriptionToken',
      {
        follows: { all: false, sections: [], alerts: true },
        subscriptionToken: randomBytes(32).toString('base64url'),
      },
      'subscriptionToken',
    ],
    [
      'a link that is no store',
      { follows: { all: false, sections: [], alerts: false, stores: ['bit.ly'] } },
      'follows.stores',
    ],
    [
      'a thirteenth store',
      {
        follows: {
          all: false,
          sections: [],
          alerts: false,
          stores: Array.from({ length: 13 }, (_, at) => `store-${at}`),
        },
      },
      'follows.stores',
    ],
    ['no keys', { keys: undefined }, 'keys'],
  ])('refuses %s with 400 {message, field}, storing nothing', async (_case, change, field) => {
    const before = (await rows()).length;
    const answer = await subscribe({ ...browserSubscription(), follows: EVERY_DEAL, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: expect.any(String), field });
    expect((await rows()).length).toBe(before);
  });

  it('refuses a write from another site (403), storing nothing', async () => {
    const before = (await rows()).length;
    const answer = await request(testApp.app)
      .post('/api/push/subscriptions')
      .set('Origin', 'https://evil.example')
      .send({ ...browserSubscription(), follows: EVERY_DEAL });
    expect(answer.status).toBe(403);
    expect((await rows()).length).toBe(before);
    // The same-origin page's own write goes through.
    await request(testApp.app)
      .post('/api/push/subscriptions')
      .set('Origin', testApp.baseUrl)
      .send({ ...browserSubscription(), follows: EVERY_DEAL })
      .expect(201);
  });

  it(`allows ${MAX_PUSH_SUBSCRIPTIONS_PER_ADDRESS} an hour from one address, then 429`, async () => {
    const address = randomTestAddress();
    for (let attempt = 0; attempt < MAX_PUSH_SUBSCRIPTIONS_PER_ADDRESS; attempt += 1) {
      await subscribe({ ...browserSubscription(), follows: EVERY_DEAL }, address).expect(201);
    }
    const before = (await rows()).length;
    const refused = await subscribe({ ...browserSubscription(), follows: EVERY_DEAL }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await rows()).length).toBe(before);
    await subscribe({ ...browserSubscription(), follows: EVERY_DEAL }).expect(201);
  });

  it('gives the curator the followers and the last 10 fan-outs, newest first, and nobody else', async () => {
    // Older than the sweep's 4 hours: the app's own fan-out leaves it alone.
    const deal = await insertDeal(testApp.dataSource, {
      title: 'Fanned-out deal',
      createdAt: new Date(Date.now() - 24 * 3600_000),
    });
    const fanouts = testApp.dataSource.getRepository(PushFanoutRow);
    const base = Date.parse('2026-11-20T12:00:00.000Z');
    for (let index = 0; index < 12; index += 1) {
      await fanouts.insert({
        dealId: deal.id,
        liveSince: new Date(base + index * 60_000),
        startedAt: new Date(base + index * 60_000),
        finishedAt: index === 11 ? null : new Date(base + index * 60_000 + 5_000),
        sent: index,
        removed: 1,
        failed: 0,
      });
    }
    const curator = await signedInAs(testApp.app, 'push.curator');
    const answer = await graphql(testApp.app, PUSH_DELIVERY, {}, curator);
    const { followers, recentFanouts } = answer.body.data.pushDelivery;
    expect(followers).toBe((await rows()).length);
    expect(recentFanouts).toHaveLength(10);
    expect(recentFanouts[0]).toEqual({
      dealId: deal.id,
      dealTitle: 'Fanned-out deal',
      startedAt: new Date(base + 11 * 60_000).toISOString(),
      finishedAt: null,
      sent: 11,
      removed: 1,
      failed: 0,
    });
    expect(recentFanouts.map((fanout: { sent: number }) => fanout.sent)).toEqual([
      11, 10, 9, 8, 7, 6, 5, 4, 3, 2,
    ]);

    const anonymous = await graphql(testApp.app, PUSH_DELIVERY);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(anonymous.body.data).toBeNull();
  });
});

describe('push subscriptions with IMPORT_ALLOW_PRIVATE_HOSTS=true (tests only)', () => {
  let testApp: TestApp;
  const { subscribe, rows } = pushClient(() => testApp);

  beforeAll(async () => {
    testApp = await startTestApp('sqlite', {
      MAIL_FROM: 'Deals <deals@example.com>',
      IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
    });
  });

  afterAll(() => testApp.close());

  it("lets https endpoints on loopback through, for tests' fake push services", async () => {
    expect(testApp.config.push?.subject).toBe('mailto:deals@example.com');
    for (const host of ['127.0.0.1:8443', '[::1]:8443', 'localhost:8443']) {
      await subscribe({ ...browserSubscription(host), follows: EVERY_DEAL }).expect(201);
    }
  });

  it('still refuses other private addresses and plain http', async () => {
    for (const endpoint of [
      'https://10.0.0.1/push/x',
      'https://192.168.1.2/x',
      'http://127.0.0.1/x',
    ]) {
      const before = (await rows()).length;
      const answer = await subscribe({ ...browserSubscription(), endpoint, follows: EVERY_DEAL });
      expect(answer.status).toBe(400);
      expect(answer.body.field).toBe('endpoint');
      expect((await rows()).length).toBe(before);
    }
  });
});

describe('push subscriptions with push off', () => {
  let testApp: TestApp;
  const { subscribe, rows } = pushClient(() => testApp);

  beforeAll(async () => {
    // No VAPID_SUBJECT, no MAIL_FROM, and PUBLIC_URL on localhost: no subject, so push is off.
    testApp = await startTestApp('sqlite');
  });

  afterAll(() => testApp.close());

  it('answers 503 and pushConfig.enabled false, storing nothing', async () => {
    expect(testApp.config.push).toBeNull();
    const answer = await subscribe({ ...browserSubscription(), follows: EVERY_DEAL });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: 'Push notifications are off on this site.' });
    expect(await rows()).toEqual([]);
    await request(testApp.app)
      .get('/api/push/config')
      .expect(200, { enabled: false, publicKey: null });
    const viaGraphql = await graphql(testApp.app, PUSH_CONFIG);
    expect(viaGraphql.body.data.pushConfig).toEqual({ enabled: false, publicKey: null });
    const mutation = await graphql(testApp.app, SUBSCRIBE_PUSH, {
      input: { ...browserSubscription(), follows: EVERY_DEAL },
    });
    expect(mutation.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
  });
});
