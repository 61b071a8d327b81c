import {
  CHANNEL_POSTING_INTERVAL_MS,
  CHANNEL_POSTING_NOW_DEDUPLICATION_ID,
  CHANNEL_POSTING_SCHEDULER_ID,
  CHANNEL_POSTS_JOB_OPTIONS,
  CHANNEL_POSTS_QUEUE,
  POST_DEALS_TO_CHANNELS_JOB,
  type ChannelPostsJobName,
  type ChannelPostsJobPayload,
  type ChannelPostsJobResult,
} from '@deal-site/queue-contract';
import type { Queue } from 'bullmq';
import { createJobQueue, type JobQueueOptions } from './job-queue';

export type ChannelPostsQueue = Queue<
  ChannelPostsJobPayload,
  ChannelPostsJobResult,
  ChannelPostsJobName
>;

export function createChannelPostsQueue(options: JobQueueOptions): ChannelPostsQueue {
  return createJobQueue(CHANNEL_POSTS_QUEUE, CHANNEL_POSTS_JOB_OPTIONS, options);
}

/** Creates or updates the one sweep scheduler (every 15 s); its id is fixed, so boots never add more. */
export async function upsertChannelPostingScheduler(
  queue: ChannelPostsQueue,
  everyMs = CHANNEL_POSTING_INTERVAL_MS,
): Promise<void> {
  // BullMQ types the id as a job name since it is the fallback name; ours names the job itself.
  const schedulerId = CHANNEL_POSTING_SCHEDULER_ID as ChannelPostsJobName;
  await queue.upsertJobScheduler(
    schedulerId,
    { every: everyMs },
    { name: POST_DEALS_TO_CHANNELS_JOB, data: { trigger: 'schedule' } },
  );
}

/** A sweep at once (the curator's "Post now" or "Retry"); one already waiting is enough. */
export async function enqueueChannelPostingNow(queue: ChannelPostsQueue): Promise<void> {
  await queue.add(
    POST_DEALS_TO_CHANNELS_JOB,
    { trigger: 'manual' },
    { deduplication: { id: CHANNEL_POSTING_NOW_DEDUPLICATION_ID } },
  );
}
