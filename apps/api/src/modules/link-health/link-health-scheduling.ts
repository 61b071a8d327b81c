import { CHECK_LINKS_JOB, linkCheckSchedule } from '@deal-site/queue-contract';
import {
  createLinkHealthQueue,
  enqueueLinkCheck,
  runLinkHealthJob,
  startInProcessScheduler,
  startSchedulerUpkeep,
  upsertLinkCheckScheduler,
  type LinkHealthJobRunner,
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
 * overlap.
 */
export async function startLinkHealthScheduling(
  options: LinkHealthSchedulingOptions,
): Promise<LinkHealthScheduling> {
  return options.redisUrl
    ? startBullmqLinkHealth({ ...options, redisUrl: options.redisUrl })
    : startInProcessLinkHealth(options);
}

async function startBullmqLinkHealth({
  redisUrl,
  queuePrefix,
  siteTimeZone,
  logger,
}: LinkHealthSchedulingOptions & { redisUrl: string }): Promise<LinkHealthScheduling> {
  const queue = createLinkHealthQueue({ redisUrl, prefix: queuePrefix });
  await startSchedulerUpkeep(queue, {
    redisUrl,
    logger,
    names: { queue: 'link-health queue', schedulers: 'link check job scheduler' },
    upsert: () => upsertLinkCheckScheduler(queue, linkCheckSchedule(siteTimeZone)),
  });
  try {
    // One run at a time across every worker process, not just within one.
    await queue.setGlobalConcurrency(1);
  } catch (error) {
    await queue.close().catch(() => undefined);
    throw error;
  }
  logger.info({ queue: queue.name, timeZone: siteTimeZone }, 'link check job scheduler upserted');

  // The weekly job waits as a delayed job all week: only waiting and active ones are under way.
  const underWay = async () => {
    const counts = await queue.getJobCounts('active', 'waiting', 'prioritized', 'waiting-children');
    return Object.values(counts).some((count) => count > 0);
  };

  return {
    mode: 'bullmq',
    async requestRun() {
      if (await underWay()) return { started: false };
      const job = await enqueueLinkCheck(queue);
      // A request while an on-demand check is queued or running is deduplicated into that job:
      // the job then stored holds the other request's data.
      const stored = job.id === undefined ? undefined : await queue.getJob(job.id);
      const joined = stored !== undefined && stored.data.requestedAt !== job.data.requestedAt;
      logger.info({ queue: queue.name, jobId: job.id, joined }, 'link check requested');
      return { started: !joined };
    },
    isRunning: underWay,
    stop: () => queue.close(),
  };
}

function startInProcessLinkHealth({
  siteTimeZone,
  logger,
  links,
  inProcessTiming,
}: LinkHealthSchedulingOptions): LinkHealthScheduling {
  // Stopping the API stops a running check at once: the checks it wrote stay.
  const stopping = new AbortController();
  const scheduler = startInProcessScheduler({
    name: CHECK_LINKS_JOB,
    timing: inProcessTiming ?? linkCheckSchedule(siteTimeZone),
    logger,
    task: async (trigger) => {
      try {
        return await runLinkHealthJob(
          CHECK_LINKS_JOB,
          { trigger },
          { logger, links },
          { logContext: { trigger }, signal: stopping.signal },
        );
      } catch (error) {
        if (!stopping.signal.aborted) throw error;
        logger.info(
          { job: CHECK_LINKS_JOB },
          'link check stopped with the API; its checks are kept',
        );
        return null;
      }
    },
  });

  return {
    mode: 'in-process',
    requestRun() {
      const started = !scheduler.isRunning();
      // Its failure is logged by the scheduler; here only acceptance counts.
      scheduler.runNow('manual').catch(() => undefined);
      return Promise.resolve({ started });
    },
    isRunning: () => Promise.resolve(scheduler.isRunning()),
    async stop() {
      stopping.abort(new Error('the API is stopping'));
      await scheduler.stop();
    },
  };
}
