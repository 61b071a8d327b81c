import { importSchedule } from '@deal-site/queue-contract';
import {
  createImportQueue,
  createRedisErrorLogger,
  enqueueImport,
  redisConnection,
  startSchedulerUpkeep,
  upsertImportScheduler,
  waitForRedis,
  warnUnlessNoEviction,
} from '@deal-site/jobs';
import { QueueEvents } from 'bullmq';
import {
  ImportJobFailedError,
  withinWait,
  type JobScheduling,
  type StartJobSchedulingOptions,
} from './job-scheduling';

type BullmqSchedulingOptions = StartJobSchedulingOptions & { redisUrl: string };

/** The API side of BullMQ: keeps the one job scheduler up to date and enqueues; the worker runs. */
export async function startBullmqScheduling({
  redisUrl,
  siteTimeZone,
  logger,
  queuePrefix,
}: BullmqSchedulingOptions): Promise<JobScheduling> {
  const queue = createImportQueue({ redisUrl, prefix: queuePrefix });
  await startSchedulerUpkeep(queue, {
    redisUrl,
    logger,
    names: { queue: 'import queue', schedulers: 'import job scheduler' },
    upsert: () => upsertImportScheduler(queue, importSchedule(siteTimeZone)),
  });
  let events: QueueEvents | undefined;
  try {
    await warnUnlessNoEviction(await queue.getBackend().client, logger);
    // One import at a time across every worker process, not just within one.
    await queue.setGlobalConcurrency(1);
    // Tells this process when an import it asked for has finished, whichever worker ran it.
    // Made once Redis has answered: closing one that never connected would hang.
    events = new QueueEvents(queue.name, {
      connection: redisConnection(redisUrl),
      prefix: queuePrefix,
    });
    events.on('error', createRedisErrorLogger(logger, 'import queue events: Redis error'));
    await waitForRedis(events, redisUrl);
  } catch (error) {
    await Promise.all([queue.close(), events?.close()]).catch(() => undefined);
    throw error;
  }
  const queueEvents = events;
  logger.info({ queue: queue.name, timeZone: siteTimeZone }, 'import job scheduler upserted');

  return {
    mode: 'bullmq',
    async enqueueImportNow(trigger) {
      const job = await enqueueImport(queue, trigger);
      logger.info({ queue: queue.name, jobId: job.id, trigger }, 'import requested');
    },
    async runImportNow(trigger, waitMs) {
      const job = await enqueueImport(queue, trigger);
      // A request while an import is queued or running is deduplicated into that job: the job
      // then stored holds the other request's data.
      const stored = job.id === undefined ? undefined : await queue.getJob(job.id);
      const joined = stored !== undefined && stored.data.requestedAt !== job.data.requestedAt;
      logger.info(
        { queue: queue.name, jobId: job.id, trigger, joined },
        'import requested, waiting',
      );
      // A job that failed for good rejects with its reason; a retried one is still running.
      const finished = job.waitUntilFinished(queueEvents, waitMs).then(
        (result) => ({ ...result, joined }),
        (error: Error) => {
          if (/^Job wait .* timed out/.test(error.message)) return null;
          throw new ImportJobFailedError(error.message);
        },
      );
      return withinWait(finished, waitMs + 1_000);
    },
    stop: async () => {
      await Promise.all([queue.close(), queueEvents.close()]);
    },
  };
}
