import { startTestSmtpServer, type TestSmtpServer } from '@deal-site/digest-delivery/testing';
import request from 'supertest';
import { randomTestAddress } from '../../../test/auth-helpers';
import { mailEnv } from '../../../test/mail-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { Subscription } from '../subscription/subscription.entity';
import { SubscriptionAlert } from './subscription-alert.entity';

let sequence = 0;
const uniqueEmail = () => `store.alerts.${Date.now()}.${(sequence += 1)}@example.com`;
const linkToken = (letter: string) =>
  `${letter}${String(sequence).padStart(6, '0')}${'p'.repeat(36)}`;

const askStoreAlert = (testApp: TestApp, body: Record<string, unknown>) =>
  request(testApp.app)
    .post('/api/store-alerts')
    .set('X-Forwarded-For', randomTestAddress())
    .send(body);

async function alertsOfIn(testApp: TestApp, email: string) {
  const subscription = await testApp.dataSource.getRepository(Subscription).findOneBy({ email });
  if (!subscription) return null;
  const alerts = await testApp.dataSource
    .getRepository(SubscriptionAlert)
    .find({ where: { subscriptionId: subscription.id }, order: { id: 'ASC' } });
  return alerts.map(({ kind, value, frequency }) => [kind, value, frequency]);
}

describe.each(DIALECTS)('"Alert me about {store}": POST /api/store-alerts on %s', (dialect) => {
  let testApp: TestApp;

  const ask = (body: Record<string, unknown>) => askStoreAlert(testApp, body);
  const alertsOf = (email: string) => alertsOfIn(testApp, email);

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
        unsubscribeToken: linkToken('s'),
        status: 'pending',
        confirmToken: linkToken('c'),
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

describe.each(DIALECTS)(
  '"Alert me about {store}" for a confirmed subscriber, with mail, on %s',
  (dialect) => {
    /** The test app's PUBLIC_URL (mailEnv): the origin the site's own pages post from. */
    const SITE = 'https://deals.example.com';
    let smtp: TestSmtpServer;
    let testApp: TestApp;

    const ask = (body: Record<string, unknown>) =>
      request(testApp.app)
        .post('/api/store-alerts')
        .set('X-Forwarded-For', randomTestAddress())
        .send(body);

    beforeAll(async () => {
      smtp = await startTestSmtpServer();
      testApp = await startTestApp(dialect, mailEnv(smtp.url));
    });

    afterAll(async () => {
      await testApp.close();
      await smtp.close();
    });

    it('mails a link that offers the alert on their page, once per 10 minutes; adding it there keeps it', async () => {
      const email = uniqueEmail();
      const subscriptions = testApp.dataSource.getRepository(Subscription);
      const { unsubscribeToken } = await subscriptions.save(
        subscriptions.create({
          email,
          frequency: 'weekly',
          unsubscribeToken: linkToken('m'),
          status: 'active',
          confirmToken: null,
        }),
      );

      const answer = await ask({ email, store: 'bestbuy.com' }).expect(202);
      expect(answer.body).toEqual({ email, frequency: 'weekly', status: 'active' });
      const [mail] = await smtp.waitForMails(email, 1);
      expect(mail.parsed.subject).toBe('Confirm your Best Buy deal alert | Daily Deals');
      const pagePath = `/subscription/${unsubscribeToken}?store=bestbuy`;
      expect(mail.parsed.text).toContain(`${SITE}${pagePath}\n`);
      // Nothing changes until the owner adds it, and asking again at once sends nothing more.
      expect(await alertsOfIn(testApp, email)).toEqual([]);
      await ask({ email, store: 'bestbuy' }).expect(202);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mailsTo(email)).toHaveLength(1);

      const page = await request(testApp.app).get(pagePath).expect(200);
      expect(page.text).toContain('to get Best Buy deals as soon as they are posted');
      expect(page.text).toMatch(/<input[^>]*name="value"[^>]*value="Best Buy"/);
      await request(testApp.app)
        .post(`/subscription/${unsubscribeToken}`)
        .set('Origin', SITE)
        .type('form')
        .send('action=add&kind=store&value=Best%20Buy&when=instant')
        .expect(303);
      expect(await alertsOfIn(testApp, email)).toEqual([['store', 'bestbuy', 'instant']]);
      const again = await request(testApp.app).get(pagePath).expect(200);
      expect(again.text).toContain('You already have this alert: Best Buy.');
    });
  },
);
