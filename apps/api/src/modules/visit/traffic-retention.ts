/**
 * How many site days of per-visitor rows are kept: the longest range any figure or chart reads
 * (the traffic chart's 90 days; the overview's figures need 60).
 */
export const TRAFFIC_RETENTION_DAYS = 90;
