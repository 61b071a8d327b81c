import { csvOf } from '../../common/csv';
import type { Subscription } from './subscription.entity';

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
  return csvOf(rows);
}
