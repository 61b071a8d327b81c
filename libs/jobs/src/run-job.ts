import type { ImportJobName, ImportJobPayload, ImportJobResult } from '@deal-site/queue-contract';
import { UnrecoverableError } from 'bullmq';
import type { JobDeps } from './job-deps';
import { IMPORT_JOB_HANDLERS, type ImportJobHandlers } from './job-handlers';
import { runLogged } from './logged-run';

export interface RunJobOptions {
  deps: JobDeps;
  handlers?: ImportJobHandlers;
  /** Extra log fields, e.g. the BullMQ job id and attempt. */
  logContext?: Record<string, unknown>;
}

/** Runs one job by name, logging its start, end and duration; failures are logged and rethrown. */
export function runJob<Name extends ImportJobName>(
  name: Name,
  data: ImportJobPayload<Name>,
  { deps, handlers = IMPORT_JOB_HANDLERS, logContext = {} }: RunJobOptions,
): Promise<ImportJobResult<Name>> {
  return runLogged(deps.logger, { job: name, ...logContext }, () => {
    if (!Object.hasOwn(handlers, name)) {
      // A job name this build does not know will not become known by retrying.
      throw new UnrecoverableError(`unknown job "${name}"`);
    }
    return handlers[name](data, deps);
  });
}
