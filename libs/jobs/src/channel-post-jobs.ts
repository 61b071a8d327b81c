import {
  POST_DEALS_TO_CHANNELS_JOB,
  type ChannelPostingCounts,
  type ChannelPostingTrigger,
  type ChannelPostsJobName,
  type ChannelPostsJobPayload,
  type ChannelPostsJobResult,
} from '@deal-site/queue-contract';
import { UnrecoverableError } from 'bullmq';
import type { JobLogger } from './job-deps';
import { runLogged, runOwner } from './logged-run';

/** What posts new deals to the channels; @deal-site/channel-posting's ChannelPostingRunner. */
export interface ChannelPostingJobRunner {
  /** `owner`: the BullMQ job the sweep belongs to; null outside BullMQ. `signal` stops it (shutdown). */
  run(
    trigger: ChannelPostingTrigger,
    owner?: string | null,
    signal?: AbortSignal,
  ): Promise<ChannelPostingCounts>;
}

export interface ChannelPostsJobDeps {
  logger: JobLogger;
  channels: ChannelPostingJobRunner;
}

export interface ChannelPostsJobContext {
  /** Extra log fields: the BullMQ job id and attempt, or the trigger. */
  logContext?: Record<string, unknown>;
  signal?: AbortSignal;
}

/** Runs one channel-posts job, logged at debug level: it runs every 15 s, and a sweep that posted logs its counts itself. */
export function runChannelPostsJob(
  name: ChannelPostsJobName,
  data: ChannelPostsJobPayload,
  { logger, channels }: ChannelPostsJobDeps,
  { logContext = {}, signal }: ChannelPostsJobContext = {},
): Promise<ChannelPostsJobResult> {
  return runLogged(
    logger,
    { job: name, ...logContext },
    () => {
      // A job name this build does not know will not become known by retrying.
      if (name !== POST_DEALS_TO_CHANNELS_JOB)
        throw new UnrecoverableError(`unknown job "${String(name)}"`);
      return channels.run(data.trigger, runOwner(logContext), signal);
    },
    'debug',
  );
}
