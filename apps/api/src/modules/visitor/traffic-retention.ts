import { shiftSiteDay, type SiteDay } from './site-day';

/**
 * How many site days of per-visitor rows (visits and clicks) are kept: the longest range any
 * figure or chart reads (the traffic chart's 90 days; the overview's figures need 60). A deal's
 * total clicks live in the deal itself and are kept.
 */
export const TRAFFIC_RETENTION_DAYS = 90;

/** The oldest site day whose per-visitor rows are kept on `today`; rows of earlier days expire. */
export const oldestKeptDay = (today: SiteDay): SiteDay =>
  shiftSiteDay(today, 1 - TRAFFIC_RETENTION_DAYS);
