/** Sending was asked for while SMTP_URL is unset. */
export class MailNotConfiguredError extends Error {
  override name = 'MailNotConfiguredError';

  constructor() {
    super('Mail is not configured: set SMTP_URL and MAIL_FROM');
  }
}

/** A test digest was asked for while no active deal exists. */
export class NoDealsToSendError extends Error {
  override name = 'NoDealsToSendError';

  constructor() {
    super('There are no active deals to put in a digest yet');
  }
}
