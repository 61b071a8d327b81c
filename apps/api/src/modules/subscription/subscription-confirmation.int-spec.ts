import { SqlDigestStore, purgeUnconfirmedSubscriptions } from '@deal-site/digest-delivery';
import { startTestSmtpServer, type TestSmtpServer } from '@deal-site/digest-delivery/testing';
import request from 'supertest';
import { graphql, randomTestAddress } from '../../../test/auth-helpers';
import { confirmPath, mailEnv } from '../../../test/mail-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { Subscription } from './subscription.entity';

let sequence = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${(sequence += 1)}@example.com`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DIALECTS)('double opt-in with mail configured, on %s', (dialect) => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;

  const subscribe = (body: object) =>
    request(testApp.app)
      .post('/api/subscribe')
      .set('X-Forwarded-For', randomTestAddress())
      .send(body);
  const stored = (email: string) =>
    testApp.dataSource.getRepository(Subscription).findOneBy({ email });
  const backdate = (email: string, column: string, ms: number) =>
    testApp.dataSource
      .createQueryBuilder()
      .update(Subscription)
      .set({ [column]: new Date(Date.now() - ms) })
      .where('email = :email', { email })
      .execute();

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await startTestApp(dialect, mailEnv(smtp.url));
  });

  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('keeps a new subscription pending and mails a confirmation link that confirms it, idempotently', async () => {
    const email = uniqueEmail('optin');
    const response = await subscribe({ email, frequency: 'weekly' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ email, frequency: 'weekly', status: 'pending' });

    const [confirmation] = await smtp.waitForMails(email, 1);
    expect(confirmation.parsed.subject).toMatch(/confirm/i);
    const path = confirmPath(confirmation.parsed);
    expect((await stored(email))?.status).toBe('pending');

    for (let visit = 0; visit < 2; visit += 1) {
      const page = await request(testApp.app).get(path);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.text).toContain('Subscription confirmed');
      expect(page.text).toContain(email);
    }
    const confirmed = await stored(email);
    expect(confirmed).toMatchObject({ status: 'active', frequency: 'weekly' });
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);

    const again = await subscribe({ email, frequency: 'daily' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'This e-mail address is already subscribed',
      frequency: 'weekly',
    });
    expect(smtp.mailsTo(email)).toHaveLength(1);
  });

  it('re-sends the confirmation to a pending address at most once per 10 minutes', async () => {
    const email = uniqueEmail('again');
    await subscribe({ email }).expect(201);
    await smtp.waitForMails(email, 1);

    const repeats = await Promise.all([subscribe({ email }), subscribe({ email })]);
    expect(repeats.map((response) => response.status)).toEqual([200, 200]);
    expect(repeats[0].body).toEqual({ email, frequency: 'daily', status: 'pending' });
    await sleep(300);
    expect(smtp.mailsTo(email)).toHaveLength(1);

    await backdate(email, 'confirmationSentAt', 11 * 60 * 1000);
    const [later, racing] = await Promise.all([subscribe({ email }), subscribe({ email })]);
    expect([later.status, racing.status]).toEqual([200, 200]);
    const mails = await smtp.waitForMails(email, 2);
    await sleep(300);
    expect(smtp.mailsTo(email)).toHaveLength(2);
    expect(confirmPath(mails[1].parsed)).toBe(confirmPath(mails[0].parsed));
  });

  it('starts a paused address over when it signs up again: pending, a new link, refusals forgotten', async () => {
    const email = uniqueEmail('paused');
    await subscribe({ email, frequency: 'weekly' }).expect(201);
    const [first] = await smtp.waitForMails(email, 1);
    const firstPath = confirmPath(first.parsed);
    await request(testApp.app).get(firstPath).expect(200);
    await testApp.dataSource
      .getRepository(Subscription)
      .update({ email }, { status: 'paused', consecutiveFailures: 3 });

    const asks = await Promise.all([
      subscribe({ email, frequency: 'daily' }),
      subscribe({ email, frequency: 'daily' }),
    ]);
    expect(asks.map((response) => response.status)).toEqual([200, 200]);
    expect(asks[0].body).toEqual({ email, frequency: 'daily', status: 'pending' });
    expect(await stored(email)).toMatchObject({
      status: 'pending',
      frequency: 'daily',
      consecutiveFailures: 0,
    });
    const mails = await smtp.waitForMails(email, 2);
    await sleep(300);
    expect(smtp.mailsTo(email)).toHaveLength(2);
    const secondPath = confirmPath(mails[1].parsed);
    expect(secondPath).not.toBe(firstPath);

    await request(testApp.app).get(firstPath).expect(404);
    expect((await stored(email))?.status).toBe('pending');
    await request(testApp.app).get(secondPath).expect(200);
    expect((await stored(email))?.status).toBe('active');
  });

  it('answers the status over GraphQL too', async () => {
    const email = uniqueEmail('graphql');
    const response = await graphql(
      testApp.app,
      `
        mutation Subscribe($email: String!) {
          subscribe(email: $email) {
            email
            frequency
            status
          }
        }
      `,
      { email },
    );
    expect(response.body).toEqual({
      data: { subscribe: { email, frequency: 'daily', status: 'pending' } },
    });
  });

  it('answers a 404 page for an unknown or malformed confirmation token, changing nothing', async () => {
    for (const token of ['C'.repeat(43), 'short', `${'d'.repeat(43)}<script>`]) {
      const page = await request(testApp.app).get(`/subscribe/confirm/${token}`);
      expect(page.status).toBe(404);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.text).toContain('This confirmation link is not valid');
      expect(page.text).not.toContain('<script>');
    }
  });

  it('removes pending subscriptions never confirmed after 7 days, and nothing else', async () => {
    const stale = uniqueEmail('stale');
    const recent = uniqueEmail('recent');
    const oldButConfirmed = uniqueEmail('confirmed');
    for (const email of [stale, recent, oldButConfirmed]) await subscribe({ email }).expect(201);
    const [confirmation] = await smtp.waitForMails(oldButConfirmed, 1);
    await request(testApp.app).get(confirmPath(confirmation.parsed)).expect(200);
    await backdate(stale, 'createdAt', 7 * 24 * 60 * 60 * 1000 + 60_000);
    await backdate(recent, 'createdAt', 6 * 24 * 60 * 60 * 1000);
    await backdate(oldButConfirmed, 'createdAt', 30 * 24 * 60 * 60 * 1000);

    const removed = await purgeUnconfirmedSubscriptions(new SqlDigestStore(testApp.dataSource));

    expect(removed).toBe(1);
    expect(await stored(stale)).toBeNull();
    expect((await stored(recent))?.status).toBe('pending');
    expect((await stored(oldButConfirmed))?.status).toBe('active');
  });
});

describe('subscriptions without mail configured', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
  });

  afterAll(() => testApp.close());

  it('are active at once, as before', async () => {
    const email = uniqueEmail('nomail');
    const response = await request(testApp.app)
      .post('/api/subscribe')
      .set('X-Forwarded-For', randomTestAddress())
      .send({ email });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ email, frequency: 'daily', status: 'active' });
    const row = await testApp.dataSource.getRepository(Subscription).findOneByOrFail({ email });
    expect(row).toMatchObject({ status: 'active', confirmToken: null });
  });

  it('are active again when a paused address signs up again', async () => {
    const email = uniqueEmail('nomail-paused');
    const signUp = () =>
      request(testApp.app)
        .post('/api/subscribe')
        .set('X-Forwarded-For', randomTestAddress())
        .send({ email, frequency: 'weekly' });
    await signUp().expect(201);
    const subscriptions = testApp.dataSource.getRepository(Subscription);
    await subscriptions.update({ email }, { status: 'paused', consecutiveFailures: 3 });

    const response = await signUp();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ email, frequency: 'weekly', status: 'active' });
    expect(await subscriptions.findOneByOrFail({ email })).toMatchObject({
      status: 'active',
      consecutiveFailures: 0,
    });
    expect((await signUp()).status).toBe(409);
  });
});
