/** GET /api/visits/stats and POST /api/visits/reset. */
export interface VisitStats {
  today: number;
  yesterday: number;
  week: number;
  month: number;
  weekTrend: number;
  monthTrend: number;
}

/** One row of GET /api/visits/daily. */
export interface DailyTraffic {
  day: string;
  visitors: number;
  clicks: number;
  uniqueClickers: number;
}

export interface TopDeal {
  id: number;
  title: string;
  clicks: number;
}

/** GET /api/clicks/stats. */
export interface ClickOverview {
  totalDeals: number;
  totalClicks: number;
  averageClicks: number;
  topAllTime: TopDeal[];
  topLastWeek: TopDeal[];
}

/** The spec's read timing: refetched every 5 minutes (the data is stale after 4). */
export const TRAFFIC_REFETCH_MS = 5 * 60 * 1000;
