import { PUSH_FANOUT_INTERVAL_MS, SEND_DEAL_PUSHES_JOB } from '@deal-site/queue-contract';
import {
  createWebPushQueue,
  runWebPushJob,
  startInProcessScheduler,
  startSchedulerUpkeep,
  upsertPushFanoutScheduler,
  type PushFanoutJobRunner,
} from '@deal-site/jobs';
import type { Logger } from '../../logger';

export interface PushFanoutSchedulingOptions {
  redisUrl: string | null;
  queuePrefix?: string;
  logger: Logger;
  /** Runs the sweeps in this process when there is no Redis. */
  pushes: PushFanoutJobRunner;
  /** Tests only: a shorter sweep interval than 15 s. */
  everyMs?: number;
}

export interface PushFanoutScheduling {
  mode: 'bullmq' | 'in-process';
  stop(): Promise<void>;
}

/**
 * REDIS_URL set: one BullMQ job scheduler (every 15 s) whose sweeps the worker runs, one at a
 * time across every worker. Unset: a timer in this process, whose sweeps never overlap.
 */
export async function startPushFanoutScheduling(
  options: PushFanoutSchedulingOptions,
): Promise<PushFanoutScheduling> {
  return options.redisUrl
    ? startBullmqPushFanout({ ...options, redisUrl: options.redisUrl })
    : startInProcessPushFanout(options);
}

async function startBullmqPushFanout({
  redisUrl,
  queuePrefix,
  logger,
  everyMs = PUSH_FANOUT_INTERVAL_MS,
}: PushFanoutSchedulingOptions & { redisUrl: string }): Promise<PushFanoutScheduling> {
  const queue = createWebPushQueue({ redisUrl, prefix: queuePrefix });
  await startSchedulerUpkeep(queue, {
    redisUrl,
    logger,
    names: { queue: 'web-push queue', schedulers: 'deal push job scheduler' },
    upsert: () => upsertPushFanoutScheduler(queue, everyMs),
  });
  try {
    // One sweep at a time across every worker process, not just within one.
    await queue.setGlobalConcurrency(1);
  } catch (error) {
    await queue.close().catch(() => undefined);
    throw error;
  }
  logger.info({ queue: queue.name, everyMs }, 'deal push job scheduler upserted');
  return { mode: 'bullmq', stop: () => queue.close() };
}

function startInProcessPushFanout({
  logger,
  pushes,
  everyMs = PUSH_FANOUT_INTERVAL_MS,
}: PushFanoutSchedulingOptions): PushFanoutScheduling {
  // Stopping the API stops a sweep between two messages: the rest goes with the next boot's sweep.
  const stopping = new AbortController();
  const scheduler = startInProcessScheduler({
    name: SEND_DEAL_PUSHES_JOB,
    timing: { everyMs },
    logger,
    task: async (trigger) => {
      try {
        return await runWebPushJob(
          SEND_DEAL_PUSHES_JOB,
          { trigger },
          { logger, pushes },
          { logContext: { trigger }, signal: stopping.signal },
        );
      } catch (error) {
        if (!stopping.signal.aborted) throw error;
        return null;
      }
    },
  });
  return {
    mode: 'in-process',
    async stop() {
      stopping.abort(new Error('the API is stopping'));
      await scheduler.stop();
    },
  };
}
