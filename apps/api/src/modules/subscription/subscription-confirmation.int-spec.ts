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
/** The test app's PUBLIC_URL (mailEnv): the origin the site's own pages post from. */
const SITE = 'https://deals.example.com';
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
  /** Presses the page's button: a form POST from the site's own page, so Origin names the site. */
  const pressConfirm = (path: string) =>
    request(testApp.app).post(path).set('Origin', SITE).type('form').send('');
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

  /** Signs an address up and answers the path of the link its confirmation e-mail carries. */
  const confirmLinkFor = async (email: string, frequency = 'daily') => {
    await subscribe({ email, frequency }).expect(201);
    const [confirmation] = await smtp.waitForMails(email, 1);
    return confirmPath(confirmation.parsed);
  };

  it('keeps a new subscription pending and mails it a confirmation link', async () => {
    const email = uniqueEmail('optin');
    const response = await subscribe({ email, frequency: 'weekly' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ email, frequency: 'weekly', status: 'pending' });

    const [confirmation] = await smtp.waitForMails(email, 1);
    expect(confirmation.parsed.subject).toMatch(/confirm/i);
    expect(confirmPath(confirmation.parsed)).toMatch(/^\/subscribe\/confirm\//);
    expect((await stored(email))?.status).toBe('pending');
  });

  it('confirms nothing when the link is followed (GET or HEAD), as mail scanners do', async () => {
    const email = uniqueEmail('scanned');
    const path = await confirmLinkFor(email);

    await request(testApp.app).head(path).expect(200);
    expect(await stored(email)).toMatchObject({ status: 'pending', confirmedAt: null });
    for (let visit = 0; visit < 2; visit += 1) await request(testApp.app).get(path).expect(200);
    expect(await stored(email)).toMatchObject({ status: 'pending', confirmedAt: null });
  });

  it("shows a page with a 'Confirm my subscription' button that posts back, without script", async () => {
    const email = uniqueEmail('page');
    const path = await confirmLinkFor(email, 'weekly');

    const page = await request(testApp.app).get(path);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    // Unlike no-referrer, strict-origin lets the form's POST carry Origin, and no Referer holds the token.
    expect(page.headers['referrer-policy']).toBe('strict-origin');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.text).toContain('Confirm your subscription');
    expect(page.text).toContain(email);
    expect(page.text).toContain('weekly');
    expect(page.text).toContain(`<form action="${path}" method="post">`);
    expect(page.text).toMatch(/<button type="submit"[^>]*>Confirm my subscription<\/button>/);
    expect(page.text).not.toContain('<script');
  });

  it("confirms on the button's POST, and a second POST or a later visit says it is confirmed", async () => {
    const email = uniqueEmail('pressed');
    const path = await confirmLinkFor(email, 'weekly');

    for (let press = 0; press < 2; press += 1) {
      const page = await pressConfirm(path);
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

    const later = await request(testApp.app).get(path);
    expect(later.status).toBe(200);
    expect(later.text).toContain('Subscription confirmed');
    expect(later.text).not.toContain('<form');

    const again = await subscribe({ email, frequency: 'daily' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'This e-mail address is already subscribed',
      frequency: 'weekly',
    });
    expect(smtp.mailsTo(email)).toHaveLength(1);
  });

  it('refuses a confirming POST from another site with 403, confirming nothing', async () => {
    const email = uniqueEmail('foreign');
    const path = await confirmLinkFor(email);

    for (const origin of ['https://evil.example', 'null']) {
      const refused = await request(testApp.app).post(path).set('Origin', origin);
      expect(refused.status).toBe(403);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    const foreignReferer = await request(testApp.app)
      .post(path)
      .set('Referer', 'https://evil.example/page');
    expect(foreignReferer.status).toBe(403);
    expect(await stored(email)).toMatchObject({ status: 'pending', confirmedAt: null });

    await pressConfirm(path).expect(200);
    expect((await stored(email))?.status).toBe('active');
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
    await pressConfirm(firstPath).expect(200);
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
    await pressConfirm(firstPath).expect(404);
    expect((await stored(email))?.status).toBe('pending');
    await pressConfirm(secondPath).expect(200);
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
      const path = `/subscribe/confirm/${token}`;
      for (const page of [await request(testApp.app).get(path), await pressConfirm(path)]) {
        expect(page.status).toBe(404);
        expect(page.headers['cache-control']).toBe('no-store');
        expect(page.headers['x-robots-tag']).toBe('noindex');
        expect(page.headers['referrer-policy']).toBe('no-referrer');
        expect(page.text).toContain('This confirmation link is not valid');
        expect(page.text).not.toContain('<script>');
      }
    }
  });

  it('removes pending subscriptions never confirmed after 7 days, and nothing else', async () => {
    const stale = uniqueEmail('stale');
    const recent = uniqueEmail('recent');
    const oldButConfirmed = uniqueEmail('confirmed');
    for (const email of [stale, recent, oldButConfirmed]) await subscribe({ email }).expect(201);
    const [confirmation] = await smtp.waitForMails(oldButConfirmed, 1);
    await pressConfirm(confirmPath(confirmation.parsed)).expect(200);
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
