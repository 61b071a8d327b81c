import type { ImportTrigger, ScheduledImportResult } from '@deal-site/queue-contract';

/** The slice of a pino logger the jobs use; pino's Logger satisfies it. */
export interface JobLogger {
  debug(context: object, message: string): void;
  info(context: object, message: string): void;
  warn(context: object, message: string): void;
  error(context: object, message: string): void;
}

/** What runs an import; @deal-site/deal-import's DealImporter in the API and the worker. */
export interface DealImportRunner {
  run(trigger: ImportTrigger): Promise<ScheduledImportResult>;
}

export interface JobDeps {
  logger: JobLogger;
  importer: DealImportRunner;
}
