import { PUSH_FANOUT_INTERVAL_MS } from '@deal-site/queue-contract';
import { WEB_PUSH_JOB_KIND, startScheduledJob, type PushFanoutJobRunner } from '@deal-site/jobs';
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
 * time across every worker. Unset: a timer in this process, whose sweeps never overlap; stopping
 * the API stops a sweep between two messages, and the rest goes with the next boot's sweep.
 */
export function startPushFanoutScheduling({
  pushes,
  everyMs = PUSH_FANOUT_INTERVAL_MS,
  ...options
}: PushFanoutSchedulingOptions): Promise<PushFanoutScheduling> {
  return startScheduledJob(WEB_PUSH_JOB_KIND, { ...options, runner: pushes, timing: { everyMs } });
}
