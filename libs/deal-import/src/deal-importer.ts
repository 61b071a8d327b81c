import type { DealSource } from '@deal-site/facebook-source';
import type { ImageStore } from '@deal-site/image-store';
import type { ImportTrigger, ScheduledImportResult } from '@deal-site/queue-contract';
import type { ImageDownloadOptions } from './image-download';
import { importImages } from './imported-images';
import { ImportNotConfiguredError } from './import-errors';
import { importResultMessage } from './import-message';
import type { ImportStore, NotImportedPost } from './import-store';
import { postToDeal } from './post-to-deal';

/** The slice of a pino logger the importer uses. */
export interface ImportLogger {
  info(context: object, message: string): void;
  warn(context: object, message: string): void;
}

export interface DealImporterDeps {
  store: ImportStore;
  images: ImageStore;
  imageDownload: ImageDownloadOptions;
  /** FACEBOOK_PAGE_ID: used while the curator has saved no page ID. */
  defaultPageId: string | null;
  /** The source for a page, or the names of the settings that are missing. */
  sourceFor(pageId: string | null): DealSource | { missing: string[] };
  logger: ImportLogger;
  /** SITE_TIMEZONE, the zone end dates in posts are read in; UTC when not given. */
  siteTimeZone?: string;
  now?: () => Date;
}

const FIRST_RUN_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;
// Posts are read again a little before the last run started: nothing slips between two runs.
const OVERLAP_MS = 60 * 60 * 1000;

export class DealImporter {
  constructor(private readonly deps: DealImporterDeps) {}

  /** The page the import reads: the curator's saved setting, else FACEBOOK_PAGE_ID. */
  async pageId(): Promise<string | null> {
    return (await this.deps.store.pageIdSetting()) ?? this.deps.defaultPageId;
  }

  /**
   * Reads the page's posts since the last successful run and saves each deal once, with copies
   * of its pictures. Every run is kept in the history, failed ones with their error.
   */
  async run(trigger: ImportTrigger): Promise<ScheduledImportResult> {
    const { store, logger } = this.deps;
    const now = this.deps.now ?? (() => new Date());
    const startedAt = now();
    const runId = await store.startRun(trigger, startedAt);
    let imported = 0;
    const notImported: NotImportedPost[] = [];
    try {
      const source = this.deps.sourceFor(await this.pageId());
      if ('missing' in source) throw new ImportNotConfiguredError(source.missing);
      const lastRun = await store.lastSuccessfulRunStart();
      const since = lastRun
        ? new Date(lastRun.getTime() - OVERLAP_MS)
        : new Date(startedAt.getTime() - FIRST_RUN_LOOKBACK_MS);
      for await (const post of source.postsSince(since)) {
        const reading = postToDeal(post, this.deps.siteTimeZone);
        if ('notADeal' in reading) {
          notImported.push({ postId: post.id, reason: reading.notADeal });
          continue;
        }
        if ((await store.importedPostIds([post.id])).size > 0) continue;
        const pictures = await importImages(
          reading.deal.remoteImageUrls,
          this.deps.images,
          this.deps.imageDownload,
        );
        if (pictures.failures.length > 0) {
          logger.warn({ postId: post.id, failures: pictures.failures }, 'pictures left out');
        }
        const { remoteImageUrls: _remote, ...fields } = reading.deal;
        const added = await store.insertDeal({ ...fields, imageUrl: pictures.stored.join(',') });
        if (added) imported += 1;
      }
      const message = importResultMessage(imported, notImported.length);
      await store.finishRun(runId, { status: 'succeeded', imported, notImported, message }, now());
      logger.info({ trigger, imported, notImported: notImported.length }, message);
      return { imported, notImported: notImported.length, message };
    } catch (error) {
      const message = (error as Error).message;
      await store
        .finishRun(runId, { status: 'failed', imported, notImported, message }, now())
        .catch(() => undefined);
      throw error;
    }
  }
}
