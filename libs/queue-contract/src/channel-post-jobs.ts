import type { DefaultJobOptions } from 'bullmq';

/** The queue of the sweep that posts new deals to the curator's channels. */
export const CHANNEL_POSTS_QUEUE = 'channel-posts';

export const POST_DEALS_TO_CHANNELS_JOB = 'post-deals-to-channels';

/** 'manual': the curator's "Post now" or "Retry", which asks for a sweep at once. */
export type ChannelPostingTrigger = 'schedule' | 'manual';

export interface PostDealsToChannelsPayload {
  trigger: ChannelPostingTrigger;
}

/** What one sweep did, over every channel. */
export interface ChannelPostingCounts {
  posted: number;
  /** Posts put off: a rate limit, a refusal or a transient error; the next sweeps try again. */
  waiting: number;
  /** Posts given up on after their attempts. */
  failed: number;
  /** Posts of expired or deleted deals marked so. */
  expired: number;
}

/** Every job of the channel-posts queue: its name, its payload and what it returns. */
export interface ChannelPostsQueueJobs {
  [POST_DEALS_TO_CHANNELS_JOB]: {
    payload: PostDealsToChannelsPayload;
    result: ChannelPostingCounts;
  };
}

export type ChannelPostsJobName = keyof ChannelPostsQueueJobs;
export type ChannelPostsJobPayload<N extends ChannelPostsJobName = ChannelPostsJobName> =
  ChannelPostsQueueJobs[N]['payload'];
export type ChannelPostsJobResult<N extends ChannelPostsJobName = ChannelPostsJobName> =
  ChannelPostsQueueJobs[N]['result'];

/** Fixed id, so every boot upserts the same job scheduler instead of adding one. */
export const CHANNEL_POSTING_SCHEDULER_ID = 'post-deals-to-channels-every-15s';

/** A new deal is posted within a minute: a sweep every 15 s leaves room for a retry. */
export const CHANNEL_POSTING_INTERVAL_MS = 15_000;

/** A manual sweep waiting in the queue is enough: a second click adds none. */
export const CHANNEL_POSTING_NOW_DEDUPLICATION_ID = 'post-deals-to-channels-now';

/** Attempts and retention of every channel-posts job, whoever adds it. */
export const CHANNEL_POSTS_JOB_OPTIONS = {
  // The next sweep, 15 s later, takes up whatever a failed one left: no retry of its own.
  attempts: 1,
  removeOnComplete: { count: 20 },
  removeOnFail: { count: 50 },
} satisfies DefaultJobOptions;
