import {
  DigestSender,
  InstantAlertSender,
  SqlAlertStore,
  MailNotConfiguredError,
  NoDealsToSendError,
  SqlDigestStore,
  digestJobs,
  type DigestSenderOptions,
  type EmailRenderers,
  type Mailer,
} from '@deal-site/digest-delivery';
import { DIGEST_FREQUENCIES, type DigestRunCounts } from '@deal-site/queue-contract';
import type { AppConfig } from '@deal-site/server-config';
import type { DataSource, Repository } from 'typeorm';
import { JobSchedulingError } from '../../common/job-scheduling-error';
import type { Logger } from '../../logger';
import { Subscription } from '../subscription/subscription.entity';
import { readSubscriberEmail } from '../subscription/subscription-input';
import { DigestRun } from './digest-run.entity';
import {
  invalidDigestFrequency,
  mailNotConfigured,
  noDealsForTest,
  testDigestNotSent,
} from './digest.errors';
import type { EmailDelivery } from './digest.types';
import {
  startDigestScheduling,
  type DigestScheduling,
  type DigestSchedulingOptions,
} from './digest-scheduling';

const RECENT_RUNS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DigestServiceOptions {
  dataSource: DataSource;
  config: AppConfig;
  logger: Logger;
  /** null without SMTP_URL. */
  mailer: Mailer | null;
  renderers: EmailRenderers;
  /** Tests shorten the SMTP retry backoff and move the clock. */
  senderOverrides?: Pick<DigestSenderOptions, 'retryPolicy' | 'now'>;
  inProcessTimings?: DigestSchedulingOptions['inProcessTimings'];
}

/** Digests: the schedule, runs on demand, the test digest and the admin's overview. */
export class DigestService {
  readonly sender: DigestSender;
  readonly alerts: InstantAlertSender;
  private readonly alertStore: SqlAlertStore;
  private readonly store: SqlDigestStore;
  private readonly subscriptions: Repository<Subscription>;
  private readonly runs: Repository<DigestRun>;
  private scheduling: DigestScheduling | null = null;

  constructor(private readonly options: DigestServiceOptions) {
    const { dataSource, config, logger, mailer, renderers, senderOverrides } = options;
    this.store = new SqlDigestStore(dataSource);
    this.subscriptions = dataSource.getRepository(Subscription);
    this.runs = dataSource.getRepository(DigestRun);
    const sending = {
      mailer,
      renderers,
      publicUrl: config.publicUrl,
      postalAddress: config.mailPostalAddress,
      siteTimeZone: config.siteTimeZone,
      logger,
      ...senderOverrides,
    };
    this.sender = new DigestSender({ store: this.store, ...sending });
    this.alertStore = new SqlAlertStore(dataSource);
    this.alerts = new InstantAlertSender({ store: this.alertStore, ...sending });
  }

  get mailConfigured(): boolean {
    return this.sender.mailConfigured;
  }

  async startScheduling(): Promise<void> {
    const { config, logger, inProcessTimings } = this.options;
    try {
      this.scheduling = await startDigestScheduling({
        redisUrl: config.redisUrl,
        queuePrefix: config.queuePrefix,
        siteTimeZone: config.siteTimeZone,
        digestHour: config.digestHour,
        mailConfigured: this.mailConfigured,
        logger,
        inProcessTimings,
        digests: digestJobs(this.sender, this.store, this.alerts),
      });
    } catch (error) {
      throw new JobSchedulingError((error as Error).message);
    }
  }

  /** Stops the schedule, then closes the SMTP connections (the subscriptions share them). */
  async stop(): Promise<void> {
    await this.scheduling?.stop();
    this.scheduling = null;
    this.options.mailer?.close();
  }

  /**
   * Runs a digest in this process now. A scheduled run of the same period, here or in a worker,
   * may overlap it: the send log lets each subscriber's digest go out once.
   */
  async runNow(frequencyInput: unknown): Promise<DigestRunCounts> {
    const frequency = DIGEST_FREQUENCIES.find((known) => known === frequencyInput);
    if (!frequency) throw invalidDigestFrequency();
    if (!this.mailConfigured) throw mailNotConfigured();
    return this.sender.run(frequency, 'manual');
  }

  async sendTest(emailInput: unknown): Promise<void> {
    const email = readSubscriberEmail(emailInput);
    try {
      await this.sender.sendTest(email);
    } catch (error) {
      if (error instanceof MailNotConfiguredError) throw mailNotConfigured();
      if (error instanceof NoDealsToSendError) throw noDealsForTest(error.message);
      this.options.logger.warn({ err: error }, 'test digest not sent');
      throw testDigestNotSent('the mail server did not accept it');
    }
  }

  async emailDelivery(): Promise<EmailDelivery> {
    const dayAgo = new Date(Date.now() - DAY_MS);
    const [confirmedCount, pendingCount, pausedCount, alerts, alertMailsLastDay, recentRuns] =
      await Promise.all([
        this.subscriptions.countBy({ status: 'active' }),
        this.subscriptions.countBy({ status: 'pending' }),
        this.subscriptions.countBy({ status: 'paused' }),
        this.alertStore.alertCounts(),
        this.alertStore.sentSince(dayAgo),
        this.runs.find({ order: { startedAt: 'DESC', id: 'DESC' }, take: RECENT_RUNS }),
      ]);
    return {
      mailConfigured: this.mailConfigured,
      confirmedCount,
      pendingCount,
      pausedCount,
      alertCount: alerts.alerts,
      alertSubscriberCount: alerts.subscribers,
      alertMailsLastDay,
      recentRuns,
    };
  }
}
