import type { CronSchedule } from '@deal-site/queue-contract';
import { CronExpressionParser } from 'cron-parser';

/** A cron schedule, or a fixed interval (tests use it to run every few milliseconds). */
export type SchedulerTiming = CronSchedule | { everyMs: number };

/** The first run time strictly after `after` (epoch ms). */
export function nextRunTime(timing: SchedulerTiming, after: number): number {
  if ('everyMs' in timing) return after + timing.everyMs;
  return CronExpressionParser.parse(timing.pattern, { tz: timing.tz, currentDate: after })
    .next()
    .getTime();
}
