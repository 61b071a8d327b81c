import type { ImportTrigger } from '@deal-site/queue-contract';
import type { SchedulerTiming } from '@deal-site/jobs';
import type { Logger } from '../logger';

export interface JobScheduling {
  mode: 'bullmq' | 'in-process';
  /** Queues an import (BullMQ) or starts one in this process; resolves once accepted, not when done. */
  enqueueImportNow(trigger: ImportTrigger): Promise<void>;
  stop(): Promise<void>;
}

export interface StartJobSchedulingOptions {
  redisUrl: string | null;
  siteTimeZone: string;
  logger: Logger;
  /** QUEUE_PREFIX, the worker's too; tests pass one of their own. */
  queuePrefix?: string;
  /** Tests only: in-process timing instead of the hourly schedule. */
  inProcessTiming?: SchedulerTiming;
}
