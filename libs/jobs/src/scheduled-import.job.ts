import { ImportNotConfiguredError } from '@deal-site/deal-import';
import { SourceError } from '@deal-site/facebook-source';
import type { ScheduledImportPayload, ScheduledImportResult } from '@deal-site/queue-contract';
import { UnrecoverableError } from 'bullmq';
import type { JobDeps } from './job-deps';

/** Failures a retry cannot mend (a revoked token, a missing permission or setting) fail at once. */
function retryCannotHelp(error: unknown): boolean {
  return (
    error instanceof ImportNotConfiguredError ||
    (error instanceof SourceError && error.kind === 'unrecoverable')
  );
}

/** Imports the page's new deals; network errors, 5xx and rate limits are retried with backoff. */
export async function handle(
  data: ScheduledImportPayload,
  deps: JobDeps,
): Promise<ScheduledImportResult> {
  try {
    return await deps.importer.run(data.trigger);
  } catch (error) {
    if (retryCannotHelp(error)) throw new UnrecoverableError((error as Error).message);
    throw error;
  }
}
