import type { ParsedMail } from 'mailparser';

/** SMTP_URL and friends for a test app sending to a test SMTP server. */
export function mailEnv(smtpUrl: string): Record<string, string> {
  // An hour far from now, so the real daily schedule never fires during a test.
  const chicagoHour = Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(new Date()),
  );
  return {
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Deals <deals@example.com>',
    MAIL_POSTAL_ADDRESS: '1 Example Street, Springfield',
    PUBLIC_URL: 'https://deals.example.com',
    DIGEST_HOUR: String((chicagoHour + 12) % 24),
  };
}

/** The deal ids a mail links to, in the order its plain-text part lists them. */
export function linkedDealIds(mail: ParsedMail): number[] {
  const ids = [...(mail.text ?? '').matchAll(/\/deals\/(\d+)/g)].map((match) => Number(match[1]));
  return ids.filter((id, index) => ids.indexOf(id) === index);
}

/** The confirmation link of a confirmation e-mail, as a path on the site. */
export function confirmPath(mail: ParsedMail): string {
  const match = /https:\/\/deals\.example\.com(\/subscribe\/confirm\/[A-Za-z0-9_-]{43})/.exec(
    mail.text ?? '',
  );
  if (!match) throw new Error(`no confirmation link in: ${mail.text}`);
  return match[1];
}
