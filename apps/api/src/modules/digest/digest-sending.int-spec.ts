import {
  DigestSender,
  SqlDigestStore,
  createSmtpMailer,
  type Mailer,
} from '@deal-site/digest-delivery';
import {
  rawHeader,
  startTestSmtpServer,
  type TestSmtpServer,
} from '@deal-site/digest-delivery/testing';
import { renderConfirmationEmail, renderDigestEmail } from '@deal-site/digest-email';
import pino from 'pino';
import request from 'supertest';
import { insertDeal } from '../../../test/deal-fixtures';
import { linkedDealIds, mailEnv } from '../../../test/mail-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { SubscriptionAlert } from '../alert/subscription-alert.entity';
import { Subscription, type SubscriptionFrequency } from '../subscription/subscription.entity';
import { DigestSendRow } from '../subscription/digest-send.entity';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// Monday 5 January 2026, 08:00 in Chicago: long before any deal the other tests add.
const MONDAY_8AM = new Date('2026-01-05T14:00:00Z');

let sequence = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${(sequence += 1)}@example.com`;

describe.each(DIALECTS)('digests on %s', (dialect) => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let mailer: Mailer;
  let clock: Date;

  const newSender = () =>
    new DigestSender({
      store: new SqlDigestStore(testApp.dataSource),
      mailer,
      renderers: { renderDigestEmail, renderConfirmationEmail },
      publicUrl: 'https://deals.example.com',
      postalAddress: '1 Example Street, Springfield',
      siteTimeZone: 'America/Chicago',
      logger: pino({ level: 'silent' }),
      retryPolicy: { attempts: 3, firstDelayMs: 50 },
      now: () => clock,
    });

  const subscriber = (frequency: SubscriptionFrequency, confirmedAt: Date, name = 'reader') => {
    const repository = testApp.dataSource.getRepository(Subscription);
    return repository.save(
      repository.create({
        email: uniqueEmail(name),
        frequency,
        unsubscribeToken: `${'t'.repeat(20)}${String(Date.now()).padStart(16, '0')}${String((sequence += 1)).padStart(7, '0')}`,
        status: 'active',
        confirmedAt,
      }),
    );
  };
  const dealAt = (createdAt: Date, overrides: Parameters<typeof insertDeal>[1] = {}) =>
    insertDeal(testApp.dataSource, { createdAt, ...overrides });
  const sendsOf = (subscriptionId: number) =>
    testApp.dataSource.getRepository(DigestSendRow).findBy({ subscriptionId });
  const reload = (id: number) =>
    testApp.dataSource.getRepository(Subscription).findOneByOrFail({ id });

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await startTestApp(dialect, mailEnv(smtp.url));
    mailer = createSmtpMailer({ smtpUrl: smtp.url, from: 'Deals <deals@example.com>' });
  });

  beforeEach(async () => {
    // Each test's subscribers alone receive its runs.
    await testApp.dataSource.query('DELETE FROM `subscriptions`');
    smtp.setPolicy(() => null);
  });

  afterAll(async () => {
    mailer.close();
    await testApp.close();
    await smtp.close();
  });

  it('sends a daily digest of at most 30 active deals, newest first, then only what is new since', async () => {
    const confirmedAt = new Date(MONDAY_8AM.getTime() - 2 * DAY);
    const ann = await subscriber('daily', confirmedAt, 'ann');
    await dealAt(new Date(confirmedAt.getTime() - HOUR), { title: 'Before confirmation' });
    await dealAt(new Date(MONDAY_8AM.getTime() - 30 * 60_000), { active: false });
    const deals = [];
    for (let minutes = 35; minutes >= 1; minutes -= 1) {
      deals.push(await dealAt(new Date(MONDAY_8AM.getTime() - DAY + minutes * 60_000)));
    }
    // Inserted from the newest down.
    const newestFirst = deals.map((deal) => deal.id);

    clock = MONDAY_8AM;
    expect(await newSender().run('daily', 'schedule')).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const [first] = await smtp.waitForMails(ann.email, 1);
    expect(first.parsed.subject).toMatch(/^30 new deals today/);
    expect(linkedDealIds(first.parsed)).toEqual(newestFirst.slice(0, 30));
    expect(first.parsed.html).toContain('1 Example Street, Springfield');

    const later = [
      await dealAt(new Date(MONDAY_8AM.getTime() + HOUR)),
      await dealAt(new Date(MONDAY_8AM.getTime() + 2 * HOUR)),
    ];
    clock = new Date(MONDAY_8AM.getTime() + DAY);
    expect(await newSender().run('daily', 'schedule')).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const [, second] = await smtp.waitForMails(ann.email, 2);
    expect(second.parsed.subject).toMatch(/^2 new deals today/);
    expect(linkedDealIds(second.parsed)).toEqual([later[1].id, later[0].id]);
  });

  it('sends the weekly digest to weekly subscribers only, with the week’s deals', async () => {
    // A Monday two weeks before the other tests' deals, so this week holds only its own.
    const mondayBefore = new Date(MONDAY_8AM.getTime() - 14 * DAY);
    const confirmedAt = new Date(mondayBefore.getTime() - 8 * DAY);
    const weekly = await subscriber('weekly', confirmedAt, 'weekly');
    const daily = await subscriber('daily', confirmedAt, 'daily');
    const monday = await dealAt(new Date(mondayBefore.getTime() - 7 * DAY + HOUR));
    const friday = await dealAt(new Date(mondayBefore.getTime() - 3 * DAY));

    clock = mondayBefore;
    expect(await newSender().run('weekly', 'schedule')).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const [mail] = await smtp.waitForMails(weekly.email, 1);
    expect(mail.parsed.subject).toMatch(/^2 new deals this week/);
    expect(linkedDealIds(mail.parsed)).toEqual([friday.id, monday.id]);
    expect(smtp.mailsTo(daily.email)).toHaveLength(0);
    expect(await sendsOf(weekly.id)).toEqual([
      expect.objectContaining({ period: 'weekly:2025-12-22', status: 'sent', dealCount: 2 }),
    ]);
  });

  it('leaves out deals expired by the time of the run', async () => {
    // Three weeks before the other tests' deals: this week holds only this test's.
    const run = new Date(MONDAY_8AM.getTime() - 21 * DAY);
    const reader = await subscriber('weekly', new Date(run.getTime() - 8 * DAY), 'expiry');
    const live = await dealAt(new Date(run.getTime() - 5 * DAY));
    await dealAt(new Date(run.getTime() - 4 * DAY), {
      title: 'Ended before the run',
      expiresAt: new Date(run.getTime() - HOUR),
    });
    const endsLater = await dealAt(new Date(run.getTime() - 3 * DAY), {
      expiresAt: new Date(run.getTime() + HOUR),
    });

    clock = run;
    expect(await newSender().run('weekly', 'schedule')).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const [mail] = await smtp.waitForMails(reader.email, 1);
    expect(linkedDealIds(mail.parsed)).toEqual([endsLater.id, live.id]);
    expect(mail.parsed.html).not.toContain('Ended before the run');
  });

  it('puts the deals matching a subscriber’s digest alerts first, even past the 30 newest', async () => {
    // Forty days before the other tests' deals: this day holds only this test's.
    const run = new Date(MONDAY_8AM.getTime() - 40 * DAY);
    const reader = await subscriber('daily', new Date(run.getTime() - 2 * DAY), 'matching');
    const alerts = testApp.dataSource.getRepository(SubscriptionAlert);
    for (const [value, frequency] of [
      ['kayak', 'daily'],
      ['tent', 'weekly'],
      ['lamp', 'instant'],
    ] as const)
      await alerts.save(
        alerts.create({
          subscriptionId: reader.id,
          kind: 'keyword',
          value,
          frequency,
          createdAt: run,
        }),
      );
    const kayak = await dealAt(new Date(run.getTime() - 20 * HOUR), { title: 'Sea Kayak' });
    await dealAt(new Date(run.getTime() - 19 * HOUR), { title: 'Dome tent' });
    for (let index = 0; index < 30; index += 1)
      await dealAt(new Date(run.getTime() - (10 * HOUR - index * 60_000)), {
        title: `Desk lamp ${index}`,
      });

    clock = run;
    expect(await newSender().run('daily', 'schedule')).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const [mail] = await smtp.waitForMails(reader.email, 1);
    const text = mail.parsed.text ?? '';
    expect(text).toContain('Matching your alerts:');
    expect(text).toContain('Matched: “kayak”');
    expect(text).not.toContain('Matched: “tent”');
    expect(text).not.toContain('Matched: “lamp”');
    // The part lists the kayak although the 30 newest deals (the list) leave it out.
    expect(linkedDealIds(mail.parsed)[0]).toBe(kayak.id);
    expect(mail.parsed.html).toContain('Matching your alerts');
    expect(text).toContain(
      `Manage alerts: https://deals.example.com/subscription/${reader.unsubscribeToken}`,
    );
  });

  it('sends nobody an empty digest', async () => {
    clock = new Date(MONDAY_8AM.getTime() - 30 * DAY);
    const idle = await subscriber('daily', new Date(clock.getTime() - HOUR), 'idle');
    expect(await newSender().run('daily', 'schedule')).toEqual({ sent: 0, skipped: 1, failed: 0 });
    expect(await sendsOf(idle.id)).toEqual([]);
    expect(smtp.mailsTo(idle.email)).toHaveLength(0);
  });

  it('carries one-click unsubscribe headers, and the RFC 8058 POST removes the subscription', async () => {
    const leaving = await subscriber('daily', new Date(MONDAY_8AM.getTime() - 2 * DAY), 'leaving');
    clock = MONDAY_8AM;
    await newSender().run('daily', 'schedule');
    const [mail] = await smtp.waitForMails(leaving.email, 1);
    const unsubscribeUrl = `https://deals.example.com/unsubscribe/${leaving.unsubscribeToken}`;
    expect(rawHeader(mail.parsed, 'List-Unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    expect(rawHeader(mail.parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.parsed.text).toContain(unsubscribeUrl);

    // What a mail provider sends: a form-encoded POST, no Origin, no cookie.
    const oneClick = await request(testApp.app)
      .post(`/unsubscribe/${leaving.unsubscribeToken}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(
      await testApp.dataSource.getRepository(Subscription).findOneBy({ id: leaving.id }),
    ).toBeNull();
    expect(await sendsOf(leaving.id)).toEqual([]);
  });

  it('never sends one digest twice: two runs of the same period at once, then a retry', async () => {
    const readers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        subscriber('daily', new Date(MONDAY_8AM.getTime() - 2 * DAY), `twice${index}`),
      ),
    );
    // A deal of its own, so the test does not lean on the ones earlier tests added.
    await dealAt(new Date(MONDAY_8AM.getTime() - HOUR));
    clock = MONDAY_8AM;
    const doubled = await Promise.all([
      newSender().run('daily', 'schedule'),
      newSender().run('daily', 'schedule'),
    ]);
    expect(doubled[0].sent + doubled[1].sent).toBe(6);
    expect(doubled[0].skipped + doubled[1].skipped).toBe(6);
    const retried = await newSender().run('daily', 'schedule');
    expect(retried).toEqual({ sent: 0, skipped: 6, failed: 0 });
    // All three runs have returned, each after the server took its last message (the test
    // server keeps a message before it answers): nothing of theirs is still on its way.
    for (const reader of readers) {
      expect(await sendsOf(reader.id)).toEqual([expect.objectContaining({ status: 'sent' })]);
      expect(smtp.mailsTo(reader.email)).toHaveLength(1);
    }
  });

  it('sends what failed while the SMTP server was away on the next run, none twice', async () => {
    const readers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        subscriber('daily', new Date(MONDAY_8AM.getTime() - 2 * DAY), `away${index}`),
      ),
    );
    await dealAt(new Date(MONDAY_8AM.getTime() - HOUR));
    const receivedBefore = smtp.received.length;
    // After two messages the server answers every recipient 421: it is shutting down.
    smtp.setPolicy(() =>
      smtp.received.length - receivedBefore >= 2
        ? { code: 421, message: 'Service not available, closing transmission channel' }
        : null,
    );
    clock = MONDAY_8AM;
    const during = await newSender().run('daily', 'schedule');
    expect(during.sent).toBeGreaterThanOrEqual(2);
    expect(during.sent + during.failed).toBe(6);
    expect(during.failed).toBeGreaterThan(0);

    smtp.setPolicy(() => null);
    const after = await newSender().run('daily', 'schedule');
    expect(after).toEqual({ sent: during.failed, skipped: during.sent, failed: 0 });
    for (const reader of readers) {
      expect(smtp.mailsTo(reader.email)).toHaveLength(1);
      expect(await sendsOf(reader.id)).toEqual([expect.objectContaining({ status: 'sent' })]);
      expect((await reload(reader.id)).lastDigestAt).not.toBeNull();
    }
  });

  it('retries a transient 4xx with backoff and delivers once', async () => {
    const greylisted = await subscriber('daily', new Date(MONDAY_8AM.getTime() - 2 * DAY), 'grey');
    smtp.setPolicy((recipient, attempt) =>
      recipient === greylisted.email && attempt < 3
        ? { code: 451, message: 'Try again later' }
        : null,
    );
    clock = MONDAY_8AM;
    expect(await newSender().run('daily', 'schedule')).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(smtp.attempts.filter((rcpt) => rcpt === greylisted.email)).toHaveLength(3);
    expect(smtp.mailsTo(greylisted.email)).toHaveLength(1);
  });

  it('records sends finishing at the same moment, as the 4 lanes of a run do', async () => {
    const store = new SqlDigestStore(testApp.dataSource);
    const at = new Date(MONDAY_8AM.getTime() - 50 * DAY);
    const readers = [];
    for (let index = 0; index < 6; index += 1)
      readers.push(await subscriber('daily', new Date(at.getTime() - DAY), `lane${index}`));
    const sends = [];
    for (const reader of readers)
      sends.push({ reader, id: (await store.claim(reader.id, 'daily:lanes', 1, at))! });
    // SQLite shares one connection: before its transactions took turns, the second BEGIN failed.
    await Promise.all(
      sends.map(({ reader, id }, index) =>
        index % 2 === 0
          ? store.markSent(id, reader.id, at, at)
          : store.markRefused(id, reader.id, '550 No such mailbox', at),
      ),
    );
    for (const [index, { reader }] of sends.entries())
      expect((await sendsOf(reader.id))[0].status).toBe(index % 2 === 0 ? 'sent' : 'refused');
  });

  it('records a permanent 5xx, and pauses a subscription refused 3 times in a row', async () => {
    const bouncing = await subscriber('daily', new Date(MONDAY_8AM.getTime() - 2 * DAY), 'bounce');
    smtp.setPolicy((recipient) =>
      recipient === bouncing.email ? { code: 550, message: 'No such mailbox' } : null,
    );
    for (let day = 0; day < 3; day += 1) {
      clock = new Date(MONDAY_8AM.getTime() + day * DAY);
      await dealAt(new Date(clock.getTime() - HOUR));
      expect(await newSender().run('daily', 'schedule')).toEqual({
        sent: 0,
        skipped: 0,
        failed: 1,
      });
      expect(await reload(bouncing.id)).toMatchObject({
        consecutiveFailures: day + 1,
        status: day < 2 ? 'active' : 'paused',
      });
    }
    const sends = await sendsOf(bouncing.id);
    expect(sends.map((send) => send.status)).toEqual(['refused', 'refused', 'refused']);
    expect(sends[0].error).toMatch(/^550 /);
    // Exactly one try per refusal: a 5xx is not retried.
    expect(smtp.attempts.filter((rcpt) => rcpt === bouncing.email)).toHaveLength(3);

    clock = new Date(MONDAY_8AM.getTime() + 3 * DAY);
    await dealAt(new Date(clock.getTime() - HOUR));
    expect(await newSender().run('daily', 'schedule')).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(smtp.attempts.filter((rcpt) => rcpt === bouncing.email)).toHaveLength(3);
  });
});
