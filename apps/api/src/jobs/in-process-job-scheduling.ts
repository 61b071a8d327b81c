import { SCHEDULED_IMPORT_JOB, importSchedule } from '@deal-site/queue-contract';
import { runJob, startInProcessScheduler } from '@deal-site/jobs';
import type { JobScheduling, StartJobSchedulingOptions } from './job-scheduling';

/** Without Redis the API runs the imports itself, on the same schedule and through the same handler. */
export function startInProcessScheduling({
  siteTimeZone,
  logger,
  inProcessTiming,
}: StartJobSchedulingOptions): JobScheduling {
  const scheduler = startInProcessScheduler({
    name: SCHEDULED_IMPORT_JOB,
    timing: inProcessTiming ?? importSchedule(siteTimeZone),
    logger,
    task: (trigger) =>
      runJob(
        SCHEDULED_IMPORT_JOB,
        { trigger, requestedAt: trigger === 'manual' ? new Date().toISOString() : undefined },
        { deps: { logger }, logContext: { trigger } },
      ),
  });

  return {
    mode: 'in-process',
    async enqueueImportNow(trigger) {
      scheduler.runNow(trigger);
    },
    stop: () => scheduler.stop(),
  };
}
