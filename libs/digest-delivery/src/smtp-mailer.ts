import type { MailTransportSettings } from '@deal-site/server-config';
import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

/** How many SMTP connections one process keeps open at most. */
export const SMTP_MAX_CONNECTIONS = 4;

/** A Mailer over nodemailer's pooled SMTP transport, from SMTP_URL and MAIL_FROM. */
export function createSmtpMailer({ smtpUrl, from }: MailTransportSettings): Mailer {
  const url = new URL(smtpUrl);
  const transport = createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    pool: true,
    maxConnections: SMTP_MAX_CONNECTIONS,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send({ to, subject, html, text, headers }) {
      await transport.sendMail({ from, to, subject, html, text, headers });
    },
    close: () => transport.close(),
  };
}
