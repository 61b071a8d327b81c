import { localDateString } from '@deal-site/deal-text';

/** A calendar day in SITE_TIMEZONE, YYYY-MM-DD: the unit every statistic is counted in. */
export type SiteDay = string;

/** True for a string written as a site day is, YYYY-MM-DD (read back from a file, say). */
export const isSiteDay = (value: unknown): value is SiteDay =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

export const siteDayOf = (instant: Date, timeZone: string): SiteDay =>
  localDateString(instant, timeZone);

/** The day `days` calendar days after (or before, when negative) the given one. */
export function shiftSiteDay(day: SiteDay, days: number): SiteDay {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The `count` days ending with `last`, oldest first. */
export const siteDaysEndingWith = (last: SiteDay, count: number): SiteDay[] =>
  Array.from({ length: count }, (_, index) => shiftSiteDay(last, index - count + 1));
