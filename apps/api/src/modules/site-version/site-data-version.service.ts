import { fromSqlDateTime, toSqlDateTime, writeVisibleChange } from '@deal-site/database';
import type { DataSource, EntityManager } from 'typeorm';
import { classifyDatabaseError } from '../../common/database-unavailable-error';
import type { Logger } from '../../logger';

interface VersionRow {
  content_version: number | string;
  clicks_version: number | string;
  next_expiry: Date | string | null;
  next_publish: Date | string | null;
}

export interface SiteVersions {
  content: number;
  clicks: number;
  /**
   * When the next listed deal expires or the next scheduled deal goes public (ms since the
   * epoch), as of the read; absent when neither waits. Lists change at that moment without a
   * write, so what caches them keys on it too.
   */
  nextListChange?: number;
}

/** How long one process trusts the version it last read before asking the database again. */
export const VERSION_READ_INTERVAL_MS = 1000;

const ROW_ID = 1;

// A plain statement: the repository's query building cost a first render about 1 ms.
const NEXT_CHANGES_AND_VERSIONS =
  'SELECT `content_version`, `clicks_version`, (SELECT MIN(`expires_at`) FROM `deals` ' +
  'WHERE `active` = ? AND `expires_at` > ?) AS `next_expiry`, (SELECT MIN(`created_at`) FROM `deals` ' +
  'WHERE `active` = ? AND `created_at` > ?) AS `next_publish` FROM `site_data_version` WHERE `id` = ?';

/**
 * The site_data_version row: bumped in the transaction of every public write (content through
 * writeVisibleChange, clicks by the click writes), read at most once a second per process, and
 * forgotten at once by a process that knows of a write.
 */
export class SiteDataVersion {
  private cached: { versions: SiteVersions; readAt: number } | null = null;
  private reading: Promise<SiteVersions> | null = null;
  /** Moves on every forget(), so a read that began before a write cannot cache what it saw. */
  private generation = 0;
  /** The last failed read: callers within the read interval get its error without a new query. */
  private failed: { error: unknown; at: number } | null = null;
  /** Tells the other API processes of a write this one made (Redis pub/sub), when there are any. */
  private announceWrite: () => Promise<void> = () => Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: () => number = Date.now,
    private readonly logger?: Logger,
  ) {}

  /** The versions, read at most once a second; rejects (DatabaseUnavailableError) while the database is away. */
  async current(): Promise<SiteVersions> {
    const recent = this.recent();
    if (recent) return recent;
    if (this.failed && this.clock() - this.failed.at < VERSION_READ_INTERVAL_MS)
      throw this.failed.error;
    if (!this.reading) {
      const reading = this.read().finally(() => {
        if (this.reading === reading) this.reading = null;
      });
      this.reading = reading;
    }
    return this.reading;
  }

  /** What current() answers without a query, or null when it would ask the database. */
  recent(): SiteVersions | null {
    if (this.cached && this.clock() - this.cached.readAt < VERSION_READ_INTERVAL_MS)
      return this.cached.versions;
    return null;
  }

  /**
   * Runs a write public pages show and the content bump in one transaction (see
   * writeVisibleChange); once it committed, this process's next read sees it.
   */
  async writeVisibleChange<T>(
    write: (manager: EntityManager) => Promise<T>,
    changed?: (result: T) => boolean,
  ): Promise<T> {
    try {
      return await writeVisibleChange(this.dataSource, write, changed);
    } finally {
      await this.forgetEverywhere();
    }
  }

  /** Lets `announce` tell the other processes of every write this one makes or waits for. */
  announceWritesWith(announce: () => Promise<void>): void {
    this.announceWrite = announce;
  }

  /** forget(), here and in every other API process: a write they did not see was just made. */
  async forgetEverywhere(): Promise<void> {
    this.forget();
    await this.announceWrite();
  }

  /** Drops the version this process holds: a write it did or waited for is seen by the next read. */
  forget(): void {
    this.generation += 1;
    this.cached = null;
    this.reading = null;
  }

  private async read(): Promise<SiteVersions> {
    const generation = this.generation;
    let row: VersionRow | undefined;
    try {
      const now = toSqlDateTime(new Date(this.clock()));
      [row] = await this.dataSource.query<VersionRow[]>(NEXT_CHANGES_AND_VERSIONS, [
        true,
        now,
        true,
        now,
        ROW_ID,
      ]);
    } catch (thrown) {
      const error = classifyDatabaseError(thrown);
      // One line when reads start failing and one when they work again, not one per second.
      if (!this.failed)
        this.logger?.warn(
          { err: thrown },
          'database unavailable: the site data version cannot be read, pages served from cache',
        );
      this.failed = { error, at: this.clock() };
      throw error;
    }
    if (this.failed) this.logger?.warn('database back: the site data version reads again');
    this.failed = null;
    const versions: SiteVersions = {
      content: Number(row?.content_version ?? 0),
      clicks: Number(row?.clicks_version ?? 0),
    };
    const changes = [row?.next_expiry, row?.next_publish]
      .filter((instant) => instant != null)
      .map((instant) => fromSqlDateTime(instant).getTime());
    if (changes.length > 0) versions.nextListChange = Math.min(...changes);
    if (generation === this.generation) this.cached = { versions, readAt: this.clock() };
    return versions;
  }
}
