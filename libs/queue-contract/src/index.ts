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
