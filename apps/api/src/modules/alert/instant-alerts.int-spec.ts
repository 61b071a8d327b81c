import {
  ALERT_MAILS_PER_DAY,
  InstantAlertSender,
  SqlAlertStore,
  createSmtpMailer,
  type Mailer,
} from '@deal-site/digest-delivery';
import {
  rawHeader,
  startTestSmtpServer,
  type TestSmtpServer,
} from '@deal-site/digest-delivery/testing';
import { renderAlertEmail } from '@deal-site/digest-email';
import type { AlertKind } from '@deal-site/deal-text';
import pino from 'pino';
import { insertDeal } from '../../../test/deal-fixtures';
import { linkedDealIds, mailEnv } from '../../../test/mail-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { Subscription } from '../subscription/subscription.entity';
import { AlertMailRow } from './alert-mail.entity';
import { SubscriptionAlert, type AlertFrequency } from './subscription-alert.entity';

const SITE = 'https://deals.example.com';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let sequence = 0;

describe.each(DIALECTS)('instant alerts on %s', (dialect) => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let mailer: Mailer;
  let clock: Date;

  const newSender = () =>
    new InstantAlertSender({
      store: new SqlAlertStore(testApp.dataSource),
      mailer,
      renderers: { renderAlertEmail },
      publicUrl: SITE,
      postalAddress: '1 Example Street, Springfield',
      siteTimeZone: 'America/Chicago',
      logger: pino({ level: 'silent' }),
      retryPolicy: { attempts: 2, firstDelayMs: 20 },
      now: () => clock,
    });

  /** A confirmed subscriber with alerts set at `setAt`. */
  const subscriber = async (
    alerts: [AlertKind, string, AlertFrequency?][],
    setAt = new Date(clock.getTime() - HOUR),
  ) => {
    sequence += 1;
    const subscriptions = testApp.dataSource.getRepository(Subscription);
    const row = await subscriptions.save(
      subscriptions.create({
        email: `alert.${Date.now()}.${sequence}@example.com`,
        frequency: 'daily',
        unsubscribeToken: `a${String(sequence).padStart(6, '0')}${'x'.repeat(36)}`,
        status: 'active',
        confirmedAt: new Date(setAt.getTime() - MINUTE),
      }),
    );
    const repository = testApp.dataSource.getRepository(SubscriptionAlert);
    for (const [kind, value, frequency = 'instant'] of alerts)
      await repository.save(
        repository.create({ subscriptionId: row.id, kind, value, frequency, createdAt: setAt }),
      );
    return row;
  };
  const dealAt = (minutesAgo: number, fields: Parameters<typeof insertDeal>[1] = {}) =>
    insertDeal(testApp.dataSource, {
      createdAt: new Date(clock.getTime() - minutesAgo * MINUTE),
      ...fields,
    });

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await startTestApp(dialect, mailEnv(smtp.url));
    mailer = createSmtpMailer({ smtpUrl: smtp.url, from: 'Deals <deals@example.com>' });
  });

  beforeEach(async () => {
    // Each test's subscribers and deals alone: an hour of the clock of its own.
    await testApp.dataSource.query('DELETE FROM `subscriptions`');
    await testApp.dataSource.query('UPDATE `deals` SET `active` = 0');
    clock = new Date(Date.now() + (sequence + 1) * 3 * HOUR);
    smtp.setPolicy(() => null);
  });

  afterAll(async () => {
    mailer.close();
    await testApp.close();
    await smtp.close();
  });

  it('mails a new live deal matching an alert once, linking the site and the manage page', async () => {
    const reader = await subscriber([
      ['keyword', 'kayak'],
      ['store', 'walmart'],
      ['section', 'favorites', 'daily'],
    ]);
    const kayak = await dealAt(5, { title: 'Inflatable KAYAK, two seats' });
    await dealAt(4, { title: 'Camp stove' });
    await dealAt(3, { title: 'Kayak paddle', expiresAt: new Date(clock.getTime() - MINUTE) });
    await dealAt(2 * 60, { title: 'Kayak set before the alert' });
    await dealAt(2, { title: 'Kayaking gloves' });
    await dealAt(1, { title: 'Favorite mug', category: 'favorites' as never });

    expect(await newSender().run('schedule')).toEqual({ sent: 1, deals: 1, capped: 0, failed: 0 });
    const [mail] = await smtp.waitForMails(reader.email, 1);
    expect(mail.parsed.subject).toBe('New deal for “kayak”: Inflatable KAYAK, two seats');
    expect(linkedDealIds(mail.parsed)).toEqual([kayak.id]);
    expect(mail.parsed.text).toContain(`${SITE}/subscription/${reader.unsubscribeToken}`);
    expect(mail.parsed.text).not.toContain('/go/');
    expect(rawHeader(mail.parsed, 'List-Unsubscribe')).toBe(
      `<${SITE}/unsubscribe/${reader.unsubscribeToken}>`,
    );
    expect(rawHeader(mail.parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Nothing new: nothing sent, however often it runs.
    expect(await newSender().run('schedule')).toEqual({ sent: 0, deals: 0, capped: 0, failed: 0 });
    const walmart = await dealAt(0, {
      title: 'Rain boots',
      affiliateLink: 'https://www.walmart.com/ip/123',
    });
    await newSender().run('schedule');
    const [, second] = await smtp.waitForMails(reader.email, 2);
    expect(second.parsed.subject).toBe('New deal for Walmart: Rain boots');
    expect(linkedDealIds(second.parsed)).toEqual([walmart.id]);
    expect(smtp.mailsTo(reader.email)).toHaveLength(2);
  });

  it('matches a store alert of any store by the slug of the store the deal links to', async () => {
    const reader = await subscriber([
      ['store', 'bestbuy'],
      ['store', 'amazon'],
    ]);
    await dealAt(5, { title: 'Best Buy gift card promo', affiliateLink: 'https://bit.ly/3abc' });
    const tv = await dealAt(4, {
      title: 'OLED TV',
      affiliateLink: 'https://shop.bestbuy.com/site/tv/6505727.p',
    });
    const uk = await dealAt(3, {
      title: 'Kettle',
      affiliateLink: 'https://www.amazon.co.uk/dp/B08N5WRWNW',
    });
    await dealAt(2, { title: 'Drill', affiliateLink: 'https://www.homedepot.com/p/456' });

    expect(await newSender().run('schedule')).toMatchObject({ sent: 1, deals: 2 });
    const [mail] = await smtp.waitForMails(reader.email, 1);
    expect(linkedDealIds(mail.parsed).sort()).toEqual([tv.id, uk.id].sort());
  });

  it(`sends at most ${ALERT_MAILS_PER_DAY} e-mails a day, the rest the next day`, async () => {
    // 23:30 in Chicago: the site's next day begins half an hour on.
    clock = new Date('2027-03-10T05:30:00Z');
    const reader = await subscriber([['keyword', 'lamp']]);
    for (let index = 0; index < ALERT_MAILS_PER_DAY + 2; index += 1) {
      await dealAt(0, { title: `Desk lamp ${index}` });
      await newSender().run('schedule');
      clock = new Date(clock.getTime() + MINUTE);
    }
    await smtp.waitForMails(reader.email, ALERT_MAILS_PER_DAY);
    expect(smtp.mailsTo(reader.email)).toHaveLength(ALERT_MAILS_PER_DAY);
    expect(await newSender().run('schedule')).toMatchObject({ sent: 0, capped: 1 });

    clock = new Date('2027-03-10T06:15:00Z');
    await dealAt(0, { title: 'Floor lamp' });
    expect(await newSender().run('schedule')).toMatchObject({ sent: 1, deals: 3 });
    expect(smtp.mailsTo(reader.email)).toHaveLength(ALERT_MAILS_PER_DAY + 1);
  });

  it('never sends a deal twice when two senders run at once, as two workers would', async () => {
    const readers = [
      await subscriber([['keyword', 'tent']]),
      await subscriber([['keyword', 'tent']]),
      await subscriber([['keyword', 'tent']]),
    ];
    for (let round = 0; round < 4; round += 1) {
      await dealAt(0, { title: `Tent ${round}` });
      await Promise.all([newSender().run('schedule'), newSender().run('schedule')]);
      clock = new Date(clock.getTime() + MINUTE);
    }
    await newSender().run('schedule');
    for (const reader of readers) {
      const ids = smtp.mailsTo(reader.email).flatMap(({ parsed }) => linkedDealIds(parsed));
      expect(ids).toHaveLength(4);
      expect(new Set(ids).size).toBe(4);
    }
  });

  it('gives a send the server did not take back to the next run', async () => {
    const reader = await subscriber([['keyword', 'stove']]);
    await dealAt(1, { title: 'Camp stove' });
    smtp.setPolicy(() => ({ code: 421, message: 'Try again later' }));
    expect(await newSender().run('schedule')).toMatchObject({ sent: 0, failed: 1 });
    expect(
      await testApp.dataSource.getRepository(AlertMailRow).countBy({ subscriptionId: reader.id }),
    ).toBe(0);
    smtp.setPolicy(() => null);
    expect(await newSender().run('schedule')).toMatchObject({ sent: 1, deals: 1 });
    expect(smtp.mailsTo(reader.email)).toHaveLength(1);
  });

  it('leaves digest alerts, paused subscribers and old deals to others', async () => {
    const digestOnly = await subscriber([['keyword', 'grill', 'daily']]);
    const paused = await subscriber([['keyword', 'grill']]);
    await testApp.dataSource
      .getRepository(Subscription)
      .update({ id: paused.id }, { status: 'paused' });
    await dealAt(25 * 60, { title: 'Grill from yesterday' });
    await dealAt(1, { title: 'Gas grill' });
    expect(await newSender().run('schedule')).toEqual({ sent: 0, deals: 0, capped: 0, failed: 0 });
    expect(smtp.mailsTo(digestOnly.email)).toHaveLength(0);
    expect(smtp.mailsTo(paused.email)).toHaveLength(0);
  });
});
