import { importSchedule } from '@deal-site/queue-contract';
import {
  createImportQueue,
  createRedisErrorLogger,
  enqueueImport,
  upsertImportScheduler,
  waitForRedis,
  warnUnlessNoEviction,
} from '@deal-site/jobs';
import type { JobScheduling, StartJobSchedulingOptions } from './job-scheduling';

type BullmqSchedulingOptions = StartJobSchedulingOptions & { redisUrl: string };

/** The API side of BullMQ: keeps the one job scheduler up to date and enqueues; the worker runs. */
export async function startBullmqScheduling({
  redisUrl,
  siteTimeZone,
  logger,
  queuePrefix,
}: BullmqSchedulingOptions): Promise<JobScheduling> {
  const queue = createImportQueue({ redisUrl, prefix: queuePrefix });
  queue.on('error', createRedisErrorLogger(logger, 'import queue: Redis error'));
  try {
    await waitForRedis(queue, redisUrl);
    await warnUnlessNoEviction(await queue.getBackend().client, logger);
    await upsertImportScheduler(queue, importSchedule(siteTimeZone));
    // One import at a time across every worker process, not just within one.
    await queue.setGlobalConcurrency(1);
  } catch (error) {
    await queue.close().catch(() => undefined);
    throw error;
  }
  logger.info({ queue: queue.name, timeZone: siteTimeZone }, 'import job scheduler upserted');

  return {
    mode: 'bullmq',
    async enqueueImportNow(trigger) {
      const job = await enqueueImport(queue, trigger);
      logger.info({ queue: queue.name, jobId: job.id, trigger }, 'import requested');
    },
    stop: () => queue.close(),
  };
}
