import { createSmtpMailer, type EmailRenderers, type Mailer } from '@deal-site/digest-delivery';
import {
  renderAlertEmail,
  renderConfirmationEmail,
  renderDigestEmail,
} from '@deal-site/digest-email';
import type { AppConfig } from '@deal-site/server-config';

export interface MailDelivery {
  /** null without SMTP_URL: nothing is sent and subscriptions are active at once. */
  mailer: Mailer | null;
  renderers: EmailRenderers;
}

/** The mailer from SMTP_URL and MAIL_FROM, and the templates of @deal-site/digest-email. */
export function createMailDelivery(config: Pick<AppConfig, 'mail'>): MailDelivery {
  return {
    mailer: config.mail ? createSmtpMailer(config.mail) : null,
    renderers: { renderDigestEmail, renderConfirmationEmail, renderAlertEmail },
  };
}
