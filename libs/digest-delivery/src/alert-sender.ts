import { alertLabel, alertMatcher, localDateString, type AlertMatcher } from '@deal-site/deal-text';
import type { AlertRunCounts, DigestTrigger } from '@deal-site/queue-contract';
import { toDigestDeal } from './digest-deal';
import {
  DIGEST_SEND_CONCURRENCY,
  listUnsubscribeHeaders,
  type MailSendingOptions,
} from './digest-sender';
import type { AlertEmailDeal, EmailRenderers } from './email-renderers';
import { MailNotConfiguredError } from './mail-errors';
import type { Mailer } from './mailer';
import { forEachWithConcurrency } from './map-with-concurrency';
import { SMTP_RETRY_POLICY, sendWithRetry } from './send-with-retry';
import { classifySmtpFailure, smtpFailureSummary } from './smtp-failure';
import type { AlertDealRow, AlertRecipient, SqlAlertStore } from './sql-alert-store';

/** Instant alert e-mails one subscriber gets at most per day in SITE_TIMEZONE. */
export const ALERT_MAILS_PER_DAY = 10;
/** Deals one alert e-mail lists at most; the rest wait for the next e-mail. */
export const MAX_ALERT_DEALS = 10;
/** How far back a run looks for new deals: an alert is about what was just posted. */
export const ALERT_LOOKBACK_MS = 24 * 60 * 60 * 1000;
/** A claim still unsent after this was left by a run that died; the next run sends it again. */
export const ABANDONED_CLAIM_MS = 15 * 60 * 1000;

export interface AlertSenderOptions extends MailSendingOptions {
  store: SqlAlertStore;
  renderers: Pick<EmailRenderers, 'renderAlertEmail'>;
}

interface MatchedDeal {
  row: AlertDealRow;
  labels: string[];
}

/** A scanned deal with its text folded once for every subscriber's alerts. */
interface ScannedDeal {
  row: AlertDealRow;
  matching: AlertMatcher;
}

const noCounts = (): AlertRunCounts => ({ sent: 0, deals: 0, capped: 0, failed: 0 });

/**
 * Sends instant alerts: each run (every 5 minutes, in the worker or the API) mails every subscriber
 * the new live deals matching their instant alerts that no e-mail gave them yet. The e-mail's day
 * slot and each (subscriber, deal) are claimed under unique indexes before it goes out, so two
 * workers, a retry or a crash never send a deal twice, and no one gets more than 10 a day.
 */
export class InstantAlertSender {
  private readonly now: () => Date;

  constructor(private readonly options: AlertSenderOptions) {
    this.now = options.now ?? (() => new Date());
  }

  async run(trigger: DigestTrigger, owner: string | null = null): Promise<AlertRunCounts> {
    const { mailer, store, logger, concurrency = DIGEST_SEND_CONCURRENCY } = this.options;
    if (!mailer) throw new MailNotConfiguredError();
    const now = this.now();
    const released = await store.releaseAbandoned(new Date(now.getTime() - ABANDONED_CLAIM_MS));
    const counts = noCounts();
    const recipients = await store.instantRecipients();
    if (recipients.length === 0) return counts;
    const rows = await store.liveDealsAddedSince(new Date(now.getTime() - ALERT_LOOKBACK_MS), now);
    if (rows.length === 0) return counts;
    const deals = rows.map((row) => ({ row, matching: alertMatcher(row) }));
    const day = localDateString(now, this.options.siteTimeZone);
    await forEachWithConcurrency(recipients, concurrency, async (recipient) => {
      try {
        await this.sendOne(mailer, recipient, deals, { day, now, owner }, counts);
      } catch (error) {
        // The database failed around this one subscriber; the batch goes on.
        logger.warn({ subscriptionId: recipient.id, err: error }, 'alert not sent');
        counts.failed += 1;
      }
    });
    if (counts.sent + counts.failed + counts.capped > 0 || released > 0)
      logger.info({ trigger, released, ...counts }, 'instant alerts sent');
    return counts;
  }

  /** The deals each of whose alerts was set before it was added, newest first. */
  private matchedDeals(recipient: AlertRecipient, deals: readonly ScannedDeal[]): MatchedDeal[] {
    const matched: MatchedDeal[] = [];
    for (const { row, matching } of deals) {
      if (row.createdAt < recipient.confirmedAt) continue;
      const hits = matching(recipient.alerts.filter((alert) => alert.createdAt <= row.createdAt));
      if (hits.length > 0) matched.push({ row, labels: hits.map(alertLabel) });
    }
    return matched;
  }

  private async sendOne(
    mailer: Mailer,
    recipient: AlertRecipient,
    deals: readonly ScannedDeal[],
    { day, now, owner }: { day: string; now: Date; owner: string | null },
    counts: AlertRunCounts,
  ): Promise<void> {
    const { store, renderers, publicUrl, postalAddress, siteTimeZone, retryPolicy } = this.options;
    const matched = this.matchedDeals(recipient, deals);
    if (matched.length === 0) return;
    const alerted = await store.alertedDealIds(
      recipient.id,
      matched.map(({ row }) => row.id),
    );
    const fresh = matched.filter(({ row }) => !alerted.has(row.id)).slice(0, MAX_ALERT_DEALS);
    if (fresh.length === 0) return;

    const unsubscribeUrl = `${publicUrl}/unsubscribe/${recipient.unsubscribeToken}`;
    const emailDeals: AlertEmailDeal[] = fresh.map(({ row, labels }) => ({
      ...toDigestDeal(row, publicUrl, siteTimeZone),
      matchedAlerts: labels,
    }));
    // Rendered before the claim, so a template failure leaves nothing claimed.
    const email = await renderers.renderAlertEmail({
      deals: emailDeals,
      publicUrl,
      unsubscribeUrl,
      manageUrl: `${publicUrl}/subscription/${recipient.unsubscribeToken}`,
      postalAddress,
    });
    const dealIds = fresh.map(({ row }) => row.id);
    const claim = await store.claim(recipient.id, day, dealIds, ALERT_MAILS_PER_DAY, now, owner);
    if (claim === 'capped') {
      counts.capped += 1;
      return;
    }
    if (claim === 'taken') return;
    try {
      await sendWithRetry(
        mailer,
        { to: recipient.email, ...email, headers: listUnsubscribeHeaders(unsubscribeUrl) },
        retryPolicy ?? SMTP_RETRY_POLICY,
      );
    } catch (error) {
      const summary = smtpFailureSummary(error);
      if (classifySmtpFailure(error) === 'permanent')
        await store.markRefused(claim.mailId, summary);
      else await store.release(claim.mailId);
      this.options.logger.warn(
        { subscriptionId: recipient.id, error: summary },
        'alert refused or failed',
      );
      counts.failed += 1;
      return;
    }
    await store.markSent(claim.mailId, this.now());
    counts.sent += 1;
    counts.deals += dealIds.length;
  }
}
