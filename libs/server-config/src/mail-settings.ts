import { ConfigError } from './config-error';
import { optional, readUrl, type Env } from './env-values';

/** Where confirmation and digest e-mails go out; null when SMTP_URL is unset (nothing is sent). */
export interface MailTransportSettings {
  /** smtp:// or smtps://, with the credentials in it; never logged nor echoed in an error. */
  smtpUrl: string;
  /** The From header, e.g. "Deals <deals@example.com>". */
  from: string;
}

/** What sending mail reads, in the API and in the worker alike. */
export interface MailSettings {
  mail: MailTransportSettings | null;
  /** The footer's postal address that anti-spam law asks for. */
  mailPostalAddress: string | null;
  /** The hour (0–23, in SITE_TIMEZONE) at which daily and weekly digests go out. */
  digestHour: number;
}

// One plain address, optionally with a display name: "deals@example.com" or "Deals <deals@example.com>".
const MAIL_FROM_FORMAT =
  /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

function readDigestHour(env: Env): number {
  const raw = optional(env, 'DIGEST_HOUR') ?? '8';
  const hour = Number(raw);
  if (!/^\d{1,2}$/.test(raw) || hour > 23) {
    throw new ConfigError(`DIGEST_HOUR must be a whole hour from 0 to 23, got "${raw}"`);
  }
  return hour;
}

function readMailTransport(env: Env): MailTransportSettings | null {
  if (!optional(env, 'SMTP_URL')) return null;
  const smtpUrl = readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], '');
  const from = optional(env, 'MAIL_FROM');
  if (!from) {
    throw new ConfigError('MAIL_FROM is required with SMTP_URL, e.g. "Deals <deals@example.com>"');
  }
  if (!MAIL_FROM_FORMAT.test(from)) {
    throw new ConfigError(
      `MAIL_FROM must be an address or "Name <address>", got "${from.replace(/[\r\n]/g, ' ')}"`,
    );
  }
  return { smtpUrl, from };
}

export function readMailSettings(env: Env): MailSettings {
  const postalAddress = optional(env, 'MAIL_POSTAL_ADDRESS');
  return {
    mail: readMailTransport(env),
    mailPostalAddress: postalAddress,
    digestHour: readDigestHour(env),
  };
}
