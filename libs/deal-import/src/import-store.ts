import type { DealFields } from '@deal-site/deal-text';
import type { ImportTrigger } from '@deal-site/queue-contract';
import type { ImportedDeal } from './post-to-deal';

export type ImportRunStatus = 'running' | 'succeeded' | 'failed';

export interface NotImportedPost {
  postId: string;
  reason: string;
}

export interface ImportRunRecord {
  id: number;
  trigger: ImportTrigger;
  status: ImportRunStatus;
  startedAt: Date;
  finishedAt: Date | null;
  imported: number;
  notImported: number;
  /** The result's sentence, or the error that stopped the run. */
  message: string;
  notImportedPosts: NotImportedPost[];
}

export interface RunOutcome {
  status: Exclude<ImportRunStatus, 'running'>;
  imported: number;
  notImported: NotImportedPost[];
  message: string;
}

/** A deal ready to save: its pictures already copied into the image store. */
export type NewImportedDeal = Omit<ImportedDeal, 'remoteImageUrls'> & Pick<DealFields, 'imageUrl'>;

/** What the import keeps in the database: deals, its page setting and its run history. */
export interface ImportStore {
  pageIdSetting(): Promise<string | null>;
  savePageIdSetting(pageId: string): Promise<void>;
  /** When the last run that succeeded started; posts older than that were already read. */
  lastSuccessfulRunStart(): Promise<Date | null>;
  /** Which of these source post ids already have a deal. */
  importedPostIds(postIds: string[]): Promise<Set<string>>;
  /** Saves the deal unless its post already has one; answers whether it was added. */
  insertDeal(deal: NewImportedDeal): Promise<boolean>;
  startRun(trigger: ImportTrigger, startedAt: Date): Promise<number>;
  finishRun(id: number, outcome: RunOutcome, finishedAt: Date): Promise<void>;
  recentRuns(limit: number): Promise<ImportRunRecord[]>;
}
