/**
 * The admin's mark for a deal waiting for its publish time, "Scheduled · Dec 3, 9:00 AM" in the
 * site's zone; null once the time has come, though the cached deal may still carry it.
 */
export function publishLabel(
  deal: { publishAt?: string | null },
  now: number,
  timeZone: string,
): string | null {
  if (!deal.publishAt) return null;
  const publishAt = new Date(deal.publishAt);
  if (publishAt.getTime() <= now) return null;
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(publishAt);
  return `Scheduled · ${time}`;
}
