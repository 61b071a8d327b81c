import { badInput } from '../../common/app-error';
import { isSiteDay, shiftSiteDay, type SiteDay } from '../visitor/site-day';

/** How long daily aggregates are kept, so a year can be compared with the one before. */
export const TRAFFIC_AGGREGATE_DAYS = 400;
/** The range a report covers when none is asked for: the last 7 days, today included. */
export const DEFAULT_RANGE_DAYS = 7;

export interface TrafficRange {
  from: SiteDay;
  to: SiteDay;
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
const isCalendarDay = (value: string): boolean =>
  isSiteDay(value) && shiftSiteDay(value, 0) === value;

const daysBetween = (from: SiteDay, to: SiteDay): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The site days a report covers, both ends included: the last 7 by default, either end alone
 * read with the other's default. BAD_USER_INPUT (with its field) for a malformed day, `from`
 * after `to`, or more than 400 days.
 */
export function trafficRange(
  today: SiteDay,
  from: string | null | undefined,
  to: string | null | undefined,
): TrafficRange {
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (value && !isCalendarDay(value))
      throw badInput(`${field} must be a day written YYYY-MM-DD`, { field });
  const last = to || (from && from > today ? from : today);
  const first = from || shiftSiteDay(last, 1 - DEFAULT_RANGE_DAYS);
  if (first > last) throw badInput('from must not be after to', { field: 'from' });
  if (daysBetween(first, last) > TRAFFIC_AGGREGATE_DAYS)
    throw badInput(`A range covers at most ${TRAFFIC_AGGREGATE_DAYS} days`, { field: 'from' });
  return { from: first, to: last };
}
