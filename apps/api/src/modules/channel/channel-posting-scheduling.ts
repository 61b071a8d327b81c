import { CHANNEL_POSTING_INTERVAL_MS } from '@deal-site/queue-contract';
import {
  CHANNEL_POSTS_JOB_KIND,
  enqueueScheduledJobNow,
  startScheduledJob,
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
 * time across every worker. Unset: a timer in this process, whose sweeps never overlap; stopping
 * the API stops a sweep between two posts, and the rest goes with the next boot's sweep.
 */
export async function startChannelPostingScheduling({
  channels,
  everyMs = CHANNEL_POSTING_INTERVAL_MS,
  ...options
}: ChannelPostingSchedulingOptions): Promise<ChannelPostingScheduling> {
  const scheduling = await startScheduledJob(CHANNEL_POSTS_JOB_KIND, {
    ...options,
    runner: channels,
    timing: { everyMs },
  });
  const sweepNow =
    scheduling.mode === 'bullmq'
      ? async () => {
          // One sweep already waiting is enough: a second click adds none.
          await enqueueScheduledJobNow(scheduling.queue, CHANNEL_POSTS_JOB_KIND, {
            trigger: 'manual',
          });
        }
      : () => {
          // Not awaited: the curator's request is answered at once; failures are logged by the scheduler.
          scheduling.scheduler.runNow('manual').catch(() => undefined);
          return Promise.resolve();
        };
  return { mode: scheduling.mode, sweepNow, stop: scheduling.stop };
}
