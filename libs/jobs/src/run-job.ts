import type { ImportJobName, ImportJobPayload, ImportJobResult } from '@deal-site/queue-contract';
import { UnrecoverableError } from 'bullmq';
import type { JobDeps } from './job-deps';
import { IMPORT_JOB_HANDLERS, type ImportJobHandlers } from './job-handlers';

export interface RunJobOptions {
  deps: JobDeps;
  handlers?: ImportJobHandlers;
  /** Extra log fields, e.g. the BullMQ job id and attempt. */
  logContext?: Record<string, unknown>;
}

/** Runs one job by name, logging its start, end and duration; failures are logged and rethrown. */
export async function runJob<Name extends ImportJobName>(
  name: Name,
  data: ImportJobPayload<Name>,
  { deps, handlers = IMPORT_JOB_HANDLERS, logContext = {} }: RunJobOptions,
): Promise<ImportJobResult<Name>> {
  const context = { job: name, ...logContext };
  const startedAt = performance.now();
  const durationMs = () => Math.round(performance.now() - startedAt);
  deps.logger.info(context, 'job started');
  try {
    if (!Object.hasOwn(handlers, name)) {
      // A job name this build does not know will not become known by retrying.
      throw new UnrecoverableError(`unknown job "${name}"`);
    }
    const result = await handlers[name](data, deps);
    deps.logger.info({ ...context, durationMs: durationMs(), result }, 'job completed');
    return result;
  } catch (error) {
    deps.logger.warn({ ...context, durationMs: durationMs(), err: error }, 'job failed');
    throw error;
  }
}
