import {
  DigestSender,
  InstantAlertSender,
  SqlAlertStore,
  SqlDigestStore,
  createSmtpMailer,
  digestJobs,
  type DigestJobs,
  type DigestLogger,
} from '@deal-site/digest-delivery';
import {
  renderAlertEmail,
  renderConfirmationEmail,
  renderDigestEmail,
} from '@deal-site/digest-email';
import type { WorkerConfig } from '@deal-site/server-config';
import type { DataSource } from 'typeorm';

/** The digest, instant-alert and purge jobs on the API's database, sending through SMTP_URL when it is set. */
export function createWorkerDigestJobs(
  config: Pick<WorkerConfig, 'mail' | 'publicUrl' | 'mailPostalAddress' | 'siteTimeZone'>,
  dataSource: DataSource,
  logger: DigestLogger,
): DigestJobs & { close(): void } {
  const store = new SqlDigestStore(dataSource);
  const mailer = config.mail ? createSmtpMailer(config.mail) : null;
  const sender = new DigestSender({
    store,
    mailer,
    renderers: { renderDigestEmail, renderConfirmationEmail },
    publicUrl: config.publicUrl,
    postalAddress: config.mailPostalAddress,
    siteTimeZone: config.siteTimeZone,
    logger,
  });
  const alerts = new InstantAlertSender({
    store: new SqlAlertStore(dataSource),
    mailer,
    renderers: { renderAlertEmail },
    publicUrl: config.publicUrl,
    postalAddress: config.mailPostalAddress,
    siteTimeZone: config.siteTimeZone,
    logger,
  });
  return { ...digestJobs(sender, store, alerts), close: () => mailer?.close() };
}
