export type {
  AlertEmailDeal,
  AlertEmailInput,
  ConfirmationEmailInput,
  DigestDeal,
  DigestEmailInput,
  EmailRenderers,
  RenderedEmail,
} from './email-renderers';
export type { Mailer, OutgoingMail } from './mailer';
export { MailNotConfiguredError, NoDealsToSendError } from './mail-errors';
export { SMTP_MAX_CONNECTIONS, createSmtpMailer } from './smtp-mailer';
export { classifySmtpFailure, smtpFailureSummary, type SmtpFailureKind } from './smtp-failure';
export { SMTP_RETRY_POLICY, sendWithRetry, type RetryPolicy } from './send-with-retry';
export { DIGEST_IMAGE_WIDTH, digestImageUrl, toDigestDeal } from './digest-deal';
export { forEachWithConcurrency } from './map-with-concurrency';
export { digestPeriod } from './digest-period';
export {
  DIGEST_SEND_CONCURRENCY,
  DigestSender,
  MAX_DIGEST_DEALS,
  listUnsubscribeHeaders,
  type DigestLogger,
  type DigestSenderOptions,
  type MailSendingOptions,
} from './digest-sender';
export { PAUSE_AFTER_REFUSALS, SqlDigestStore, type DigestRecipient } from './sql-digest-store';
export { PENDING_LIFETIME_MS, purgeUnconfirmedSubscriptions } from './pending-purge';
export { digestJobs, type DigestJobs } from './digest-job-runner';
export {
  ABANDONED_CLAIM_MS,
  ALERT_MAILS_PER_DAY,
  InstantAlertSender,
  MAX_ALERT_DEALS,
  type AlertSenderOptions,
} from './alert-sender';
export {
  SqlAlertStore,
  type AlertClaim,
  type AlertDealRow,
  type AlertRecipient,
} from './sql-alert-store';
