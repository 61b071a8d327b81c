import { SCHEDULED_IMPORT_JOB, importSchedule } from '@deal-site/queue-contract';
import { runJob, startInProcessScheduler } from '@deal-site/jobs';
import { withinWait, type JobScheduling, type StartJobSchedulingOptions } from './job-scheduling';

/** Without Redis the API runs the imports itself, on the same schedule and through the same handler. */
export function startInProcessScheduling({
  siteTimeZone,
  logger,
  importer,
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
        { deps: { logger, importer }, logContext: { trigger } },
      ),
  });

  return {
    mode: 'in-process',
    enqueueImportNow(trigger) {
      // Its failure is logged by the scheduler; here only acceptance counts.
      scheduler.runNow(trigger).catch(() => undefined);
      return Promise.resolve();
    },
    runImportNow: (trigger, waitMs) => {
      const joined = scheduler.isRunning();
      const result = scheduler.runNow(trigger).then((outcome) => ({ ...outcome, joined }));
      return withinWait(result, waitMs);
    },
    stop: () => scheduler.stop(),
  };
}
