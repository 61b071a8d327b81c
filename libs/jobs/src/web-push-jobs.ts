import {
  SEND_DEAL_PUSHES_JOB,
  type PushFanoutCounts,
  type PushFanoutTrigger,
  type WebPushJobName,
  type WebPushJobPayload,
  type WebPushJobResult,
} from '@deal-site/queue-contract';
import { UnrecoverableError } from 'bullmq';
import type { JobLogger } from './job-deps';
import { runLogged, runOwner } from './logged-run';

/** What sends new deals to push followers; @deal-site/web-push-delivery's PushFanoutRunner. */
export interface PushFanoutJobRunner {
  /** `owner`: the BullMQ job the sweep belongs to; null outside BullMQ. `signal` stops it (shutdown). */
  run(
    trigger: PushFanoutTrigger,
    owner?: string | null,
    signal?: AbortSignal,
  ): Promise<PushFanoutCounts>;
}

export interface WebPushJobDeps {
  logger: JobLogger;
  pushes: PushFanoutJobRunner;
}

export interface WebPushJobContext {
  /** Extra log fields: the BullMQ job id and attempt, or the trigger. */
  logContext?: Record<string, unknown>;
  signal?: AbortSignal;
}

/** Runs one web-push job, logged at debug level: it runs every 15 s, and a sweep that sent logs its counts itself. */
export function runWebPushJob(
  name: WebPushJobName,
  data: WebPushJobPayload,
  { logger, pushes }: WebPushJobDeps,
  { logContext = {}, signal }: WebPushJobContext = {},
): Promise<WebPushJobResult> {
  return runLogged(
    logger,
    { job: name, ...logContext },
    () => {
      // A job name this build does not know will not become known by retrying.
      if (name !== SEND_DEAL_PUSHES_JOB)
        throw new UnrecoverableError(`unknown job "${String(name)}"`);
      return pushes.run(data.trigger, runOwner(logContext), signal);
    },
    'debug',
  );
}
