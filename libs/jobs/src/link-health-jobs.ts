import {
  CHECK_LINKS_JOB,
  type LinkCheckRunCounts,
  type LinkCheckTrigger,
  type LinkHealthJobName,
  type LinkHealthJobPayload,
  type LinkHealthJobResult,
} from '@deal-site/queue-contract';
import { UnrecoverableError } from 'bullmq';
import type { JobLogger } from './job-deps';
import { runLogged, runOwner } from './logged-run';

/** What runs the link checks; @deal-site/link-health's LinkHealthRunner in the API and the worker. */
export interface LinkHealthJobRunner {
  /**
   * `owner`: the BullMQ job the run belongs to, whose unfinished run a later attempt takes up;
   * null outside BullMQ. `signal` stops the run (shutdown); it rejects with the signal's reason.
   */
  run(
    trigger: LinkCheckTrigger,
    owner?: string | null,
    signal?: AbortSignal,
  ): Promise<LinkCheckRunCounts>;
}

export interface LinkHealthJobDeps {
  logger: JobLogger;
  links: LinkHealthJobRunner;
}

export interface LinkHealthJobContext {
  /** Extra log fields: the BullMQ job id and attempt, or the trigger. */
  logContext?: Record<string, unknown>;
  signal?: AbortSignal;
}

/** Runs one link-health job, logging its start, end and duration; failures are logged and rethrown. */
export function runLinkHealthJob(
  name: LinkHealthJobName,
  data: LinkHealthJobPayload,
  { logger, links }: LinkHealthJobDeps,
  { logContext = {}, signal }: LinkHealthJobContext = {},
): Promise<LinkHealthJobResult> {
  return runLogged(logger, { job: name, ...logContext }, () => {
    // A job name this build does not know will not become known by retrying.
    if (name !== CHECK_LINKS_JOB) throw new UnrecoverableError(`unknown job "${String(name)}"`);
    return links.run(data.trigger, runOwner(logContext), signal);
  });
}
