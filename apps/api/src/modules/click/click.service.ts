import type { DataSource } from 'typeorm';
import { AppError } from '../../common/app-error';
import type { Logger } from '../../logger';
import { SiteDataVersion } from '../site-version/site-data-version.service';
import { siteDayOf, type SiteDay } from '../visitor/site-day';
import { oldestKeptDay } from '../visitor/traffic-retention';
import type { Visitor } from '../visitor/visitor';
import type { VisitorHasher } from '../visitor/visitor-hash';
import { ClickBatch } from './click-batch';
import type { VisitorClicks } from './click-rows';
import { clicksUnavailable } from './click.errors';
import { ConnectionClickWriter, type ClickBatchWriter } from './click-writes';
import { SqliteClickWriter } from './sqlite-click-writer';
import { StoredDealClicks } from './stored-deal-clicks';
import type { KeptClicksFolder } from './kept-clicks';
import { VisitorTallies } from './visitor-tallies';
import { ClicksPerAddress } from './clicks-per-address';

/**
 * Clicks one visitor adds to one deal's count per day: a script hammering Grab Deal cannot move
 * the popular sort or the hot flame further than this.
 */
export const MAX_COUNTED_CLICKS_PER_VISITOR = 3;
/** Counted clicks are written at most this long after they were answered (while the database is up). */
export const CLICK_WRITE_INTERVAL_MS = 1000;
/** The batch being written: what is left of it, and the chunk whose transaction is under way. */
interface WriteUnderWay {
  batch: ClickBatch;
  chunk: ClickBatch | null;
  done: Promise<void>;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A thread of its own for an SQLite file; the app's connection otherwise. */
export function clickBatchWriter(dataSource: DataSource): ClickBatchWriter {
  const { type, database } = dataSource.options;
  return type === 'better-sqlite3' && typeof database === 'string' && database !== ':memory:'
    ? new SqliteClickWriter(database, () => dataSource.isInitialized)
    : new ConnectionClickWriter(dataSource);
}

export interface ClickServiceOptions {
  timeZone: string;
  hasher: VisitorHasher;
  siteVersion?: SiteDataVersion;
  logger?: Logger;
  now?: () => Date;
  /** Where clicks that could not be written on close are kept for a later start (in DATA_DIR). */
  unwrittenClicks?: KeptClicksFolder;
}

/**
 * Counts Grab Deal presses in memory and writes them once a second (on an SQLite file from a
 * thread of its own): the answer costs no query once a deal and its visitors of the day are known. A write that fails
 * keeps its clicks for the next try, and while writes fail no click is answered as counted.
 */
export class ClickService {
  private readonly now: () => Date;
  private readonly siteVersion: SiteDataVersion;
  private readonly storedDeals: StoredDealClicks;
  private readonly tallies: VisitorTallies;
  private readonly perAddress = new ClicksPerAddress();
  private readonly writer: ClickBatchWriter;
  private pending = new ClickBatch();
  private writing: WriteUnderWay | null = null;
  private writeTimer: NodeJS.Timeout | null = null;
  private writesFailing = false;
  private closed = false;
  /** The site day whose expired visitor rows were deleted (or are being): once a day is enough. */
  private prunedOn: SiteDay | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: ClickServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.siteVersion = options.siteVersion ?? new SiteDataVersion(dataSource);
    this.writer = clickBatchWriter(dataSource);
    this.storedDeals = new StoredDealClicks(dataSource, () => this.now().getTime());
    this.tallies = new VisitorTallies(dataSource, MAX_COUNTED_CLICKS_PER_VISITOR, (dealId) =>
      this.unstoredVisitors(dealId),
    );
  }

  /** The clicks of a deal not stored yet, visitor by visitor: pending, and being written. */
  private *unstoredVisitors(dealId: number): Generator<VisitorClicks> {
    yield* this.pending.visitorsOf(dealId);
    if (this.writing) yield* this.writing.batch.visitorsOf(dealId);
    if (this.writing?.chunk) yield* this.writing.chunk.visitorsOf(dealId);
  }

  /** The site day clicks are counted under now. */
  today(): SiteDay {
    return siteDayOf(this.now(), this.options.timeZone);
  }

  /**
   * Counts a Grab Deal press when it comes from a countable visitor under the daily caps (per
   * visitor, and per address whatever its User-Agents); a bot, a prefetch or a capped click
   * changes nothing. Answers the deal's click count either way, so the caller cannot tell;
   * NOT_FOUND for an unknown or archived deal; SERVICE_UNAVAILABLE while
   * clicks cannot be written. `source` is the click's normalised `src` (null: the visitor's
   * source of the day).
   */
  async record(
    dealId: number,
    visitor: Visitor | null,
    source: string | null = null,
  ): Promise<number> {
    if (this.writesFailing) throw clicksUnavailable();
    try {
      return (
        this.recordFromMemory(dealId, visitor, source) ??
        (await this.recordAfterReads(dealId, visitor, source))
      );
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.options.logger?.warn({ err: error }, 'a click could not be counted');
      throw clicksUnavailable();
    }
  }

  /**
   * record() without waiting, for the usual click; null, having counted nothing, when it would
   * have to wait (or fail): then call record(). This sync twin, with hashNow, takeNow and ofNow,
   * stays because one async path answered 12% fewer clicks a second (issue 53's measurement).
   */
  recordNow(dealId: number, visitor: Visitor | null, source: string | null = null): number | null {
    if (this.writesFailing) return null;
    try {
      return this.recordFromMemory(dealId, visitor, source);
    } catch {
      return null;
    }
  }

  /**
   * The usual click, answered without waiting for anything: the versions, the deal, the day's
   * salt and the deal's tally of the day are all known. Null, having counted nothing, otherwise.
   */
  private recordFromMemory(
    dealId: number,
    visitor: Visitor | null,
    source: string | null,
  ): number | null {
    const versions = this.siteVersion.recent();
    const stored = versions && this.storedDeals.ofNow(dealId, versions);
    if (stored === null) return null;
    if (visitor) {
      const day = this.today();
      const visitorHash = this.options.hasher.hashNow(day, visitor);
      if (visitorHash === null) return null;
      if (this.perAddress.take(day, dealId, visitor.address)) {
        const counted = this.tallies.takeNow(dealId, day, visitorHash);
        if (counted) this.count(dealId, day, visitorHash, source);
        else this.perAddress.giveBack(day, dealId, visitor.address);
        if (counted === null) return null;
      }
    }
    return this.answer(dealId, stored);
  }

  private async recordAfterReads(
    dealId: number,
    visitor: Visitor | null,
    source: string | null,
  ): Promise<number> {
    const stored = await this.storedDeals.of(dealId, await this.siteVersion.current());
    if (visitor) {
      const day = this.today();
      const visitorHash = await this.options.hasher.hashFor(day, visitor);
      if (this.writesFailing) throw clicksUnavailable();
      if (this.perAddress.take(day, dealId, visitor.address)) {
        let counted = false;
        try {
          counted = await this.tallies.take(dealId, day, visitorHash);
        } finally {
          if (counted) this.count(dealId, day, visitorHash, source);
          else this.perAddress.giveBack(day, dealId, visitor.address);
        }
      }
    }
    return this.answer(dealId, stored);
  }

  private count(dealId: number, day: SiteDay, visitorHash: string, source: string | null): void {
    this.pending.add(dealId, day, visitorHash, 1, source);
    this.scheduleWrite();
  }

  /** What a click answers: the stored count (as of the last write, when newer) and the unstored clicks. */
  private answer(dealId: number, stored: number): number {
    return (this.storedDeals.storedNow(dealId) ?? stored) + this.unstoredClicks(dealId);
  }

  private unstoredClicks(dealId: number): number {
    const writing = this.writing;
    return (
      this.pending.totalFor(dealId) +
      (writing ? writing.batch.totalFor(dealId) + (writing.chunk?.totalFor(dealId) ?? 0) : 0)
    );
  }

  private scheduleWrite(): void {
    if (this.writeTimer || this.writing || this.closed) return;
    this.writeTimer = setTimeout(
      () => void this.flush().catch(() => undefined),
      CLICK_WRITE_INTERVAL_MS,
    );
    this.writeTimer.unref();
  }

  /**
   * Writes the clicks counted so far now, in transactions of at most the writer's
   * visitorsPerTransaction; rejects when one fails, keeping what it did not write for the next
   * try (every second until the database answers again).
   */
  async flush(): Promise<void> {
    if (this.writeTimer) clearTimeout(this.writeTimer);
    this.writeTimer = null;
    while (this.writing) await this.writing.done.catch(() => undefined);
    const batch = this.pending;
    this.pending = new ClickBatch();
    const writing: WriteUnderWay = { batch, chunk: null, done: Promise.resolve() };
    this.writing = writing;
    writing.done = this.write(writing);
    try {
      await writing.done;
    } finally {
      if (!this.pending.isEmpty || this.writesFailing) this.scheduleWrite();
    }
  }

  private async write(writing: WriteUnderWay): Promise<void> {
    try {
      // Nothing to write: while failing, this is how the database is found to be back.
      if (writing.batch.isEmpty && this.writesFailing) await this.dataSource.query('SELECT 1');
      while (!writing.batch.isEmpty) {
        const chunk = writing.batch.takeChunk(this.writer.visitorsPerTransaction);
        writing.chunk = chunk;
        const stored = await this.writer.write(chunk, MAX_COUNTED_CLICKS_PER_VISITOR);
        // In the same turn as dropping the chunk, so no answer counts its clicks twice or not at all.
        this.storedDeals.flushed(stored);
        writing.chunk = null;
        if (!writing.batch.isEmpty) await nextTurn();
      }
      this.writing = null;
      if (this.writesFailing) this.options.logger?.warn('clicks are written again');
      this.writesFailing = false;
      if (!this.closed) this.deleteExpiredDays();
    } catch (error) {
      this.pending.absorb(writing.batch);
      if (writing.chunk) this.pending.absorb(writing.chunk);
      this.writing = null;
      if (!this.writesFailing)
        this.options.logger?.error({ err: error }, 'clicks could not be written; kept to retry');
      this.writesFailing = true;
      throw error;
    }
  }

  /**
   * Deletes the visitor rows of days no figure reads any more (the same retention as visits), at
   * most once a site day, after a write went through; answers wait for none of it.
   */
  private deleteExpiredDays(): void {
    const today = this.today();
    if (this.prunedOn === today) return;
    this.prunedOn = today;
    this.writer.deleteDaysBefore(oldestKeptDay(today)).then(
      (deleted) => {
        if (deleted > 0) this.options.logger?.info({ deleted }, 'clicks: deleted expired days');
      },
      (error: unknown) => {
        if (this.prunedOn === today) this.prunedOn = null;
        this.options.logger?.warn({ err: error }, 'clicks: deleting expired days failed');
      },
    );
  }

  /**
   * On shutdown: writes what is buffered. When that fails (the database is away) the clicks go to
   * a file of the unwritten-clicks folder, which the next start writes; without a folder, or when
   * the file cannot be written either, it logs how many clicks are lost. It resolves either way,
   * so the rest of the shutdown still runs.
   */
  async close(): Promise<void> {
    this.closed = true;
    try {
      await this.flush();
    } catch (error) {
      await this.keepUnwritten(error);
    }
    await this.writer.close();
  }

  private async keepUnwritten(writeError: unknown): Promise<void> {
    const unwritten = this.pending;
    this.pending = new ClickBatch();
    if (this.options.unwrittenClicks)
      await this.options.unwrittenClicks.keepUnwritten(unwritten, writeError);
    else
      this.options.logger?.error(
        { err: writeError, lost: unwritten.totalClicks },
        'buffered clicks could not be written on close',
      );
  }

  /**
   * Writes the clicks earlier processes kept in the unwritten-clicks folder, before this one
   * answers any: each file's clicks go in whole transactions, and what a failed transaction left
   * goes back to the folder for the next start, so no click is written twice or dropped.
   * Answers the site days of the clicks it took.
   */
  async writeKeptClicks(): Promise<Set<SiteDay>> {
    const days = new Set<SiteDay>();
    await this.options.unwrittenClicks?.writeEach((batch) => {
      for (const day of batch.days) days.add(day);
      return this.writeWhole(batch);
    });
    return days;
  }

  /** Writes the batch chunk by chunk; on a failure the batch holds exactly what was not written. */
  private async writeWhole(batch: ClickBatch): Promise<void> {
    while (!batch.isEmpty) {
      const chunk = batch.takeChunk(this.writer.visitorsPerTransaction);
      try {
        this.storedDeals.flushed(await this.writer.write(chunk, MAX_COUNTED_CLICKS_PER_VISITOR));
      } catch (error) {
        batch.absorb(chunk);
        throw error;
      }
    }
  }
}
