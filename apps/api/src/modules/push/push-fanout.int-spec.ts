import { waitFor } from '@deal-site/jobs/testing';
import {
  ABANDONED_PUSH_CLAIM_MS,
  MAX_PUSH_PAYLOAD_BYTES,
  PushFanoutRunner,
  SqlPushStore,
  sendWithWebPush,
  type SendPush,
} from '@deal-site/web-push-delivery';
import pino from 'pino';
import request from 'supertest';
import { generateVAPIDKeys } from 'web-push';
import { randomTestAddress, signedInAs } from '../../../test/auth-helpers';
import { dealInput, insertDeal, loadDeal } from '../../../test/deal-fixtures';
import { FakePushService, type FakeSubscription } from '../../../test/fake-push-service';
import {
  insertAlertSubscriber,
  insertPushSubscription,
  type Follows,
} from '../../../test/push-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { PushDeliveryRow } from './push-delivery.entity';
import { PushFanoutRow } from './push-fanout.entity';
import { PushSubscriptionRow } from './push-subscription.entity';

const PUSH_ENV = {
  // The fake push service listens on loopback https.
  IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
  VAPID_SUBJECT: 'mailto:push-test@example.com',
};
const HOUR = 60 * 60 * 1000;

/** A deal stamped now to the microsecond (the column's default has whole seconds on SQLite). */
const newDeal = (
  dataSource: TestApp['dataSource'],
  fields: Parameters<typeof insertDeal>[1] = {},
) => insertDeal(dataSource, { createdAt: new Date(), ...fields });

describe.each(DIALECTS)('deal pushes from the API’s in-process sweep on %s', (dialect) => {
  let service: FakePushService;
  let testApp: TestApp;
  let curator: string;

  /** A browser opting in through the real subscription API. */
  const follower = async (
    { all = false, sections = [], alerts = false, stores = [] }: Follows,
    subscriptionToken?: string,
  ): Promise<FakeSubscription> => {
    const subscription = service.createFakeSubscription();
    await request(testApp.app)
      .post('/api/push/subscriptions')
      .set('X-Forwarded-For', randomTestAddress())
      .send({
        ...subscription,
        expirationTime: null,
        follows: { all, sections, alerts, stores },
        ...(subscriptionToken ? { subscriptionToken } : {}),
      })
      .expect(201);
    return subscription;
  };

  const postDeal = async (fields: Record<string, unknown> = {}) => {
    const response = await request(testApp.app)
      .post('/api/deals')
      .set('Cookie', curator)
      .send(dealInput(fields))
      .expect(201);
    return response.body as { id: number; title: string };
  };

  const finishedFanout = (dealId: number) =>
    testApp.dataSource
      .getRepository(PushFanoutRow)
      .findOneBy({ dealId })
      .then((row) => (row?.finishedAt ? row : null));

  const waitForFinishedFanout = async (dealId: number) => {
    await waitFor(async () => (await finishedFanout(dealId)) !== null, {
      timeoutMs: 30_000,
      what: `the fan-out of deal ${dealId} to finish`,
    });
    return (await finishedFanout(dealId))!;
  };

  beforeAll(async () => {
    service = await FakePushService.start();
    testApp = await startTestApp(dialect, PUSH_ENV, {
      serviceTestOptions: {
        pushFanout: {
          everyMs: 500,
          retryPolicy: { attempts: 3, firstDelayMs: 50, maxDelayMs: 2_000 },
        },
      },
    });
    curator = await signedInAs(testApp.app, `push.curator.${dialect}`);
  });

  afterAll(async () => {
    await testApp.close();
    await service.close();
  });

  beforeEach(async () => {
    await testApp.dataSource.query('DELETE FROM `push_subscriptions`');
  });

  afterEach(() => {
    expect(service.errors).toEqual([]);
  });

  it('sends a new deal to its followers within a minute, once, signed, encrypted and as the contract says; others get nothing', async () => {
    const everything = await follower({ all: true });
    const fashion = await follower({ sections: ['fashion'] });
    const todayOnly = await follower({ sections: ['today', 'favorites'] });

    const createdAt = Date.now();
    const deal = await postDeal({
      category: 'fashion',
      percentOff: 50,
      imageUrl: 'https://images.example/a.jpg\nhttps://images.example/b.jpg',
    });
    await waitFor(
      () =>
        service.delivered(everything.endpoint).length === 1 &&
        service.delivered(fashion.endpoint).length === 1,
      { timeoutMs: 60_000, what: 'the deal to reach both followers' },
    );
    const [message] = service.delivered(everything.endpoint);
    expect(message.receivedAt - createdAt).toBeLessThan(60_000);

    const fanout = await waitForFinishedFanout(deal.id);
    expect(fanout).toMatchObject({ sent: 2, removed: 0, failed: 0 });
    // Further sweeps send nothing more.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(service.received(everything.endpoint)).toHaveLength(1);
    expect(service.received(fashion.endpoint)).toHaveLength(1);
    expect(service.received(todayOnly.endpoint)).toEqual([]);

    expect(message).toMatchObject({
      ttl: '14400',
      urgency: 'normal',
      topic: `deal-${deal.id}`,
      vapid: { sub: 'mailto:push-test@example.com', publicKey: testApp.config.push!.publicKey },
    });
    expect(message.payload).toEqual({
      id: deal.id,
      title: deal.title,
      price: '50% OFF',
      image: 'https://images.example/a.jpg',
      url: `/deals/${deal.id}?src=push`,
    });
    expect(Buffer.byteLength(JSON.stringify(message.payload))).toBeLessThanOrEqual(
      MAX_PUSH_PAYLOAD_BYTES,
    );
    // RFC 8188's header and one record's padding and tag on top of the payload.
    expect(message.bodyBytes).toBeLessThanOrEqual(MAX_PUSH_PAYLOAD_BYTES + 103);

    const rows = testApp.dataSource.getRepository(PushSubscriptionRow);
    const sent = await rows.findOneByOrFail({ endpoint: everything.endpoint });
    expect(sent.lastSuccessAt).not.toBeNull();
    expect(
      await testApp.dataSource.getRepository(PushDeliveryRow).findBy({ dealId: deal.id }),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pushSubscriptionId: sent.id, state: 'sent' }),
      ]),
    );
  });

  it('sends a scheduled deal when it goes public, not when the curator saves it', async () => {
    const everything = await follower({ all: true });
    // A subscription made after the deal was saved, before it goes public, gets it too.
    const publishAt = new Date(Date.now() + 2_500);
    const deal = await postDeal({ publishAt: publishAt.toISOString() });
    const lateComer = await follower({ all: true });
    await new Promise((resolve) => setTimeout(resolve, publishAt.getTime() - Date.now() - 300));
    expect(service.received(everything.endpoint)).toEqual([]);
    expect(await finishedFanout(deal.id)).toBeNull();

    await waitFor(
      () =>
        service.delivered(everything.endpoint).length === 1 &&
        service.delivered(lateComer.endpoint).length === 1,
      { timeoutMs: 30_000, what: 'the scheduled deal to reach both followers' },
    );
    const [message] = service.delivered(everything.endpoint);
    expect(message.receivedAt).toBeGreaterThanOrEqual(publishAt.getTime());
    expect(message.payload).toMatchObject({ id: deal.id, url: `/deals/${deal.id}?src=push` });
    expect((await waitForFinishedFanout(deal.id)).sent).toBe(2);
  });

  it('deletes subscriptions the push service answers 404 or 410 for, retries 429 after its Retry-After, and gives up on endless 429s', async () => {
    const gone = await follower({ all: true });
    const unknown = await follower({ all: true });
    const busy = await follower({ all: true });
    const swamped = await follower({ all: true });
    service.answerNext(gone.endpoint, 410);
    service.answerNext(unknown.endpoint, 404);
    service.answerNext(busy.endpoint, 429, 1, 1);
    service.answerNext(swamped.endpoint, 429, 5, 0);

    const deal = await postDeal();
    const fanout = await waitForFinishedFanout(deal.id);
    expect(fanout).toMatchObject({ sent: 1, removed: 2, failed: 1 });

    const rows = testApp.dataSource.getRepository(PushSubscriptionRow);
    expect(await rows.findOneBy({ endpoint: gone.endpoint })).toBeNull();
    expect(await rows.findOneBy({ endpoint: unknown.endpoint })).toBeNull();

    const [refused, taken] = service.received(busy.endpoint);
    expect([refused.status, taken.status]).toEqual([429, 201]);
    // Retry-After: 1 was honoured.
    expect(taken.receivedAt - refused.receivedAt).toBeGreaterThanOrEqual(950);
    expect(service.delivered(busy.endpoint)).toHaveLength(1);

    expect(service.received(swamped.endpoint).map(({ status }) => status)).toEqual([429, 429, 429]);
    const failed = await rows.findOneByOrFail({ endpoint: swamped.endpoint });
    expect(failed).toMatchObject({ failureCount: 1, lastSuccessAt: null });
    expect(failed.lastFailureAt).not.toBeNull();
    expect(
      await testApp.dataSource
        .getRepository(PushDeliveryRow)
        .findOneBy({ dealId: deal.id, pushSubscriptionId: failed.id }),
    ).toMatchObject({ state: 'failed' });
    // The failed one is not offered again by later sweeps.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(service.received(swamped.endpoint)).toHaveLength(3);
  });
  it('sends a browser following its e-mail alerts the new deal its keyword alert matches, and not another', async () => {
    const subscriber = await insertAlertSubscriber(testApp.dataSource, [
      { kind: 'keyword', value: 'air fryer' },
    ]);
    const alerts = await follower({ alerts: true }, subscriber.unsubscribeToken);
    const other = await postDeal({ title: 'Frying pan', description: 'Non-stick' });
    const matching = await postDeal({ title: 'Air Fryer XL', description: 'Crisp' });
    await waitForFinishedFanout(other.id);
    await waitForFinishedFanout(matching.id);
    expect(service.received(alerts.endpoint).map(({ payload }) => payload)).toEqual([
      expect.objectContaining({ id: matching.id, title: 'Air Fryer XL' }),
    ]);
  });

  it('sends a browser following a store without e-mail that store’s new deals only', async () => {
    const storeFollower = await follower({ stores: ['bestbuy'] });
    const elsewhere = await postDeal({
      title: 'Desk lamp',
      affiliateLink: 'https://www.walmart.com/ip/desk-lamp/123',
    });
    const atTheStore = await postDeal({
      title: 'OLED TV',
      affiliateLink: 'https://www.bestbuy.com/site/oled-tv/6501.p',
    });
    await waitForFinishedFanout(elsewhere.id);
    await waitForFinishedFanout(atTheStore.id);
    expect(service.received(storeFollower.endpoint).map(({ payload }) => payload)).toEqual([
      expect.objectContaining({ id: atTheStore.id, title: 'OLED TV' }),
    ]);
  });
});

describe.each(DIALECTS)('one deal push sweep on %s', (dialect) => {
  let service: FakePushService;
  let testApp: TestApp;
  let curator: string;
  const vapid = { ...generateVAPIDKeys(), subject: 'mailto:push-test@example.com' };

  const runner = (send: SendPush = sendWithWebPush, { allowLoopback = true } = {}) =>
    new PushFanoutRunner({
      store: new SqlPushStore(testApp.dataSource),
      vapid,
      publicUrl: testApp.config.publicUrl,
      allowLoopback,
      logger: pino({ level: 'silent' }),
      retryPolicy: { attempts: 2, firstDelayMs: 10, maxDelayMs: 100 },
      concurrency: 1,
      send,
    });

  const follower = async (follows: Follows, emailSubscriptionId: number | null = null) => {
    const subscription = service.createFakeSubscription();
    await insertPushSubscription(testApp.dataSource, subscription, follows, emailSubscriptionId);
    return subscription;
  };

  beforeAll(async () => {
    service = await FakePushService.start();
    // No VAPID subject: push is off, nothing sweeps in the background; the test runs each sweep.
    testApp = await startTestApp(dialect, { IMPORT_ALLOW_PRIVATE_HOSTS: 'true' });
    expect(testApp.config.push).toBeNull();
    curator = await signedInAs(testApp.app, `push.sweep.curator.${dialect}`);
  });

  beforeEach(async () => {
    // Each test's deals alone.
    await testApp.dataSource.query('DELETE FROM `deals`');
    await testApp.dataSource.query('DELETE FROM `push_subscriptions`');
  });

  afterAll(async () => {
    await testApp.close();
    await service.close();
  });

  afterEach(() => {
    expect(service.errors).toEqual([]);
  });

  it('never sends an expired, archived or deleted deal, nor one that expires while it is being sent', async () => {
    const first = await follower({ all: true });
    const second = await follower({ all: true });
    await newDeal(testApp.dataSource, { expiresAt: new Date(Date.now() - 1_000) });
    await newDeal(testApp.dataSource, { active: false });
    const deleted = await newDeal(testApp.dataSource);
    await request(testApp.app)
      .delete(`/api/deals/${deleted.id}`)
      .set('Cookie', curator)
      .expect(200);
    expect(await runner().run('manual')).toEqual({ deals: 0, sent: 0, removed: 0, failed: 0 });

    const expiring = await newDeal(testApp.dataSource);
    // The deal expires once the first message is out: the second follower never gets it.
    const expireAfterFirst: SendPush = async (subscription, payload, options) => {
      const answer = await sendWithWebPush(subscription, payload, options);
      await testApp.services.deals.expireNow(expiring.id);
      return answer;
    };
    const counts = await runner(expireAfterFirst).run('manual');
    expect(counts.sent).toBe(1);
    expect(service.received(first.endpoint)).toHaveLength(1);
    expect(service.received(second.endpoint)).toEqual([]);
  });

  it('judges the address an endpoint resolves to when it sends: a name that now points at loopback gets nothing unless loopback is allowed', async () => {
    // Stored while its name was public; since then it resolves to 127.0.0.1.
    const fake = service.createFakeSubscription();
    const rebound = { ...fake, endpoint: fake.endpoint.replace('//127.0.0.1:', '//localhost:') };
    await insertPushSubscription(testApp.dataSource, rebound, { all: true });
    await newDeal(testApp.dataSource);

    const refused = await runner(sendWithWebPush, { allowLoopback: false }).run('manual');
    expect(refused).toEqual({ deals: 1, sent: 0, removed: 0, failed: 1 });
    expect(service.received(fake.endpoint)).toEqual([]);

    // The same name, the same certificate: with loopback allowed the message goes through.
    await testApp.dataSource.query('DELETE FROM `push_deliveries`');
    await testApp.dataSource.query('DELETE FROM `push_fanouts`');
    expect((await runner().run('manual')).sent).toBe(1);
    expect(service.delivered(fake.endpoint)).toHaveLength(1);
  });

  it('sends a deal once per follower whatever runs at once or again', async () => {
    const followers = await Promise.all([1, 2, 3, 4].map(() => follower({ all: true })));
    const deal = await newDeal(testApp.dataSource);
    const [a, b] = await Promise.all([runner().run('manual'), runner().run('manual')]);
    expect(a.sent + b.sent).toBe(4);
    expect(await runner().run('manual')).toEqual({ deals: 0, sent: 0, removed: 0, failed: 0 });
    for (const { endpoint } of followers) expect(service.received(endpoint)).toHaveLength(1);
    expect(
      await testApp.dataSource.getRepository(PushFanoutRow).findBy({ dealId: deal.id }),
    ).toEqual([expect.objectContaining({ sent: 4 })]);
  });

  it('takes over the claim of a sender that died once it is 2 minutes old, and finishes the fan-out only then', async () => {
    const subscription = await follower({ all: true });
    const deal = await newDeal(testApp.dataSource);
    const row = await testApp.dataSource
      .getRepository(PushSubscriptionRow)
      .findOneByOrFail({ endpoint: subscription.endpoint });
    const deliveries = testApp.dataSource.getRepository(PushDeliveryRow);
    // A sweep claimed it, then its worker was killed before sending.
    await deliveries.insert({
      dealId: deal.id,
      pushSubscriptionId: row.id,
      state: 'claimed',
      claimedAt: new Date(Date.now() - 30_000),
      sentAt: null,
    });
    expect((await runner().run('manual')).sent).toBe(0);
    const fanouts = testApp.dataSource.getRepository(PushFanoutRow);
    expect(await fanouts.findOneByOrFail({ dealId: deal.id })).toMatchObject({ finishedAt: null });

    await deliveries.update(
      { dealId: deal.id, pushSubscriptionId: row.id },
      { claimedAt: new Date(Date.now() - ABANDONED_PUSH_CLAIM_MS - 1_000) },
    );
    expect(await runner().run('manual')).toEqual({ deals: 1, sent: 1, removed: 0, failed: 0 });
    expect(service.received(subscription.endpoint)).toHaveLength(1);
    expect(
      await deliveries.findOneByOrFail({ dealId: deal.id, pushSubscriptionId: row.id }),
    ).toMatchObject({ state: 'sent' });
  });

  it('sends an alert follower the deals its e-mail subscription’s keyword and store alerts match, and no other', async () => {
    const subscriber = await insertAlertSubscriber(testApp.dataSource, [
      { kind: 'keyword', value: 'creme brulee' },
      { kind: 'store', value: 'walmart' },
    ]);
    const alerts = await follower({ alerts: true }, subscriber.id);
    const matching = await newDeal(testApp.dataSource, {
      title: 'Crème Brûlée torch',
      affiliateLink: 'https://www.amazon.com/dp/B0BRULEE01',
    });
    const atWalmart = await newDeal(testApp.dataSource, {
      title: 'Kettle',
      affiliateLink: 'https://www.walmart.com/ip/123',
    });
    await newDeal(testApp.dataSource, {
      title: 'Crème brûlées set of 4',
      affiliateLink: 'https://www.amazon.com/dp/B0BRULEE02',
    });
    await runner().run('manual');
    expect(
      service
        .delivered(alerts.endpoint)
        .map(({ payload }) => (payload as { id: number }).id)
        .sort(),
    ).toEqual([matching.id, atWalmart.id].sort());
  });

  it('sends a deal brought back from expiry to those who subscribed since, and not one that went live over 4 hours ago', async () => {
    const longAgo = new Date(Date.now() - 5 * HOUR);
    const stale = await newDeal(testApp.dataSource, { createdAt: longAgo });
    const expired = await newDeal(testApp.dataSource, {
      createdAt: longAgo,
      expiresAt: new Date(Date.now() - HOUR),
    });
    const subscription = await follower({ all: true });
    expect((await runner().run('manual')).sent).toBe(0);

    await request(testApp.app)
      .put(`/api/deals/${expired.id}`)
      .set('Cookie', curator)
      .send({ expiresAt: null })
      .expect(200);
    const brought = await loadDeal(testApp.dataSource, expired.id);
    expect(brought!.liveSince!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // An edit of a live deal leaves it as it was.
    await request(testApp.app)
      .put(`/api/deals/${stale.id}`)
      .set('Cookie', curator)
      .send({ expiresAt: new Date(Date.now() + HOUR).toISOString() })
      .expect(200);
    expect((await loadDeal(testApp.dataSource, stale.id))!.liveSince).toBeNull();

    expect((await runner().run('manual')).sent).toBe(1);
    expect(service.delivered(subscription.endpoint).map(({ payload }) => payload)).toEqual([
      expect.objectContaining({ id: expired.id }),
    ]);
  });
});
