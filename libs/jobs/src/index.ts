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
export type { JobQueueOptions } from './bullmq/job-queue';
export type { JobWorkerOptions, JobWorkerSettings } from './bullmq/job-worker';
export type { ScheduledJobKind, ScheduledQueueKind } from './bullmq/scheduled-job-kind';
export {
  runScheduledJob,
  type JobTrigger,
  type ScheduledJobPayload,
  type ScheduledJobRunner,
} from './scheduled-job-run';
export {
  createScheduledJobQueue,
  enqueueScheduledJobNow,
  upsertScheduledJob,
} from './bullmq/scheduled-job-queue';
export { createScheduledJobWorker } from './bullmq/scheduled-job-worker';
export {
  startScheduledJob,
  type ScheduledJobOptions,
  type ScheduledJobScheduling,
} from './start-scheduled-job';
export {
  LINK_HEALTH_JOB_KIND,
  createLinkHealthQueue,
  createLinkHealthWorker,
  type LinkHealthJobRunner,
  type LinkHealthQueue,
  type LinkHealthWorker,
} from './link-health-jobs';
export {
  WEB_PUSH_JOB_KIND,
  createWebPushQueue,
  type PushFanoutJobRunner,
  type WebPushQueue,
} from './web-push-jobs';
export {
  CHANNEL_POSTS_JOB_KIND,
  createChannelPostsQueue,
  type ChannelPostingJobRunner,
  type ChannelPostsQueue,
} from './channel-post-jobs';
