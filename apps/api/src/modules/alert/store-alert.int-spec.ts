import request from 'supertest';
import { randomTestAddress } from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { Subscription } from '../subscription/subscription.entity';
import { SubscriptionAlert } from './subscription-alert.entity';

let sequence = 0;
const uniqueEmail = () => `store.alerts.${Date.now()}.${(sequence += 1)}@example.com`;

describe.each(DIALECTS)('"Alert me about {store}": POST /api/store-alerts on %s', (dialect) => {
  let testApp: TestApp;

  const ask = (body: Record<string, unknown>) =>
    request(testApp.app)
      .post('/api/store-alerts')
      .set('X-Forwarded-For', randomTestAddress())
      .send(body);
  const alertsOf = async (email: string) => {
    const subscription = await testApp.dataSource.getRepository(Subscription).findOneBy({ email });
    if (!subscription) return null;
    const alerts = await testApp.dataSource
      .getRepository(SubscriptionAlert)
      .find({ where: { subscriptionId: subscription.id }, order: { id: 'ASC' } });
    return alerts.map(({ kind, value, frequency }) => [kind, value, frequency]);
  };

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
  });

  afterAll(() => testApp.close());

  it('subscribes a new address with an instant alert of the store, by slug', async () => {
    const email = uniqueEmail();
    const answer = await ask({ email, frequency: 'weekly', store: 'bestbuy' }).expect(201);
    expect(answer.body).toEqual({ email, frequency: 'weekly', status: 'active' });
    expect(await alertsOf(email)).toEqual([['store', 'bestbuy', 'instant']]);
  });

  it('leaves a confirmed address alone: 409 as for /api/subscribe, no alert added', async () => {
    const email = uniqueEmail();
    await ask({ email, store: 'amazon' }).expect(201);
    const again = await ask({ email, store: 'walmart' }).expect(409);
    expect(again.body).toMatchObject({ frequency: 'daily' });
    expect(await alertsOf(email)).toEqual([['store', 'amazon', 'instant']]);
  });

  it('adds the alert to a subscription still waiting for its confirmation, once', async () => {
    const email = uniqueEmail();
    const subscriptions = testApp.dataSource.getRepository(Subscription);
    await subscriptions.save(
      subscriptions.create({
        email,
        frequency: 'daily',
        unsubscribeToken: `s${String(sequence).padStart(6, '0')}${'p'.repeat(36)}`,
        status: 'pending',
        confirmToken: `c${String(sequence).padStart(6, '0')}${'p'.repeat(36)}`,
      }),
    );
    await ask({ email, store: 'www.ebay.co.uk' }).expect(200);
    await ask({ email, store: 'ebay' }).expect(200);
    expect(await alertsOf(email)).toEqual([['store', 'ebay', 'instant']]);
  });

  it('refuses what is no store, subscribing nobody', async () => {
    const email = uniqueEmail();
    const refused = await ask({ email, store: 'bit.ly' }).expect(400);
    expect(refused.body).toMatchObject({
      message: 'Pick a store listed, or enter its name or web address.',
      field: 'store',
    });
    await ask({ email }).expect(400);
    expect(await alertsOf(email)).toBeNull();
  });
});
