import {
  CHANNEL_POSTS_QUEUE,
  type ChannelPostsJobName,
  type ChannelPostsJobPayload,
  type ChannelPostsJobResult,
} from '@deal-site/queue-contract';
import type { Worker } from 'bullmq';
import { runChannelPostsJob, type ChannelPostingJobRunner } from '../channel-post-jobs';
import {
  createJobWorker,
  type JobWorkerKind,
  type JobWorkerOptions,
  type JobWorkerSettings,
} from './job-worker';

export type ChannelPostsWorker = Worker<
  ChannelPostsJobPayload,
  ChannelPostsJobResult,
  ChannelPostsJobName
>;

export interface ChannelPostsWorkerOptions extends JobWorkerOptions {
  channels: ChannelPostingJobRunner;
}

export const CHANNEL_POSTS_WORKER_SETTINGS = {
  // One sweep at a time per worker (the API also sets the queue's global concurrency to 1).
  concurrency: 1,
  lockDuration: 60_000,
  stalledInterval: 30_000,
  // A stalled sweep needs no rerun: the next one, 15 s later, takes up what it left.
  maxStalledCount: 0,
} satisfies JobWorkerSettings;

const CHANNEL_POSTS_WORKER: JobWorkerKind = {
  queue: CHANNEL_POSTS_QUEUE,
  settings: CHANNEL_POSTS_WORKER_SETTINGS,
  logNames: { job: 'channel posting sweep', worker: 'channel-posts worker' },
};

/**
 * A BullMQ worker on the channel-posts queue. Closing it with `cancelAllJobs()` first stops the
 * running sweep between two posts: a post in flight finishes, the rest goes with the next sweep.
 */
export function createChannelPostsWorker({
  channels,
  ...options
}: ChannelPostsWorkerOptions): ChannelPostsWorker {
  return createJobWorker<ChannelPostsJobPayload, ChannelPostsJobResult, ChannelPostsJobName>(
    CHANNEL_POSTS_WORKER,
    ({ job, logContext, signal }) =>
      runChannelPostsJob(
        job.name,
        job.data,
        { logger: options.logger, channels },
        { logContext, signal },
      ),
    options,
  );
}
