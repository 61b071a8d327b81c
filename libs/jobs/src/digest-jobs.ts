import { MailNotConfiguredError } from '@deal-site/digest-delivery';
import {
  DIGEST_JOB,
  INSTANT_ALERTS_JOB,
  PURGE_PENDING_JOB,
  type AlertRunCounts,
  type DigestFrequency,
  type DigestRunCounts,
  type DigestTrigger,
  type EmailDigestJobName,
  type EmailDigestJobPayload,
  type EmailDigestJobResult,
  type PurgePendingResult,
} from '@deal-site/queue-contract';
import { UnrecoverableError } from 'bullmq';
import type { JobLogger } from './job-deps';
import { runLogged, runOwner } from './logged-run';

/** A digest run some of whose messages failed: the job is tried again for them. */
export class DigestSendsFailedError extends Error {
  constructor(readonly counts: DigestRunCounts) {
    super(
      `${counts.failed} digest(s) not sent (${counts.sent} sent, ${counts.skipped} skipped); the next attempt retries them`,
    );
    this.name = 'DigestSendsFailedError';
  }
}

/** What runs the e-mail jobs; @deal-site/digest-delivery's sender in the API and the worker. */
export interface DigestJobRunner {
  /** `owner`: the BullMQ job the run belongs to (see DigestSender.run); null outside BullMQ. */
  runDigest(
    frequency: DigestFrequency,
    trigger: DigestTrigger,
    owner?: string | null,
  ): Promise<DigestRunCounts>;
  purgePending(): Promise<PurgePendingResult>;
  /** Mails new deals matching subscribers' instant alerts; `owner` as for runDigest. */
  sendInstantAlerts(trigger: DigestTrigger, owner?: string | null): Promise<AlertRunCounts>;
}

export interface DigestJobDeps {
  logger: JobLogger;
  digests: DigestJobRunner;
}

async function handle(
  name: EmailDigestJobName,
  data: EmailDigestJobPayload,
  { digests }: DigestJobDeps,
  owner: string | null,
): Promise<EmailDigestJobResult> {
  if (name === DIGEST_JOB) {
    const { frequency, trigger } = data as EmailDigestJobPayload<typeof DIGEST_JOB>;
    const counts = await digests.runDigest(frequency, trigger, owner);
    // Sends no server took (the SMTP server away, say) are claimed again by the job's next
    // attempt, after its backoff; those already sent are not sent twice.
    if (counts.failed > 0) throw new DigestSendsFailedError(counts);
    return counts;
  }
  if (name === PURGE_PENDING_JOB) return digests.purgePending();
  // Sends that failed are given back and tried by the next run, 5 minutes on: no retry here.
  if (name === INSTANT_ALERTS_JOB) {
    const { trigger } = data as EmailDigestJobPayload<typeof INSTANT_ALERTS_JOB>;
    return digests.sendInstantAlerts(trigger, owner);
  }
  // A job name this build does not know will not become known by retrying.
  throw new UnrecoverableError(`unknown job "${String(name)}"`);
}

/**
 * Runs one e-mail job, logging its start, end and duration. A digest while mail is not
 * configured fails at once: retrying cannot configure it.
 */
export async function runEmailDigestJob(
  name: EmailDigestJobName,
  data: EmailDigestJobPayload,
  deps: DigestJobDeps,
  logContext: Record<string, unknown> = {},
): Promise<EmailDigestJobResult> {
  // The alert run comes every few minutes and usually finds nothing: its start and end are
  // debug lines; the sender logs at info when it sent or failed anything.
  const level = name === INSTANT_ALERTS_JOB ? 'debug' : 'info';
  try {
    return await runLogged(
      deps.logger,
      { job: name, ...logContext },
      () => handle(name, data, deps, runOwner(logContext)),
      level,
    );
  } catch (error) {
    if (error instanceof MailNotConfiguredError) throw new UnrecoverableError(error.message);
    throw error;
  }
}
