const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * "Posted 3 hours ago" at `now`: whole minutes, hours, then days, rounded down. `now` is the
 * server's render time, so the browser's first render writes the same words.
 */
export function postedAgoLabel(createdAt: string, now: Date): string {
  const elapsed = now.getTime() - Date.parse(createdAt);
  if (Number.isNaN(elapsed) || elapsed < MINUTE_MS) return 'Posted just now';
  if (elapsed < HOUR_MS) return `Posted ${plural(Math.floor(elapsed / MINUTE_MS), 'minute')} ago`;
  if (elapsed < DAY_MS) return `Posted ${plural(Math.floor(elapsed / HOUR_MS), 'hour')} ago`;
  return `Posted ${plural(Math.floor(elapsed / DAY_MS), 'day')} ago`;
}

/**
 * "Ends in 5 h" while the deal runs (minutes under an hour, days from two days on, rounded down),
 * "Expired" once it has ended; null for a deal without an end.
 */
export function endsLabel(
  deal: { expiresAt: string | null; expired: boolean },
  now: Date,
): string | null {
  if (deal.expired) return 'Expired';
  if (!deal.expiresAt) return null;
  const left = Date.parse(deal.expiresAt) - now.getTime();
  if (Number.isNaN(left)) return null;
  if (left <= 0) return 'Expired';
  if (left < HOUR_MS) return `Ends in ${Math.max(1, Math.floor(left / MINUTE_MS))} min`;
  if (left < 2 * DAY_MS) return `Ends in ${Math.floor(left / HOUR_MS)} h`;
  return `Ends in ${Math.floor(left / DAY_MS)} days`;
}
