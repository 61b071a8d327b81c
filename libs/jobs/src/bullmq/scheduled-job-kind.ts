import type { DefaultJobOptions } from 'bullmq';
import type { JobWorkerKind } from './job-worker';

/** A queue of one job that one job scheduler starts, and that can also be asked for at once. */
export interface ScheduledQueueKind<Name extends string = string> {
  queue: string;
  job: Name;
  /** Fixed, so every boot upserts the same job scheduler instead of adding one. */
  schedulerId: string;
  /** Attempts, backoff and retention of every job of the queue, whoever adds it. */
  jobOptions: DefaultJobOptions;
  /** While an on-demand job is waiting or running, a second request adds none. */
  nowDeduplicationId?: string;
}

/**
 * A scheduled queue whose job is one runner's `run(trigger, owner, signal)`, with its worker's
 * settings and how the logs name it: the web-push and channel sweeps, the link checks.
 */
export interface ScheduledJobKind<Name extends string = string>
  extends ScheduledQueueKind<Name>, JobWorkerKind {
  /** 'debug' for a job that runs every few seconds: its start and end would flood the log. */
  runLogLevel?: 'info' | 'debug';
  logNames: JobWorkerKind['logNames'] & {
    /** How the API's logs name the queue (`web-push queue`) and its scheduler (`deal push job scheduler`). */
    queue: string;
    schedulers: string;
  };
}

/**
 * What the sweeps every few seconds share. One at a time per worker (the API also sets the
 * queue's global concurrency to 1). Their start and end are debug lines: a sweep that did
 * something logs its counts itself. A stalled sweep needs no rerun: the next one takes up what it
 * left.
 */
export const FREQUENT_SWEEP = {
  runLogLevel: 'debug',
  settings: { concurrency: 1, lockDuration: 60_000, stalledInterval: 30_000, maxStalledCount: 0 },
} satisfies Pick<ScheduledJobKind, 'runLogLevel' | 'settings'>;
