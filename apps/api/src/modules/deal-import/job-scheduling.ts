import type { ImportTrigger, ScheduledImportResult } from '@deal-site/queue-contract';
import type { DealImportRunner, SchedulerTiming } from '@deal-site/jobs';
import type { Logger } from '../../logger';

export interface JobScheduling {
  mode: 'bullmq' | 'in-process';
  /** Queues an import (BullMQ) or starts one in this process; resolves once accepted, not when done. */
  enqueueImportNow(trigger: ImportTrigger): Promise<void>;
  /**
   * Runs an import now and answers its result, or null when it is still running after
   * `waitMs` (it then goes on, and its result lands in the run history). Imports never overlap:
   * asked while one is under way, it waits for that one and answers its result, `joined`.
   */
  runImportNow(trigger: ImportTrigger, waitMs: number): Promise<ImportNowResult | null>;
  stop(): Promise<void>;
}

export interface ImportNowResult extends ScheduledImportResult {
  /** True when the import was already under way when asked: the counts are that run's. */
  joined: boolean;
}

export interface StartJobSchedulingOptions {
  redisUrl: string | null;
  siteTimeZone: string;
  logger: Logger;
  /** Runs the imports in this process when there is no Redis. */
  importer: DealImportRunner;
  /** QUEUE_PREFIX, the worker's too; tests pass one of their own. */
  queuePrefix?: string;
  /** Tests only: in-process timing instead of the hourly schedule. */
  inProcessTiming?: SchedulerTiming;
}

/** A queued import that failed for good; the message is the worker's failure reason. */
export class ImportJobFailedError extends Error {
  override name = 'ImportJobFailedError';
}

/** The result, or null once `waitMs` has passed first. */
export function withinWait<T>(result: Promise<T>, waitMs: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  return Promise.race([result, timeout]).finally(() => clearTimeout(timer));
}
