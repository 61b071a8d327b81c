import { toSqlDateTime } from '@deal-site/database';
import { startTestSmtpServer, type TestSmtpServer } from '@deal-site/digest-delivery/testing';
import request from 'supertest';
import { graphql, randomTestAddress, signedInAs } from '../../../test/auth-helpers';
import { insertDeal } from '../../../test/deal-fixtures';
import { confirmPath, mailEnv } from '../../../test/mail-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';

const EMAIL_DELIVERY = `{ emailDelivery { mailConfigured confirmedCount pendingCount pausedCount
  alertCount alertSubscriberCount alertMailsLastDay recentRuns { id frequency trigger startedAt finishedAt sent skipped failed } } }`;
const RUN_DIGEST = `mutation Run($frequency: String!) { runDigest(frequency: $frequency) { sent skipped failed } }`;
const SEND_TEST = `mutation Test($email: String!) { sendTestDigest(email: $email) }`;

let sequence = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${(sequence += 1)}@example.com`;

describe.each(DIALECTS)('the digest admin API with mail configured, on %s', (dialect) => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let curatorCookie: string;
  let visitorCookie: string;

  const runDigest = (body: unknown, cookie?: string) => {
    const call = request(testApp.app).post('/api/digests/run');
    return (cookie ? call.set('Cookie', cookie) : call).send(body as object);
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await startTestApp(dialect, mailEnv(smtp.url));
    curatorCookie = await signedInAs(testApp.app, 'the.curator');
    visitorCookie = await signedInAs(testApp.app, 'a.visitor');
  });

  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('runs a digest now for curators only, answering what it did', async () => {
    const email = uniqueEmail('confirmed');
    await request(testApp.app)
      .post('/api/subscribe')
      .set('X-Forwarded-For', randomTestAddress())
      .send({ email })
      .expect(201);
    const [confirmation] = await smtp.waitForMails(email, 1);
    await request(testApp.app).post(confirmPath(confirmation.parsed)).expect(200);
    await request(testApp.app)
      .post('/api/subscribe')
      .set('X-Forwarded-For', randomTestAddress())
      .send({ email: uniqueEmail('pending') })
      .expect(201);
    // As if confirmed a minute ago and the deal came after: a run takes deals up to its own second.
    await testApp.dataSource.query(
      'UPDATE `subscriptions` SET `confirmed_at` = ? WHERE `email` = ?',
      [toSqlDateTime(new Date(Date.now() - 60_000)), email],
    );
    const deal = await insertDeal(testApp.dataSource, {
      title: 'Fresh deal for the digest',
      createdAt: new Date(Date.now() - 10_000),
    });

    expect((await runDigest({ frequency: 'daily' })).status).toBe(401);
    expect((await runDigest({ frequency: 'daily' }, visitorCookie)).status).toBe(403);
    const refused = await runDigest({ frequency: 'hourly' }, curatorCookie);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'frequency must be daily or weekly',
      field: 'frequency',
    });
    expect((await runDigest({}, curatorCookie)).status).toBe(400);

    const run = await runDigest({ frequency: 'daily' }, curatorCookie);
    expect(run.status).toBe(200);
    expect(run.body).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const [, digest] = await smtp.waitForMails(email, 2);
    expect(digest.parsed.text).toContain(`https://deals.example.com/deals/${deal.id}?src=email`);

    const again = await runDigest({ frequency: 'daily' }, curatorCookie);
    expect(again.body).toEqual({ sent: 0, skipped: 1, failed: 0 });

    const overview = await graphql(testApp.app, EMAIL_DELIVERY, {}, curatorCookie);
    const delivery = overview.body.data.emailDelivery;
    expect(delivery).toMatchObject({
      mailConfigured: true,
      confirmedCount: 1,
      pendingCount: 1,
      pausedCount: 0,
    });
    expect(delivery.recentRuns.slice(0, 2)).toEqual([
      expect.objectContaining({ frequency: 'daily', trigger: 'manual', sent: 0, skipped: 1 }),
      expect.objectContaining({ frequency: 'daily', trigger: 'manual', sent: 1, failed: 0 }),
    ]);
    expect(Date.parse(delivery.recentRuns[0].finishedAt)).toBeGreaterThanOrEqual(
      Date.parse(delivery.recentRuns[0].startedAt),
    );
  });

  it('counts the alerts subscribers keep and the instant alert e-mails sent', async () => {
    const email = uniqueEmail('alerts');
    await request(testApp.app)
      .post('/api/subscribe')
      .set('X-Forwarded-For', randomTestAddress())
      .send({ email })
      .expect(201);
    const [confirmation] = await smtp.waitForMails(email, 1);
    const confirmed = await request(testApp.app).post(confirmPath(confirmation.parsed)).expect(200);
    const managePath = /href="(\/subscription\/[^"]+)">Alert me about…/.exec(confirmed.text)![1];
    for (const value of ['kettle', 'walmart'])
      await request(testApp.app)
        .post(managePath)
        .set('Origin', 'https://deals.example.com')
        .type('form')
        .send({
          action: 'add',
          kind: value === 'walmart' ? 'store' : 'keyword',
          value,
          when: 'instant',
        })
        .expect(303);
    const before = (await graphql(testApp.app, EMAIL_DELIVERY, {}, curatorCookie)).body.data
      .emailDelivery;
    await insertDeal(testApp.dataSource, { title: 'Electric kettle', createdAt: new Date() });
    expect(await testApp.services.digests.alerts.run('manual')).toMatchObject({ sent: 1 });
    const [, alert] = await smtp.waitForMails(email, 2);
    expect(alert.parsed.subject).toBe('New deal for “kettle”: Electric kettle');

    const after = (await graphql(testApp.app, EMAIL_DELIVERY, {}, curatorCookie)).body.data
      .emailDelivery;
    expect(after.alertCount).toBe(before.alertCount);
    expect(after.alertCount).toBeGreaterThanOrEqual(2);
    expect(after.alertSubscriberCount).toBeGreaterThanOrEqual(1);
    expect(after.alertMailsLastDay).toBe(before.alertMailsLastDay + 1);
  });

  it('runs a digest over GraphQL, refusing an unknown frequency', async () => {
    const weekly = await graphql(testApp.app, RUN_DIGEST, { frequency: 'weekly' }, curatorCookie);
    expect(weekly.body.data.runDigest).toEqual({ sent: 0, skipped: 0, failed: 0 });
    const hourly = await graphql(testApp.app, RUN_DIGEST, { frequency: 'hourly' }, curatorCookie);
    expect(hourly.body.errors[0]).toMatchObject({
      message: 'frequency must be daily or weekly',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('sends a test digest of the latest deals to the address the curator types', async () => {
    const email = uniqueEmail('curator.inbox');
    const latest = await insertDeal(testApp.dataSource, { title: 'Latest deal' });
    const sent = await graphql(testApp.app, SEND_TEST, { email }, curatorCookie);
    expect(sent.body).toEqual({ data: { sendTestDigest: true } });
    const [mail] = await smtp.waitForMails(email, 1);
    expect(mail.parsed.subject).toMatch(/^\[Test\] \d+ new deals? today/);
    expect(mail.parsed.text).toContain(`https://deals.example.com/deals/${latest.id}`);

    const bad = await graphql(testApp.app, SEND_TEST, { email: 'not-an-address' }, curatorCookie);
    expect(bad.body.errors[0]).toMatchObject({
      message: 'Enter a valid e-mail address',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('the digest admin API without mail', () => {
  let testApp: TestApp;
  let curatorCookie: string;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
    curatorCookie = await signedInAs(testApp.app, 'the.curator');
  });

  afterAll(() => testApp.close());

  it('says mail is not configured and sends nothing', async () => {
    await insertDeal(testApp.dataSource);
    const run = await request(testApp.app)
      .post('/api/digests/run')
      .set('Cookie', curatorCookie)
      .send({ frequency: 'daily' });
    expect(run.status).toBe(409);
    expect(run.body).toEqual({ message: 'Mail is not configured: set SMTP_URL and MAIL_FROM' });

    const test = await graphql(testApp.app, SEND_TEST, { email: 'a@example.com' }, curatorCookie);
    expect(test.body.errors[0].extensions.code).toBe('CONFLICT');
    const overview = await graphql(testApp.app, EMAIL_DELIVERY, {}, curatorCookie);
    expect(overview.body.data.emailDelivery).toMatchObject({
      mailConfigured: false,
      recentRuns: [],
    });
  });
});
