/** Fixed id, so every boot upserts the same job scheduler instead of adding one. */
export const IMPORT_SCHEDULER_ID = 'deal-import-hourly';

/** At 5 minutes past each hour. */
export const IMPORT_CRON_PATTERN = '5 * * * *';

export interface CronSchedule {
  pattern: string;
  /** IANA zone the pattern is read in (SITE_TIMEZONE). */
  tz: string;
}

export function importSchedule(siteTimeZone: string): CronSchedule {
  return { pattern: IMPORT_CRON_PATTERN, tz: siteTimeZone };
}
