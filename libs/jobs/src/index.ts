export type { DealImportRunner, JobDeps, JobLogger } from './job-deps';
export { IMPORT_JOB_HANDLERS, type ImportJobHandlers, type JobHandler } from './job-handlers';
export { handle as handleScheduledImport } from './scheduled-import.job';
export { runJob, type RunJobOptions } from './run-job';
export { nextRunTime, type SchedulerTiming } from './next-run-time';
export {
  startInProcessScheduler,
  type InProcessScheduler,
  type InProcessSchedulerOptions,
} from './in-process-scheduler';
export {
  createImportQueue,
  enqueueImport,
  upsertImportScheduler,
  type ImportJob,
  type ImportQueue,
  type ImportQueueOptions,
} from './bullmq/import-queue';
export { redactRedisUrl } from './bullmq/redis-url';
export {
  readMaxMemoryPolicy,
  warnUnlessNoEviction,
  type RedisInfoSource,
} from './bullmq/redis-eviction-policy';
export { createRedisErrorLogger } from './bullmq/redis-error-logger';
export { RedisUnavailableError, waitForRedis } from './bullmq/wait-for-redis';
export {
  createImportWorker,
  type ImportWorker,
  type ImportWorkerOptions,
} from './bullmq/import-worker';
export { IMPORT_WORKER_SETTINGS, type ImportWorkerSettings } from './bullmq/import-worker-settings';
export { runEmailDigestJob, type DigestJobDeps, type DigestJobRunner } from './digest-jobs';
export {
  createEmailDigestQueue,
  upsertDigestSchedulers,
  type DigestScheduleSettings,
  type EmailDigestQueue,
  type EmailDigestQueueOptions,
} from './bullmq/digest-queue';
export {
  EMAIL_DIGEST_WORKER_SETTINGS,
  createEmailDigestWorker,
  type EmailDigestWorker,
  type EmailDigestWorkerOptions,
} from './bullmq/digest-worker';
export { upsertSchedulersOnReconnect } from './bullmq/scheduler-upkeep';
export { redisConnection } from './bullmq/redis-connection';
export {
  runLinkHealthJob,
  type LinkHealthJobContext,
  type LinkHealthJobDeps,
  type LinkHealthJobRunner,
} from './link-health-jobs';
export {
  createLinkHealthQueue,
  enqueueLinkCheck,
  upsertLinkCheckScheduler,
  type LinkHealthJob,
  type LinkHealthQueue,
  type LinkHealthQueueOptions,
} from './bullmq/link-health-queue';
export {
  LINK_HEALTH_WORKER_SETTINGS,
  createLinkHealthWorker,
  type LinkHealthWorker,
  type LinkHealthWorkerOptions,
} from './bullmq/link-health-worker';
