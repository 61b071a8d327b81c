import {
  CHANNEL_POSTING_NOW_DEDUPLICATION_ID,
  CHANNEL_POSTING_SCHEDULER_ID,
  CHANNEL_POSTS_JOB_OPTIONS,
  CHANNEL_POSTS_QUEUE,
  POST_DEALS_TO_CHANNELS_JOB,
  type ChannelPostingCounts,
  type ChannelPostsJobName,
  type ChannelPostsJobPayload,
  type ChannelPostsJobResult,
} from '@deal-site/queue-contract';
import type { Queue } from 'bullmq';
import type { JobQueueOptions } from './bullmq/job-queue';
import { FREQUENT_SWEEP, type ScheduledJobKind } from './bullmq/scheduled-job-kind';
import { createScheduledJobQueue } from './bullmq/scheduled-job-queue';
import type { ScheduledJobRunner } from './scheduled-job-run';

/** What posts new deals to the channels; @deal-site/channel-posting's ChannelPostingRunner. */
export type ChannelPostingJobRunner = ScheduledJobRunner<ChannelPostingCounts>;

/** The sweep, every 15 s, that posts new deals to the curator's channels; "Post now" asks for one at once. */
export const CHANNEL_POSTS_JOB_KIND = {
  queue: CHANNEL_POSTS_QUEUE,
  job: POST_DEALS_TO_CHANNELS_JOB,
  schedulerId: CHANNEL_POSTING_SCHEDULER_ID,
  jobOptions: CHANNEL_POSTS_JOB_OPTIONS,
  nowDeduplicationId: CHANNEL_POSTING_NOW_DEDUPLICATION_ID,
  ...FREQUENT_SWEEP,
  logNames: {
    job: 'channel posting sweep',
    worker: 'channel-posts worker',
    queue: 'channel-posts queue',
    schedulers: 'channel posting job scheduler',
  },
} satisfies ScheduledJobKind<ChannelPostsJobName>;

export type ChannelPostsQueue = Queue<
  ChannelPostsJobPayload,
  ChannelPostsJobResult,
  ChannelPostsJobName
>;

export function createChannelPostsQueue(options: JobQueueOptions): ChannelPostsQueue {
  return createScheduledJobQueue(CHANNEL_POSTS_JOB_KIND, options);
}
