import type { Worker } from 'bullmq';
import {
  runScheduledJob,
  type ScheduledJobPayload,
  type ScheduledJobRunner,
} from '../scheduled-job-run';
import { createJobWorker, type JobWorkerOptions } from './job-worker';
import type { ScheduledJobKind } from './scheduled-job-kind';

/**
 * A BullMQ worker on the kind's queue that hands each job to `runner`. Closing it with
 * `cancelAllJobs()` first aborts the running job's signal.
 */
export function createScheduledJobWorker<
  Payload extends ScheduledJobPayload,
  Result,
  Name extends string,
>(
  kind: ScheduledJobKind<Name>,
  runner: ScheduledJobRunner<Result>,
  options: JobWorkerOptions,
): Worker<Payload, Result, Name> {
  return createJobWorker<Payload, Result, Name>(
    kind,
    ({ job, logContext, signal }) =>
      runScheduledJob(
        kind,
        job.name,
        job.data,
        { logger: options.logger, runner },
        { logContext, signal },
      ),
    options,
  );
}
