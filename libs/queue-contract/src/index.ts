export { DEAL_IMPORT_QUEUE, DEFAULT_QUEUE_PREFIX } from './import-queue';
export {
  SCHEDULED_IMPORT_JOB,
  type ImportJobName,
  type ImportJobPayload,
  type ImportJobResult,
  type ImportQueueJobs,
  type ImportTrigger,
  type ScheduledImportPayload,
  type ScheduledImportResult,
} from './import-jobs';
export {
  IMPORT_CRON_PATTERN,
  IMPORT_SCHEDULER_ID,
  importSchedule,
  type CronSchedule,
} from './import-schedule';
export { IMPORT_JOB_OPTIONS, IMPORT_NOW_DEDUPLICATION_ID } from './import-job-options';
export {
  DIGEST_FREQUENCIES,
  DIGEST_JOB,
  DIGEST_SCHEDULER_IDS,
  EMAIL_DIGEST_JOB_OPTIONS,
  EMAIL_DIGEST_QUEUE,
  PURGE_PENDING_JOB,
  digestSchedule,
  purgePendingSchedule,
  type DigestFrequency,
  type DigestPayload,
  type DigestRunCounts,
  type DigestTrigger,
  type EmailDigestJobName,
  type EmailDigestJobPayload,
  type EmailDigestJobResult,
  type EmailDigestQueueJobs,
  type PurgePendingResult,
} from './digest-jobs';
export {
  CHECK_LINKS_JOB,
  LINK_CHECK_NOW_DEDUPLICATION_ID,
  LINK_CHECK_SCHEDULER_ID,
  LINK_HEALTH_JOB_OPTIONS,
  LINK_HEALTH_QUEUE,
  linkCheckSchedule,
  type CheckLinksPayload,
  type LinkCheckRunCounts,
  type LinkCheckTrigger,
  type LinkHealthJobName,
  type LinkHealthJobPayload,
  type LinkHealthJobResult,
  type LinkHealthQueueJobs,
} from './link-health-jobs';
