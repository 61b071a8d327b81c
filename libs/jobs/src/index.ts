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
} from './bullmq/import-queue';
export { redactRedisUrl } from './bullmq/redis-url';
export {
  readMaxMemoryPolicy,
  warnUnlessNoEviction,
  type RedisInfoSource,
} from './bullmq/redis-eviction-policy';
export { createRedisErrorLogger } from './bullmq/redis-error-logger';
export { RedisUnavailableError, waitForRedis } from './bullmq/wait-for-redis';
export { createImportWorker, type ImportWorker } from './bullmq/import-worker';
export { runEmailDigestJob, type DigestJobDeps, type DigestJobRunner } from './digest-jobs';
export {
  createEmailDigestQueue,
  upsertDigestSchedulers,
  type DigestScheduleSettings,
  type EmailDigestQueue,
} from './bullmq/digest-queue';
export { createEmailDigestWorker, type EmailDigestWorker } from './bullmq/digest-worker';
export {
  startSchedulerUpkeep,
  upsertSchedulersOnReconnect,
  type SchedulerUpkeepOptions,
} from './bullmq/scheduler-upkeep';
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
} from './bullmq/link-health-queue';
export { createLinkHealthWorker, type LinkHealthWorker } from './bullmq/link-health-worker';
export type { JobQueueOptions } from './bullmq/job-queue';
export type { JobWorkerOptions, JobWorkerSettings } from './bullmq/job-worker';
export {
  runWebPushJob,
  type PushFanoutJobRunner,
  type WebPushJobContext,
  type WebPushJobDeps,
} from './web-push-jobs';
export {
  createWebPushQueue,
  upsertPushFanoutScheduler,
  type WebPushQueue,
} from './bullmq/web-push-queue';
export { createWebPushWorker, type WebPushWorker } from './bullmq/web-push-worker';
export {
  runChannelPostsJob,
  type ChannelPostingJobRunner,
  type ChannelPostsJobContext,
  type ChannelPostsJobDeps,
} from './channel-post-jobs';
export {
  createChannelPostsQueue,
  enqueueChannelPostingNow,
  upsertChannelPostingScheduler,
  type ChannelPostsQueue,
} from './bullmq/channel-posts-queue';
export { createChannelPostsWorker, type ChannelPostsWorker } from './bullmq/channel-posts-worker';
