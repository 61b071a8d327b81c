import {
  DIGEST_JOB,
  INSTANT_ALERTS_JOB,
  PURGE_PENDING_JOB,
  digestSchedule,
  instantAlertSchedule,
  purgePendingSchedule,
} from '@deal-site/queue-contract';
import {
  createEmailDigestQueue,
  runEmailDigestJob,
  startInProcessScheduler,
  startSchedulerUpkeep,
  upsertDigestSchedulers,
  type DigestJobRunner,
  type InProcessScheduler,
  type SchedulerTiming,
} from '@deal-site/jobs';
import type { Logger } from '../../logger';

export interface DigestSchedulingOptions {
  redisUrl: string | null;
  queuePrefix?: string;
  siteTimeZone: string;
  digestHour: number;
  mailConfigured: boolean;
  logger: Logger;
  digests: DigestJobRunner;
  /** Tests only: in-process timings instead of the daily, weekly, 5-minute and hourly schedules. */
  inProcessTimings?: Partial<Record<'daily' | 'weekly' | 'alerts' | 'purge', SchedulerTiming>>;
}

export interface DigestScheduling {
  mode: 'bullmq' | 'in-process';
  stop(): Promise<void>;
}

/** REDIS_URL set: BullMQ job schedulers, run by the worker. Unset: timers in this process. */
export async function startDigestScheduling(
  options: DigestSchedulingOptions,
): Promise<DigestScheduling> {
  const { redisUrl, queuePrefix, siteTimeZone, digestHour, mailConfigured, logger } = options;
  if (redisUrl) {
    const queue = createEmailDigestQueue({ redisUrl, prefix: queuePrefix });
    await startSchedulerUpkeep(queue, {
      redisUrl,
      logger,
      names: { queue: 'e-mail queue', schedulers: 'digest job schedulers' },
      upsert: () => upsertDigestSchedulers(queue, { digestHour, siteTimeZone, mailConfigured }),
    });
    logger.info(
      { queue: queue.name, digestHour, mailConfigured },
      'digest job schedulers upserted',
    );
    return { mode: 'bullmq', stop: () => queue.close() };
  }

  const deps = { logger, digests: options.digests };
  const timings = options.inProcessTimings ?? {};
  const schedulers: InProcessScheduler[] = [];
  if (mailConfigured) {
    for (const frequency of ['daily', 'weekly'] as const) {
      schedulers.push(
        startInProcessScheduler({
          name: `${DIGEST_JOB}:${frequency}`,
          timing: timings[frequency] ?? digestSchedule(frequency, digestHour, siteTimeZone),
          logger,
          task: (trigger) => runEmailDigestJob(DIGEST_JOB, { frequency, trigger }, deps),
        }),
      );
    }
    schedulers.push(
      startInProcessScheduler({
        name: INSTANT_ALERTS_JOB,
        timing: timings.alerts ?? instantAlertSchedule(siteTimeZone),
        logger,
        task: (trigger) => runEmailDigestJob(INSTANT_ALERTS_JOB, { trigger }, deps),
      }),
    );
  }
  schedulers.push(
    startInProcessScheduler({
      name: PURGE_PENDING_JOB,
      timing: timings.purge ?? purgePendingSchedule(siteTimeZone),
      logger,
      task: () => runEmailDigestJob(PURGE_PENDING_JOB, {}, deps),
    }),
  );
  return {
    mode: 'in-process',
    stop: async () => {
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    },
  };
}
