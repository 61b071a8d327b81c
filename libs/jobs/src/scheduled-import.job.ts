import type { ScheduledImportPayload, ScheduledImportResult } from '@deal-site/queue-contract';
import type { JobDeps } from './job-deps';

const NOT_IMPLEMENTED_MESSAGE = 'Deal import is not implemented yet: nothing was imported.';

/** An honest no-op until the importer exists: it reports that nothing was imported. */
export async function handle(
  data: ScheduledImportPayload,
  deps: JobDeps,
): Promise<ScheduledImportResult> {
  deps.logger.warn(
    { trigger: data.trigger, requestedAt: data.requestedAt },
    NOT_IMPLEMENTED_MESSAGE,
  );
  return { imported: 0, notImported: 0, message: NOT_IMPLEMENTED_MESSAGE };
}
