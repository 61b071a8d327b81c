import type { DigestFrequency } from '@deal-site/queue-contract';

/** The calendar date of an instant in a time zone, as YYYY-MM-DD. */
function dateInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The Monday on or before a YYYY-MM-DD date. */
function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const daysSinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - daysSinceMonday);
  return day.toISOString().slice(0, 10);
}

/**
 * The send-log key of the digest due at `instant`: one per site day for daily digests, one per
 * week (named by its Monday) for weekly ones. Every run inside one period shares the key, so a
 * retried, doubled or manual run finds who already got that period's digest.
 */
export function digestPeriod(frequency: DigestFrequency, instant: Date, timeZone: string): string {
  const date = dateInZone(instant, timeZone);
  return `${frequency}:${frequency === 'weekly' ? mondayOf(date) : date}`;
}
