/** Sending was asked for while SMTP_URL is unset. */
export class MailNotConfiguredError extends Error {
  override name = 'MailNotConfiguredError';

  constructor() {
    super('Mail is not configured: set SMTP_URL and MAIL_FROM');
  }
}
