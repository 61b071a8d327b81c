import type { Subscription } from './subscription.entity';

// A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The subscriber list as RFC 4180 CSV: a header row, then e-mail, frequency and date per line. */
export function subscriptionsCsv(
  subscriptions: readonly Pick<Subscription, 'email' | 'frequency' | 'createdAt'>[],
): string {
  const rows = [
    ['email', 'frequency', 'subscribed_at'],
    ...subscriptions.map(({ email, frequency, createdAt }) => [
      email,
      frequency,
      createdAt.toISOString(),
    ]),
  ];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
