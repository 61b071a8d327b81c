import { CHANNEL_POSTING_INTERVAL_MS, POST_DEALS_TO_CHANNELS_JOB } from '@deal-site/queue-contract';
import {
  createChannelPostsQueue,
  enqueueChannelPostingNow,
  runChannelPostsJob,
  startInProcessScheduler,
  startSchedulerUpkeep,
  upsertChannelPostingScheduler,
  type ChannelPostingJobRunner,
} from '@deal-site/jobs';
import type { Logger } from '../../logger';

export interface ChannelPostingSchedulingOptions {
  redisUrl: string | null;
  queuePrefix?: string;
  logger: Logger;
  /** Runs the sweeps in this process when there is no Redis. */
  channels: ChannelPostingJobRunner;
  /** Tests only: a shorter sweep interval than 15 s. */
  everyMs?: number;
}

export interface ChannelPostingScheduling {
  mode: 'bullmq' | 'in-process';
  /** A sweep at once: queued for a worker, or started here (joining one already running). */
  sweepNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * REDIS_URL set: one BullMQ job scheduler (every 15 s) whose sweeps the worker runs, one at a
 * time across every worker. Unset: a timer in this process, whose sweeps never overlap.
 */
export async function startChannelPostingScheduling(
  options: ChannelPostingSchedulingOptions,
): Promise<ChannelPostingScheduling> {
  return options.redisUrl
    ? startBullmqChannelPosting({ ...options, redisUrl: options.redisUrl })
    : startInProcessChannelPosting(options);
}

async function startBullmqChannelPosting({
  redisUrl,
  queuePrefix,
  logger,
  everyMs = CHANNEL_POSTING_INTERVAL_MS,
}: ChannelPostingSchedulingOptions & { redisUrl: string }): Promise<ChannelPostingScheduling> {
  const queue = createChannelPostsQueue({ redisUrl, prefix: queuePrefix });
  await startSchedulerUpkeep(queue, {
    redisUrl,
    logger,
    names: { queue: 'channel-posts queue', schedulers: 'channel posting job scheduler' },
    upsert: () => upsertChannelPostingScheduler(queue, everyMs),
  });
  try {
    // One sweep at a time across every worker process, not just within one.
    await queue.setGlobalConcurrency(1);
  } catch (error) {
    await queue.close().catch(() => undefined);
    throw error;
  }
  logger.info({ queue: queue.name, everyMs }, 'channel posting job scheduler upserted');
  return {
    mode: 'bullmq',
    sweepNow: () => enqueueChannelPostingNow(queue),
    stop: () => queue.close(),
  };
}

function startInProcessChannelPosting({
  logger,
  channels,
  everyMs = CHANNEL_POSTING_INTERVAL_MS,
}: ChannelPostingSchedulingOptions): ChannelPostingScheduling {
  // Stopping the API stops a sweep between two posts: the rest goes with the next boot's sweep.
  const stopping = new AbortController();
  const scheduler = startInProcessScheduler({
    name: POST_DEALS_TO_CHANNELS_JOB,
    timing: { everyMs },
    logger,
    task: async (trigger) => {
      try {
        return await runChannelPostsJob(
          POST_DEALS_TO_CHANNELS_JOB,
          { trigger },
          { logger, channels },
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
    sweepNow() {
      // Not awaited: the curator's request is answered at once; failures are logged by the scheduler.
      scheduler.runNow('manual').catch(() => undefined);
      return Promise.resolve();
    },
    async stop() {
      stopping.abort(new Error('the API is stopping'));
      await scheduler.stop();
    },
  };
}
