import {
  ImportNotConfiguredError,
  SqlImportStore,
  createDealImporter,
  type DealImporter,
} from '@deal-site/deal-import';
import { SourceError, isValidPageId } from '@deal-site/facebook-source';
import { nextRunTime } from '@deal-site/jobs';
import { importSchedule } from '@deal-site/queue-contract';
import type { AppConfig } from '@deal-site/server-config';
import { UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import { JobSchedulingError } from '../../common/job-scheduling-error';
import { createLogger, type Logger } from '../../logger';
import type { SiteDataVersion } from '../site-version/site-data-version.service';
import { importFailed, invalidPageId } from './deal-import.errors';
import { ImportJobFailedError, type JobScheduling } from './job-scheduling';
import { startJobScheduling } from './start-job-scheduling';
import type {
  ImportOverview,
  ImportResult,
  ImportRun,
  ImportTriggerKind,
} from './deal-import.types';

/** How long a request waits for an import before answering that it is still running. */
export const IMPORT_WAIT_MS = 60_000;
const HISTORY_LENGTH = 10;

/** Said before the result of an import that was already under way when this one was asked for. */
export const JOINED_RUNNING_IMPORT = 'An import was already running; this is its result: ';

const STILL_RUNNING =
  'The import is still running; its result will appear under Last runs when it finishes';

/** Failures whose message is meant for the curator; anything else is logged and masked. */
function isExplained(error: unknown): error is Error {
  return (
    error instanceof SourceError ||
    error instanceof ImportNotConfiguredError ||
    error instanceof UnrecoverableError ||
    error instanceof ImportJobFailedError
  );
}

/** Import Management: runs imports now (through the queue when there is one), the page setting, the history. */
export class DealImportService {
  readonly importer: DealImporter;
  private readonly store: SqlImportStore;
  private readonly logger: Logger;
  private jobs: JobScheduling | null = null;

  constructor(
    dataSource: DataSource,
    private readonly config: AppConfig,
    logger?: Logger,
    /** Told when a run this process waited for has finished, so its next read shows the deals. */
    private readonly siteVersion?: SiteDataVersion,
  ) {
    this.logger = logger ?? createLogger('silent');
    this.store = new SqlImportStore(dataSource);
    this.importer = createDealImporter({ ...config, dataSource, logger: this.logger });
  }

  /** The hourly schedule: a BullMQ job scheduler with REDIS_URL, in this process without. */
  async startScheduling(): Promise<void> {
    try {
      this.jobs = await startJobScheduling({
        redisUrl: this.config.redisUrl,
        siteTimeZone: this.config.siteTimeZone,
        queuePrefix: this.config.queuePrefix,
        logger: this.logger,
        importer: this.importer,
      });
    } catch (error) {
      throw new JobSchedulingError((error as Error).message);
    }
    this.logger.info({ jobs: this.jobs.mode }, 'deal imports scheduled');
  }

  async stop(): Promise<void> {
    await this.jobs?.stop();
    this.jobs = null;
  }

  async runNow(trigger: ImportTriggerKind, waitMs = IMPORT_WAIT_MS): Promise<ImportResult> {
    if (!this.jobs) throw importFailed('Imports are not scheduled in this process');
    let result;
    try {
      result = await this.jobs.runImportNow(trigger, waitMs);
    } catch (error) {
      // A failed run may still have saved some deals before it stopped.
      await this.siteVersion?.forgetEverywhere();
      if (isExplained(error)) throw importFailed(error.message);
      this.logger.error({ err: error }, 'import failed unexpectedly');
      throw importFailed('The import failed unexpectedly; the server log has the details');
    }
    await this.siteVersion?.forgetEverywhere();
    if (!result) return { imported: 0, notImported: 0, message: STILL_RUNNING, finished: false };
    const { imported, notImported, message, joined } = result;
    return {
      imported,
      notImported,
      message: joined ? `${JOINED_RUNNING_IMPORT}${message}` : message,
      finished: true,
    };
  }

  async savePageId(pageId: string): Promise<string> {
    const trimmed = pageId.trim();
    if (!isValidPageId(trimmed)) throw invalidPageId();
    await this.store.savePageIdSetting(trimmed);
    return trimmed;
  }

  async overview(now = Date.now()): Promise<ImportOverview> {
    const runs = await this.store.recentRuns(HISTORY_LENGTH);
    return {
      pageId: await this.importer.pageId(),
      hasAccessToken: this.config.facebook.accessToken !== null,
      nextRunAt: new Date(nextRunTime(importSchedule(this.config.siteTimeZone), now)),
      runs: runs as ImportRun[],
    };
  }
}
