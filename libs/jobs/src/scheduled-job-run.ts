import { UnrecoverableError } from 'bullmq';
import type { ScheduledJobKind } from './bullmq/scheduled-job-kind';
import type { JobLogger } from './job-deps';
import { runLogged, runOwner } from './logged-run';

/** What started a run: its job scheduler, or someone asking for one at once. */
export type JobTrigger = 'schedule' | 'manual';

export interface ScheduledJobPayload {
  trigger: JobTrigger;
}

/** What does a scheduled job's work, in the API (without Redis) and in the worker. */
export interface ScheduledJobRunner<Result> {
  /**
   * `owner`: the BullMQ job the run belongs to, whose unfinished run a later attempt may take up;
   * null outside BullMQ. `signal` stops the run (shutdown); it rejects with the signal's reason.
   */
  run(trigger: JobTrigger, owner?: string | null, signal?: AbortSignal): Promise<Result>;
}

export interface ScheduledJobDeps<Result> {
  logger: JobLogger;
  runner: ScheduledJobRunner<Result>;
}

export interface ScheduledJobContext {
  /** Extra log fields: the BullMQ job id and attempt, or the trigger. */
  logContext?: Record<string, unknown>;
  signal?: AbortSignal;
}

/** Runs one job of `kind`, logging its start, end and duration; failures are logged and rethrown. */
export function runScheduledJob<Result>(
  kind: Pick<ScheduledJobKind, 'job' | 'runLogLevel'>,
  name: string,
  data: ScheduledJobPayload,
  { logger, runner }: ScheduledJobDeps<Result>,
  { logContext = {}, signal }: ScheduledJobContext = {},
): Promise<Result> {
  return runLogged(
    logger,
    { job: name, ...logContext },
    () => {
      // A job name this build does not know will not become known by retrying.
      if (name !== kind.job) throw new UnrecoverableError(`unknown job "${name}"`);
      return runner.run(data.trigger, runOwner(logContext), signal);
    },
    kind.runLogLevel,
  );
}
