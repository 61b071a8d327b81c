import {
  linkCheckSchedule,
  type LinkCheckRunCounts,
  type LinkHealthJobName,
  type LinkHealthJobPayload,
} from '@deal-site/queue-contract';
import {
  LINK_HEALTH_JOB_KIND,
  enqueueScheduledJobNow,
  startScheduledJob,
  type InProcessScheduler,
  type JobLogger,
  type LinkHealthJobRunner,
  type LinkHealthQueue,
  type SchedulerTiming,
} from '@deal-site/jobs';
import type { Logger } from '../../logger';

export interface LinkHealthSchedulingOptions {
  redisUrl: string | null;
  queuePrefix?: string;
  siteTimeZone: string;
  logger: Logger;
  /** Runs the checks in this process when there is no Redis. */
  links: LinkHealthJobRunner;
  /** Tests only: in-process timing instead of the weekly schedule. */
  inProcessTiming?: SchedulerTiming;
}

export interface LinkCheckRequestOutcome {
  /** False when a check was already waiting or running: the request joins it. */
  started: boolean;
}

export interface LinkHealthScheduling {
  mode: 'bullmq' | 'in-process';
  /** Queues a check (BullMQ) or starts one in this process; resolves once accepted, not when done. */
  requestRun(): Promise<LinkCheckRequestOutcome>;
  /** A check is running, or waiting for a worker. */
  isRunning(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * REDIS_URL set: one BullMQ job scheduler (Mondays 04:00 in SITE_TIMEZONE) whose jobs the worker
 * runs, one at a time across every worker. Unset: a timer in this process, whose runs never
 * overlap; stopping the API stops a running check at once, and the checks it wrote stay.
 */
export async function startLinkHealthScheduling({
  siteTimeZone,
  links,
  ...options
}: LinkHealthSchedulingOptions): Promise<LinkHealthScheduling> {
  const scheduling = await startScheduledJob<
    LinkHealthJobPayload,
    LinkCheckRunCounts,
    LinkHealthJobName
  >(LINK_HEALTH_JOB_KIND, {
    ...options,
    runner: links,
    timing: linkCheckSchedule(siteTimeZone),
    stoppedLine: 'link check stopped with the API; its checks are kept',
  });
  const requests =
    scheduling.mode === 'bullmq'
      ? queuedRequests(scheduling.queue, options.logger)
      : inProcessRequests(scheduling.scheduler);
  return { mode: scheduling.mode, ...requests, stop: scheduling.stop };
}

function queuedRequests(
  queue: LinkHealthQueue,
  logger: JobLogger,
): Pick<LinkHealthScheduling, 'requestRun' | 'isRunning'> {
  // The weekly job waits as a delayed job all week: only waiting and active ones are under way.
  const underWay = async () => {
    const counts = await queue.getJobCounts('active', 'waiting', 'prioritized', 'waiting-children');
    return Object.values(counts).some((count) => count > 0);
  };
  return {
    async requestRun() {
      if (await underWay()) return { started: false };
      const job = await enqueueScheduledJobNow(queue, LINK_HEALTH_JOB_KIND, {
        trigger: 'manual',
        requestedAt: new Date().toISOString(),
      });
      // A request while an on-demand check is queued or running is deduplicated into that job:
      // the job then stored holds the other request's data.
      const stored = job.id === undefined ? undefined : await queue.getJob(job.id);
      const joined = stored !== undefined && stored.data.requestedAt !== job.data.requestedAt;
      logger.info({ queue: queue.name, jobId: job.id, joined }, 'link check requested');
      return { started: !joined };
    },
    isRunning: underWay,
  };
}

function inProcessRequests(
  scheduler: InProcessScheduler,
): Pick<LinkHealthScheduling, 'requestRun' | 'isRunning'> {
  return {
    requestRun() {
      const started = !scheduler.isRunning();
      // Its failure is logged by the scheduler; here only acceptance counts.
      scheduler.runNow('manual').catch(() => undefined);
      return Promise.resolve({ started });
    },
    isRunning: () => Promise.resolve(scheduler.isRunning()),
  };
}
