export const SCHEDULED_IMPORT_JOB = 'scheduled-import';

export type ImportTrigger = 'schedule' | 'manual';

export interface ScheduledImportPayload {
  trigger: ImportTrigger;
  /** ISO instant of an on-demand request; scheduled runs have none, as a scheduler's data is fixed when it is upserted. */
  requestedAt?: string;
}

export interface ScheduledImportResult {
  imported: number;
  notImported: number;
  message: string;
}

/** Every job of the import queue: its name, its payload and what it returns. */
export interface ImportQueueJobs {
  [SCHEDULED_IMPORT_JOB]: { payload: ScheduledImportPayload; result: ScheduledImportResult };
}

export type ImportJobName = keyof ImportQueueJobs;
export type ImportJobPayload<N extends ImportJobName = ImportJobName> =
  ImportQueueJobs[N]['payload'];
export type ImportJobResult<N extends ImportJobName = ImportJobName> = ImportQueueJobs[N]['result'];
