import type { DigestFrequency, DigestRunCounts, DigestTrigger } from '@deal-site/queue-contract';
import { alertLabel, alertMatcher, type AlertMatcher, type AlertRule } from '@deal-site/deal-text';
import { toDigestDeal, type DigestDealRow } from './digest-deal';
import { digestPeriod } from './digest-period';
import type { DigestDeal, EmailRenderers } from './email-renderers';
import { MailNotConfiguredError, NoDealsToSendError } from './mail-errors';
import type { Mailer, OutgoingMail } from './mailer';
import { forEachWithConcurrency } from './map-with-concurrency';
import { SMTP_RETRY_POLICY, sendWithRetry, type RetryPolicy } from './send-with-retry';
import { classifySmtpFailure, smtpFailureSummary } from './smtp-failure';
import type { DigestRecipient, SqlDigestStore } from './sql-digest-store';

/** Deals one digest shows at most, newest first. */
export const MAX_DIGEST_DEALS = 30;
/** Deals of one period a digest's alerts are matched against at most. */
const DEALS_MATCHED_PER_DIGEST = 500;
/** Deals the "Matching your alerts" part shows at most. */
export const MAX_MATCHING_DEALS = 10;

/** Each deal folded once per run, by id, however many subscribers' alerts meet it. */
type RunMatchers = Map<number, AlertMatcher>;

/** The rows matching any of the alerts, newest first, with how each alert reads. */
function matchingDeals(
  alerts: readonly AlertRule[],
  rows: readonly DigestDealRow[],
  matchers: RunMatchers,
) {
  if (alerts.length === 0) return [];
  const matched: { row: DigestDealRow; labels: string[] }[] = [];
  for (const row of rows) {
    let matching = matchers.get(row.id);
    if (!matching) {
      matching = alertMatcher(row);
      matchers.set(row.id, matching);
    }
    const hits = matching(alerts);
    if (hits.length > 0) matched.push({ row, labels: hits.map(alertLabel) });
    if (matched.length === MAX_MATCHING_DEALS) break;
  }
  return matched;
}
/** Digests sent at once: the pool's SMTP connections, so none waits on another's socket. */
export const DIGEST_SEND_CONCURRENCY = 4;

/** The slice of a pino logger the sender uses. */
export interface DigestLogger {
  info(context: object, message: string): void;
  warn(context: object, message: string): void;
}

/** What the digest and alert senders share: the mailer, the site and the sending pace. */
export interface MailSendingOptions {
  /** null without SMTP_URL: nothing is ever sent. */
  mailer: Mailer | null;
  publicUrl: string;
  postalAddress: string | null;
  siteTimeZone: string;
  logger: DigestLogger;
  retryPolicy?: RetryPolicy;
  concurrency?: number;
  /** Tests move the clock to another day or week. */
  now?: () => Date;
}

export interface DigestSenderOptions extends MailSendingOptions {
  store: SqlDigestStore;
  renderers: Pick<EmailRenderers, 'renderDigestEmail' | 'renderConfirmationEmail'>;
}

type SendOutcome = keyof DigestRunCounts;

/** The RFC 2369 / RFC 8058 headers that let a mail client unsubscribe in one click. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * Sends digests. Each (subscription, period) is claimed in the send log under a unique index
 * before its message goes out, so no run, retry or second worker sends it twice. A send that
 * failed is claimed again by the next run of the period (the job's retry). A worker killed
 * mid-batch (SIGKILL) leaves its claimed-but-unsent rows as 'claimed': BullMQ runs the job again
 * once that worker's lock has expired, and that attempt takes them over. A message the killed
 * worker had handed over but not yet heard accepted is the one that can arrive twice.
 */
export class DigestSender {
  private readonly now: () => Date;

  constructor(private readonly options: DigestSenderOptions) {
    this.now = options.now ?? (() => new Date());
  }

  get mailConfigured(): boolean {
    return this.options.mailer !== null;
  }

  private requireMailer(): Mailer {
    if (!this.options.mailer) throw new MailNotConfiguredError();
    return this.options.mailer;
  }

  unsubscribeUrl(token: string): string {
    return `${this.options.publicUrl}/unsubscribe/${token}`;
  }

  /**
   * Runs the digest of a frequency for the period `now` falls in. `owner` names the BullMQ job
   * the run belongs to: its next attempt takes over the sends this run claimed and never finished.
   */
  async run(
    frequency: DigestFrequency,
    trigger: DigestTrigger,
    owner: string | null = null,
  ): Promise<DigestRunCounts> {
    const mailer = this.requireMailer();
    const { store, logger, concurrency = DIGEST_SEND_CONCURRENCY } = this.options;
    const until = this.now();
    const period = digestPeriod(frequency, until, this.options.siteTimeZone);
    const runId = await store.startRun(frequency, trigger, period, until);
    const counts: DigestRunCounts = { sent: 0, skipped: 0, failed: 0 };
    const recipients = await store.recipients(frequency);
    const matchers: RunMatchers = new Map();
    await forEachWithConcurrency(recipients, concurrency, async (recipient) => {
      let outcome: SendOutcome;
      try {
        outcome = await this.sendOne(mailer, recipient, {
          frequency,
          period,
          until,
          owner,
          matchers,
        });
      } catch (error) {
        // The database failed around this one subscriber; the batch goes on.
        logger.warn({ subscriptionId: recipient.id, period, err: error }, 'digest not sent');
        outcome = 'failed';
      }
      counts[outcome] += 1;
    });
    await store.finishRun(runId, counts, this.now());
    logger.info({ frequency, trigger, period, ...counts }, 'digest run finished');
    return counts;
  }

  private async sendOne(
    mailer: Mailer,
    recipient: DigestRecipient,
    {
      frequency,
      period,
      until,
      owner,
      matchers,
    }: {
      frequency: DigestFrequency;
      period: string;
      until: Date;
      owner: string | null;
      matchers: RunMatchers;
    },
  ): Promise<SendOutcome> {
    const { store, renderers, publicUrl, postalAddress, retryPolicy, siteTimeZone } = this.options;
    // Alerts look at every deal of the period; the list shows the newest.
    const periodRows = await store.dealsAddedBetween(
      recipient.dealsFrom,
      until,
      recipient.alerts.length > 0 ? DEALS_MATCHED_PER_DIGEST : MAX_DIGEST_DEALS,
    );
    const rows = periodRows.slice(0, MAX_DIGEST_DEALS);
    if (rows.length === 0) return 'skipped';
    const unsubscribeUrl = this.unsubscribeUrl(recipient.unsubscribeToken);
    const deals = rows.map((row) => toDigestDeal(row, publicUrl, siteTimeZone));
    const matching = matchingDeals(recipient.alerts, periodRows, matchers).map(
      ({ row, labels }) => ({
        ...toDigestDeal(row, publicUrl, siteTimeZone),
        matchedAlerts: labels,
      }),
    );
    // Rendered before the claim, so a template failure leaves nothing claimed and is tried again.
    const email = await renderers.renderDigestEmail({
      frequency,
      deals,
      matching,
      publicUrl,
      unsubscribeUrl,
      manageUrl: `${publicUrl}/subscription/${recipient.unsubscribeToken}`,
      postalAddress,
    });
    const sendId = await store.claim(recipient.id, period, rows.length, this.now(), owner);
    if (sendId === null) return 'skipped';
    const mail: OutgoingMail = {
      to: recipient.email,
      ...email,
      headers: listUnsubscribeHeaders(unsubscribeUrl),
    };
    try {
      await sendWithRetry(mailer, mail, retryPolicy ?? SMTP_RETRY_POLICY);
    } catch (error) {
      const summary = smtpFailureSummary(error);
      if (classifySmtpFailure(error) === 'permanent') {
        await store.markRefused(sendId, recipient.id, summary, this.now());
      } else {
        await store.markFailed(sendId, summary, this.now());
      }
      this.options.logger.warn(
        { subscriptionId: recipient.id, period, error: summary },
        'digest refused or failed',
      );
      return 'failed';
    }
    await store.markSent(sendId, recipient.id, until, this.now());
    return 'sent';
  }

  /** The latest active deals as today's daily digest shows them, to one address, marked as a test. */
  async sendTest(email: string): Promise<void> {
    const mailer = this.requireMailer();
    const { store, renderers, publicUrl, postalAddress, siteTimeZone } = this.options;
    // One second ahead, so a deal added this very second is in the test too.
    const rows = await store.dealsAddedBetween(
      new Date(0),
      new Date(this.now().getTime() + 1000),
      MAX_DIGEST_DEALS,
    );
    if (rows.length === 0) throw new NoDealsToSendError();
    const deals: DigestDeal[] = rows.map((row) => toDigestDeal(row, publicUrl, siteTimeZone));
    const unsubscribeUrl = `${publicUrl}/`;
    const rendered = await renderers.renderDigestEmail({
      frequency: 'daily',
      deals,
      publicUrl,
      unsubscribeUrl,
      postalAddress,
    });
    await sendWithRetry(mailer, { to: email, ...rendered, subject: `[Test] ${rendered.subject}` });
  }
}
