const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The admin's mark for a deal's expiry: "Expired", "Expires in 3 h", or null when it has none.
 * Rounded up, so "in 1 min" shows until the very end.
 */
export function expiryLabel(
  deal: { expiresAt?: string | null; expired: boolean },
  now: number,
): string | null {
  if (deal.expired) return 'Expired';
  if (!deal.expiresAt) return null;
  const left = Date.parse(deal.expiresAt) - now;
  if (left <= 0) return 'Expired';
  if (left < HOUR_MS) return `Expires in ${Math.ceil(left / MINUTE_MS)} min`;
  if (left < 2 * DAY_MS) return `Expires in ${Math.ceil(left / HOUR_MS)} h`;
  return `Expires in ${Math.ceil(left / DAY_MS)} d`;
}
