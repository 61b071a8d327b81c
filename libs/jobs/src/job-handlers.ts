import {
  SCHEDULED_IMPORT_JOB,
  type ImportJobName,
  type ImportJobPayload,
  type ImportJobResult,
} from '@deal-site/queue-contract';
import type { JobDeps } from './job-deps';
import * as scheduledImportJob from './scheduled-import.job';

export type JobHandler<Payload, Result> = (data: Payload, deps: JobDeps) => Promise<Result>;

export type ImportJobHandlers = {
  [Name in ImportJobName]: JobHandler<ImportJobPayload<Name>, ImportJobResult<Name>>;
};

export const IMPORT_JOB_HANDLERS: ImportJobHandlers = {
  [SCHEDULED_IMPORT_JOB]: scheduledImportJob.handle,
};
