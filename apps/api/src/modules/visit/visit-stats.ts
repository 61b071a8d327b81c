import { shiftSiteDay, type SiteDay } from '../visitor/site-day';

export interface VisitFigures {
  today: number;
  yesterday: number;
  /** The last 7 days, today included. */
  week: number;
  /** The last 30 days, today included. */
  month: number;
  /** Percent change of `week` against the 7 days before it, one decimal; 0 when those had none. */
  weekTrend: number;
  monthTrend: number;
}

/** Percent change rounded to one decimal; 0 when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number {
  if (previous <= 0) return 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Sum of the daily counts over `length` days ending `endsDaysAgo` days before today. */
function sumOfDays(
  visitorsByDay: ReadonlyMap<SiteDay, number>,
  today: SiteDay,
  endsDaysAgo: number,
  length: number,
): number {
  let total = 0;
  for (let back = endsDaysAgo; back < endsDaysAgo + length; back += 1) {
    total += visitorsByDay.get(shiftSiteDay(today, -back)) ?? 0;
  }
  return total;
}

/** How many days of counts the figures read: this month and the 30 days before it. */
export const VISIT_FIGURE_DAYS = 60;

/** The stats the admin shows, from unique visitors per day. */
export function visitFigures(
  visitorsByDay: ReadonlyMap<SiteDay, number>,
  today: SiteDay,
): VisitFigures {
  const week = sumOfDays(visitorsByDay, today, 0, 7);
  const month = sumOfDays(visitorsByDay, today, 0, 30);
  return {
    today: sumOfDays(visitorsByDay, today, 0, 1),
    yesterday: sumOfDays(visitorsByDay, today, 1, 1),
    week,
    month,
    weekTrend: percentChange(week, sumOfDays(visitorsByDay, today, 7, 7)),
    monthTrend: percentChange(month, sumOfDays(visitorsByDay, today, 30, 30)),
  };
}
