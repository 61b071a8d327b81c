import type { Queue } from 'bullmq';
import { createScheduledJobQueue, upsertScheduledJob } from './bullmq/scheduled-job-queue';
import type { ScheduledJobKind } from './bullmq/scheduled-job-kind';
import { startSchedulerUpkeep } from './bullmq/scheduler-upkeep';
import { startInProcessScheduler, type InProcessScheduler } from './in-process-scheduler';
import type { JobLogger } from './job-deps';
import type { SchedulerTiming } from './next-run-time';
import { runScheduledJob, type ScheduledJobRunner } from './scheduled-job-run';

export interface ScheduledJobOptions<Result> {
  redisUrl: string | null;
  queuePrefix?: string;
  logger: JobLogger;
  /** Runs the jobs in this process when there is no Redis. */
  runner: ScheduledJobRunner<Result>;
  /** Every so many ms, or a cron schedule: the job scheduler's, and the in-process timer's. */
  timing: SchedulerTiming;
  /** Tests only: the in-process timer's timing instead of `timing`. */
  inProcessTiming?: SchedulerTiming;
  /** Logged when stopping the API stopped a run in this process; nothing is logged without it. */
  stoppedLine?: string;
}

export type ScheduledJobScheduling<Payload, Result, Name extends string> =
  | { mode: 'bullmq'; queue: Queue<Payload, Result, Name>; stop: () => Promise<void> }
  | { mode: 'in-process'; scheduler: InProcessScheduler<Result | null>; stop: () => Promise<void> };

/**
 * The API's side of a scheduled job. REDIS_URL set: its one BullMQ job scheduler, whose jobs the
 * worker runs, one at a time across every worker. Unset: a timer in this process, whose runs
 * never overlap.
 */
export async function startScheduledJob<Payload, Result, Name extends string>(
  kind: ScheduledJobKind<Name>,
  options: ScheduledJobOptions<Result>,
): Promise<ScheduledJobScheduling<Payload, Result, Name>> {
  return options.redisUrl
    ? startBullmqScheduledJob(kind, { ...options, redisUrl: options.redisUrl })
    : startInProcessScheduledJob(kind, options);
}

async function startBullmqScheduledJob<Payload, Result, Name extends string>(
  kind: ScheduledJobKind<Name>,
  { redisUrl, queuePrefix, logger, timing }: ScheduledJobOptions<Result> & { redisUrl: string },
): Promise<ScheduledJobScheduling<Payload, Result, Name>> {
  const queue = createScheduledJobQueue<Payload, Result, Name>(kind, {
    redisUrl,
    prefix: queuePrefix,
  });
  await startSchedulerUpkeep(queue, {
    redisUrl,
    logger,
    names: kind.logNames,
    upsert: () => upsertScheduledJob(queue, kind, timing),
  });
  try {
    // One run at a time across every worker process, not just within one.
    await queue.setGlobalConcurrency(1);
  } catch (error) {
    await queue.close().catch(() => undefined);
    throw error;
  }
  const timingFields = 'everyMs' in timing ? { everyMs: timing.everyMs } : { timeZone: timing.tz };
  logger.info({ queue: queue.name, ...timingFields }, `${kind.logNames.schedulers} upserted`);
  return { mode: 'bullmq', queue, stop: () => queue.close() };
}

function startInProcessScheduledJob<Payload, Result, Name extends string>(
  kind: ScheduledJobKind<Name>,
  { logger, runner, timing, inProcessTiming, stoppedLine }: ScheduledJobOptions<Result>,
): ScheduledJobScheduling<Payload, Result, Name> {
  // Stopping the API stops a running job through its signal: what it did stays, and a later run
  // goes on from there.
  const stopping = new AbortController();
  const scheduler = startInProcessScheduler({
    name: kind.job,
    timing: inProcessTiming ?? timing,
    logger,
    task: async (trigger) => {
      try {
        return await runScheduledJob(
          kind,
          kind.job,
          { trigger },
          { logger, runner },
          { logContext: { trigger }, signal: stopping.signal },
        );
      } catch (error) {
        if (!stopping.signal.aborted) throw error;
        if (stoppedLine) logger.info({ job: kind.job }, stoppedLine);
        return null;
      }
    },
  });
  return {
    mode: 'in-process',
    scheduler,
    async stop() {
      stopping.abort(new Error('the API is stopping'));
      await scheduler.stop();
    },
  };
}
