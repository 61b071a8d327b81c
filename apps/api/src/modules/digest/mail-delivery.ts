import { createSmtpMailer, type EmailRenderers, type Mailer } from '@deal-site/digest-delivery';
import type { AppConfig } from '@deal-site/server-config';

export interface MailDelivery {
  /** null without SMTP_URL: nothing is sent and subscriptions are active at once. */
  mailer: Mailer | null;
  renderers: EmailRenderers;
}

const templatesNotInstalled = (): Promise<never> =>
  Promise.reject(new Error('the e-mail templates (@deal-site/digest-email) are not installed'));

/** The mailer from SMTP_URL; sending stays off until the templates library is wired in. */
export function createMailDelivery(config: Pick<AppConfig, 'mail'>): MailDelivery {
  const templatesReady = false;
  return {
    mailer: config.mail && templatesReady ? createSmtpMailer(config.mail) : null,
    renderers: {
      renderDigestEmail: templatesNotInstalled,
      renderConfirmationEmail: templatesNotInstalled,
    },
  };
}
