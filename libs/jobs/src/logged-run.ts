import type { JobLogger } from './job-deps';

/**
 * Runs one job, logging its start, its end with the duration and result, or its failure with the
 * duration; the failure is rethrown as it came.
 */
export async function runLogged<Result>(
  logger: JobLogger,
  context: Record<string, unknown>,
  run: () => Promise<Result>,
  level: 'info' | 'debug' = 'info',
): Promise<Result> {
  const startedAt = performance.now();
  const durationMs = () => Math.round(performance.now() - startedAt);
  logger[level](context, 'job started');
  try {
    const result = await run();
    logger[level]({ ...context, durationMs: durationMs(), result }, 'job completed');
    return result;
  } catch (error) {
    logger.warn({ ...context, durationMs: durationMs(), err: error }, 'job failed');
    throw error;
  }
}

/** The BullMQ job a run belongs to (`bullmq:<job id>`), which its later attempts take up; null in-process. */
export function runOwner(logContext: Record<string, unknown>): string | null {
  return typeof logContext.jobId === 'string' ? `bullmq:${logContext.jobId}` : null;
}
