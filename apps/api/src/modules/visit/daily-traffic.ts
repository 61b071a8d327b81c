import type { ClickStatsService } from '../click/click-stats.service';
import { siteDaysEndingWith } from '../visitor/site-day';
import { TRAFFIC_RETENTION_DAYS } from '../visitor/traffic-retention';
import type { VisitService } from './visit.service';
import type { DailyTraffic } from './visit-stats.type';

export const DEFAULT_TRAFFIC_DAYS = 30;
/** No screen reads further back, so visit rows older than this are deleted (see VisitService). */
export const MAX_TRAFFIC_DAYS = TRAFFIC_RETENTION_DAYS;

/** Visitors, clicks and unique clickers for each of the last `days` days, oldest first. */
export async function dailyTraffic(
  { visits, clickStats }: { visits: VisitService; clickStats: ClickStatsService },
  days: number,
): Promise<DailyTraffic[]> {
  const range = siteDaysEndingWith(visits.today(), days);
  const [visitors, clicked] = await Promise.all([
    visits.visitorsPerDay(range),
    clickStats.clicksPerDay(range),
  ]);
  return range.map((day) => ({
    day,
    visitors: visitors.get(day) ?? 0,
    clicks: clicked.get(day)?.clicks ?? 0,
    uniqueClickers: clicked.get(day)?.uniqueClickers ?? 0,
  }));
}
