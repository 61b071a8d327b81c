import {
  DigestSender,
  InstantAlertSender,
  SqlAlertStore,
  SqlDigestStore,
  createSmtpMailer,
  digestJobs,
  type Mailer,
} from '@deal-site/digest-delivery';
import { startTestSmtpServer, type TestSmtpServer } from '@deal-site/digest-delivery/testing';
import {
  renderAlertEmail,
  renderConfirmationEmail,
  renderDigestEmail,
} from '@deal-site/digest-email';
import {
  createEmailDigestQueue,
  createEmailDigestWorker,
  type EmailDigestQueue,
  type EmailDigestWorker,
} from '@deal-site/jobs';
import { TEST_REDIS_URL, randomQueuePrefix, waitFor } from '@deal-site/jobs/testing';
import {
  DIGEST_JOB,
  DIGEST_SCHEDULER_IDS,
  INSTANT_ALERTS_JOB,
  PURGE_PENDING_JOB,
  type AlertRunCounts,
  type DigestRunCounts,
} from '@deal-site/queue-contract';
import { toSqlDateTime } from '@deal-site/database';
import { QueueEvents } from 'bullmq';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { insertDeal } from '../../../test/deal-fixtures';
import { linkedDealIds } from '../../../test/mail-helpers';
import { recordingLogger } from '../../../test/recording-logger';
import { DIALECTS } from '../../../test/test-databases';
import { openTestDataSource, type TestDataSource } from '../../../test/test-data-source';
import { SubscriptionAlert } from '../alert/subscription-alert.entity';
import { Subscription } from '../subscription/subscription.entity';
import { DigestRun } from './digest-run.entity';
import { DigestSendRow } from '../subscription/digest-send.entity';
import { startDigestScheduling, type DigestScheduling } from './digest-scheduling';

const logger = pino({ level: 'silent' });
let sequence = 0;

/** A pino logger that keeps each line's message and job, to wait on and assert against. */
function recordLogs() {
  const { logger: recorder, lines } = recordingLogger('debug');
  return {
    logger: recorder,
    jobsOf: (message: string) =>
      lines.filter((line) => line.msg === message).map((line) => line.job),
  };
}

describe.each(DIALECTS)('digest jobs on %s', (dialect) => {
  let database: TestDataSource;
  let dataSource: DataSource;
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  let store: SqlDigestStore;

  const newAlertSender = () =>
    new InstantAlertSender({
      store: new SqlAlertStore(dataSource),
      mailer,
      renderers: { renderAlertEmail },
      publicUrl: 'https://deals.example.com',
      postalAddress: null,
      siteTimeZone: 'America/Chicago',
      logger,
    });
  const newSender = (now?: () => Date) =>
    new DigestSender({
      store,
      mailer,
      renderers: { renderDigestEmail, renderConfirmationEmail },
      publicUrl: 'https://deals.example.com',
      postalAddress: null,
      siteTimeZone: 'America/Chicago',
      logger,
      retryPolicy: { attempts: 3, firstDelayMs: 50 },
      now,
    });
  const subscriber = (overrides: Partial<Subscription> = {}) => {
    const repository = dataSource.getRepository(Subscription);
    sequence += 1;
    return repository.save(
      repository.create({
        email: `jobs.${Date.now()}.${sequence}@example.com`,
        frequency: 'daily',
        unsubscribeToken: `${'j'.repeat(30)}${String(sequence).padStart(13, '0')}`,
        status: 'active',
        confirmedAt: new Date(Date.now() - 60_000),
        ...overrides,
      }),
    );
  };

  const alertOn = (subscriptionId: number, keyword: string) => {
    const alerts = dataSource.getRepository(SubscriptionAlert);
    return alerts.save(
      alerts.create({
        subscriptionId,
        kind: 'keyword',
        value: keyword,
        frequency: 'instant',
        createdAt: new Date(Date.now() - 30_000),
      }),
    );
  };

  beforeAll(async () => {
    database = await openTestDataSource(dialect);
    dataSource = database.dataSource;
    smtp = await startTestSmtpServer();
    mailer = createSmtpMailer({ smtpUrl: smtp.url, from: 'deals@example.com' });
    store = new SqlDigestStore(dataSource);
  });

  beforeEach(async () => {
    await dataSource.query('DELETE FROM `subscriptions`');
  });

  afterAll(async () => {
    mailer.close();
    await smtp.close();
    await database.close();
  });

  describe('without Redis (in-process)', () => {
    let scheduling: DigestScheduling | undefined;

    afterEach(async () => {
      await scheduling?.stop();
      scheduling = undefined;
    });

    it('runs the daily digest and the purge on their schedules, sending each digest once', async () => {
      const reader = await subscriber();
      const stale = await subscriber({ status: 'pending', confirmedAt: null });
      await dataSource.query('UPDATE `subscriptions` SET `created_at` = ? WHERE `id` = ?', [
        toSqlDateTime(new Date(Date.now() - 8 * 24 * 60 * 60 * 1000)),
        stale.id,
      ]);
      await insertDeal(dataSource, { createdAt: new Date(Date.now() - 10_000) });
      const runsBefore = await dataSource.getRepository(DigestRun).count();

      scheduling = await startDigestScheduling({
        redisUrl: null,
        siteTimeZone: 'America/Chicago',
        digestHour: 8,
        mailConfigured: true,
        logger,
        digests: digestJobs(newSender(), store, newAlertSender()),
        inProcessTimings: { daily: { everyMs: 100 }, purge: { everyMs: 100 } },
      });
      expect(scheduling.mode).toBe('in-process');

      await waitFor(
        async () => (await dataSource.getRepository(DigestRun).count()) >= runsBefore + 3,
        { timeoutMs: 10_000, what: 'three scheduled daily runs' },
      );
      expect(smtp.mailsTo(reader.email)).toHaveLength(1);
      expect(await dataSource.getRepository(Subscription).findOneBy({ id: stale.id })).toBeNull();
    });

    it('sends instant alerts on their schedule, each deal once', async () => {
      const reader = await subscriber();
      await alertOn(reader.id, 'kayak');
      const deal = await insertDeal(dataSource, {
        title: 'Sea kayak',
        createdAt: new Date(Date.now() - 10_000),
      });
      const logs = recordLogs();
      scheduling = await startDigestScheduling({
        redisUrl: null,
        siteTimeZone: 'America/Chicago',
        digestHour: 8,
        mailConfigured: true,
        logger: logs.logger,
        digests: digestJobs(newSender(), store, newAlertSender()),
        inProcessTimings: { alerts: { everyMs: 100 } },
      });
      await waitFor(() => logs.jobsOf('job completed').length >= 3, {
        timeoutMs: 10_000,
        what: 'three scheduled alert runs',
      });
      const [mail] = smtp.mailsTo(reader.email);
      expect(mail.parsed.text).toContain(`/deals/${deal.id}`);
      expect(smtp.mailsTo(reader.email)).toHaveLength(1);
    });

    it('schedules no digest while mail is not configured', async () => {
      const reader = await subscriber();
      await insertDeal(dataSource, { createdAt: new Date(Date.now() - 10_000) });
      const runsBefore = await dataSource.getRepository(DigestRun).count();
      const logs = recordLogs();
      scheduling = await startDigestScheduling({
        redisUrl: null,
        siteTimeZone: 'America/Chicago',
        digestHour: 8,
        mailConfigured: false,
        logger: logs.logger,
        digests: digestJobs(newSender(), store, newAlertSender()),
        inProcessTimings: {
          daily: { everyMs: 50 },
          weekly: { everyMs: 50 },
          purge: { everyMs: 50 },
        },
      });
      // The schedulers are all made by the time startDigestScheduling answers.
      expect(logs.jobsOf('in-process scheduler started')).toEqual([PURGE_PENDING_JOB]);

      // A digest scheduler would tick with the purge's timing, and before it: two finished
      // purge runs mean any digest run would have started by now.
      await waitFor(() => logs.jobsOf('job completed').length >= 2, {
        timeoutMs: 10_000,
        what: 'two scheduled purge runs',
      });
      expect(logs.jobsOf('job started')).not.toContain(DIGEST_JOB);
      expect(await dataSource.getRepository(DigestRun).count()).toBe(runsBefore);
      expect(smtp.mailsTo(reader.email)).toHaveLength(0);
    });
  });

  describe('with Redis (BullMQ)', () => {
    let prefix: string;
    let queue: EmailDigestQueue;
    const closers: (() => Promise<void>)[] = [];

    const boot = async (mailConfigured: boolean) => {
      const scheduling = await startDigestScheduling({
        redisUrl: TEST_REDIS_URL,
        queuePrefix: prefix,
        siteTimeZone: 'America/Chicago',
        digestHour: 7,
        mailConfigured,
        logger,
        digests: digestJobs(newSender(), store, newAlertSender()),
      });
      closers.push(() => scheduling.stop());
      return scheduling;
    };
    const queueEvents = async (): Promise<QueueEvents> => {
      const events = new QueueEvents(queue.name, {
        connection: { url: TEST_REDIS_URL },
        prefix,
      });
      closers.push(() => events.close());
      await events.waitUntilReady();
      return events;
    };
    const startWorker = (): EmailDigestWorker => {
      const worker = createEmailDigestWorker({
        redisUrl: TEST_REDIS_URL,
        prefix,
        logger,
        digests: digestJobs(newSender(), store, newAlertSender()),
      });
      closers.push(() => worker.close());
      return worker;
    };

    beforeEach(() => {
      prefix = randomQueuePrefix();
      queue = createEmailDigestQueue({ redisUrl: TEST_REDIS_URL, prefix });
    });

    afterEach(async () => {
      await Promise.all(closers.splice(0).map((close) => close()));
      await queue.obliterate({ force: true });
      await queue.close();
    });

    it('keeps one daily, one weekly, one instant-alert and one purge scheduler after several boots', async () => {
      expect((await boot(true)).mode).toBe('bullmq');
      await Promise.all([boot(true), boot(true)]);
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map(({ key, name, pattern, tz }) => ({ key, name, pattern, tz }))).toEqual(
        expect.arrayContaining([
          {
            key: DIGEST_SCHEDULER_IDS.daily,
            name: DIGEST_JOB,
            pattern: '0 7 * * *',
            tz: 'America/Chicago',
          },
          {
            key: DIGEST_SCHEDULER_IDS.weekly,
            name: DIGEST_JOB,
            pattern: '0 7 * * 1',
            tz: 'America/Chicago',
          },
          {
            key: DIGEST_SCHEDULER_IDS.purge,
            name: PURGE_PENDING_JOB,
            pattern: '35 * * * *',
            tz: 'America/Chicago',
          },
          {
            key: DIGEST_SCHEDULER_IDS.alerts,
            name: INSTANT_ALERTS_JOB,
            pattern: '*/5 * * * *',
            tz: 'America/Chicago',
          },
        ]),
      );
      expect(schedulers).toHaveLength(4);

      // Mail switched off: the digests and alerts stop, the purge stays.
      await boot(false);
      expect((await queue.getJobSchedulers()).map(({ key }) => key)).toEqual([
        DIGEST_SCHEDULER_IDS.purge,
      ]);
    });

    it('two workers taking two copies of one digest job send each subscriber one digest', async () => {
      const readers = await Promise.all([subscriber(), subscriber(), subscriber()]);
      await insertDeal(dataSource, { createdAt: new Date(Date.now() - 10_000) });
      startWorker();
      startWorker();
      const events = await queueEvents();
      const jobs = await Promise.all([
        queue.add(DIGEST_JOB, { frequency: 'daily', trigger: 'schedule' }),
        queue.add(DIGEST_JOB, { frequency: 'daily', trigger: 'schedule' }),
      ]);
      // A job completes once its run has returned, after the server took its last message.
      const results = (await Promise.all(
        jobs.map((job) => job.waitUntilFinished(events, 15_000)),
      )) as DigestRunCounts[];
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(3);
      for (const reader of readers) {
        expect(
          await dataSource.getRepository(DigestSendRow).findBy({ subscriptionId: reader.id }),
        ).toEqual([expect.objectContaining({ status: 'sent' })]);
        expect(smtp.mailsTo(reader.email)).toHaveLength(1);
      }
    });

    it('two workers taking two copies of the instant-alert job send each deal once', async () => {
      const readers = await Promise.all([subscriber(), subscriber(), subscriber()]);
      for (const reader of readers) await alertOn(reader.id, 'lantern');
      const deals = [
        await insertDeal(dataSource, { title: 'Lantern', createdAt: new Date(Date.now() - 9_000) }),
        await insertDeal(dataSource, {
          title: 'Solar lantern',
          createdAt: new Date(Date.now() - 8_000),
        }),
      ];
      startWorker();
      startWorker();
      const events = await queueEvents();
      const jobs = await Promise.all([
        queue.add(INSTANT_ALERTS_JOB, { trigger: 'schedule' }),
        queue.add(INSTANT_ALERTS_JOB, { trigger: 'schedule' }),
      ]);
      const results = (await Promise.all(
        jobs.map((job) => job.waitUntilFinished(events, 15_000)),
      )) as AlertRunCounts[];
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(3);
      for (const reader of readers) {
        const mails = smtp.mailsTo(reader.email);
        expect(mails).toHaveLength(1);
        expect(linkedDealIds(mails[0].parsed).sort()).toEqual(deals.map(({ id }) => id).sort());
      }
    });

    it('purges unconfirmed subscriptions through the queue', async () => {
      const stale = await subscriber({ status: 'pending', confirmedAt: null });
      await dataSource.query('UPDATE `subscriptions` SET `created_at` = ? WHERE `id` = ?', [
        toSqlDateTime(new Date(Date.now() - 8 * 24 * 60 * 60 * 1000)),
        stale.id,
      ]);
      startWorker();
      const job = await queue.add(PURGE_PENDING_JOB, {});
      await waitFor(async () => (await job.getState()) === 'completed', {
        timeoutMs: 10_000,
        what: 'the purge job',
      });
      expect((await queue.getJob(job.id!))!.returnvalue).toEqual({ removed: 1 });
    });
  });

  it('after a run killed mid-batch, skips the claimed-but-unsent digest and sends its deals next time', async () => {
    const reader = await subscriber({ confirmedAt: new Date('2026-02-01T12:00:00Z') });
    const deal = await insertDeal(dataSource, { createdAt: new Date('2026-02-02T10:00:00Z') });
    // What a SIGKILLed run leaves: the claim made, the message never sent.
    await store.claim(reader.id, 'daily:2026-02-02', 1, new Date('2026-02-02T14:00:00Z'));

    const sameDay = await newSender(() => new Date('2026-02-02T15:00:00Z')).run(
      'daily',
      'schedule',
    );
    expect(sameDay).toEqual({ sent: 0, skipped: 1, failed: 0 });
    expect(smtp.mailsTo(reader.email)).toHaveLength(0);

    const nextDay = await newSender(() => new Date('2026-02-03T14:00:00Z')).run(
      'daily',
      'schedule',
    );
    expect(nextDay).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const [mail] = await smtp.waitForMails(reader.email, 1);
    expect(mail.parsed.text).toContain(`/deals/${deal.id}`);
  });
});
