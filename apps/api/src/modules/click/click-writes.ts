import type { DataSource, EntityManager } from 'typeorm';
import type { SiteDay } from '../visitor/site-day';
import type { ClickBatch } from './click-batch';
import type { VisitorClicks } from './click-rows';
import {
  ADD_DEAL_CLICKS,
  BUMP_CLICKS_VERSION,
  DELETE_EXPIRED_CLICK_ROWS,
  EXPIRED_CLICK_ROWS_PER_DELETE,
  SET_VISITOR_CLICKS_SOURCE,
  addVisitorClicksStatement,
  clicksWithinCap,
  storedVisitorClicksStatement,
  type ClickDialect,
} from './click-statements';

/** Writes click batches: each whole or not at all, answering the stored count of each deal. */
export interface ClickBatchWriter {
  /** Larger batches are cut into transactions of at most this many visitors. */
  readonly visitorsPerTransaction: number;
  write(batch: ClickBatch, cap: number): Promise<Map<number, number>>;
  /** Deletes the visitor rows of days before `day`, a slice at a time; answers how many. */
  deleteDaysBefore(day: SiteDay): Promise<number>;
  close(): Promise<void>;
}

/** Rows per INSERT, well under SQLite's and MySQL's limits on bound parameters. */
const ROWS_PER_INSERT = 500;

const dialectOf = (manager: EntityManager): ClickDialect =>
  ['mysql', 'mariadb'].includes(manager.connection.options.type) ? 'mysql' : 'sqlite';

/**
 * Adds the visitors' clicks of one deal to their rows, each only as far as the cap allows given
 * what is stored (locked on MySQL until the commit); answers how many were added in all, which is
 * what the deal's total may grow by.
 */
async function addVisitorClicks(
  manager: EntityManager,
  dealId: number,
  visitors: VisitorClicks[],
  cap: number,
): Promise<number> {
  const dialect = dialectOf(manager);
  let added = 0;
  for (let start = 0; start < visitors.length; start += ROWS_PER_INSERT) {
    const slice = visitors.slice(start, start + ROWS_PER_INSERT);
    const storedRows = await manager.query<
      { day: string; visitor_hash: string; clicks: number | string }[]
    >(storedVisitorClicksStatement(slice.length, dialect), [
      dealId,
      ...slice.flatMap((row) => [row.day, row.visitorHash]),
    ]);
    const stored = new Map(
      storedRows.map((row) => [`${row.day} ${row.visitor_hash}`, Number(row.clicks)]),
    );
    const rows = slice
      .map((row) => ({
        ...row,
        clicks: clicksWithinCap(row.clicks, stored.get(`${row.day} ${row.visitorHash}`) ?? 0, cap),
      }))
      .filter((row) => row.clicks > 0);
    if (rows.length === 0) continue;
    await manager.query(addVisitorClicksStatement(rows.length, dialect), [
      ...rows.flatMap((row) => [dealId, row.day, row.visitorHash, row.clicks]),
      cap,
    ]);
    added += rows.reduce((sum, row) => sum + row.clicks, 0);
    for (const row of rows)
      if (row.source)
        await manager.query(SET_VISITOR_CLICKS_SOURCE, [
          row.source,
          dealId,
          row.day,
          row.visitorHash,
        ]);
  }
  return added;
}

const placeholders = (count: number) => Array<string>(count).fill('?').join(', ');

/**
 * Writes a batch in one transaction, so a failure writes none of it and the batch can be retried
 * whole: `clicks = clicks + n` per deal (no lost update between processes), the visitor rows, and
 * one bump of the click version. Clicks on deals deleted since are dropped with them. Answers the
 * stored count of each deal of the batch after the write.
 */
export async function writeClickBatch(
  dataSource: DataSource,
  batch: ClickBatch,
  cap: number,
): Promise<Map<number, number>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeClickBatchOnce(dataSource, batch, cap);
    } catch (error) {
      // Two processes locking the same new visitors' gaps: InnoDB rolls one back; it goes again.
      if (!isDeadlock(error) || attempt === DEADLOCK_ATTEMPTS) throw error;
    }
  }
}

const DEADLOCK_ATTEMPTS = 3;
const ER_LOCK_DEADLOCK = 1213;
const isDeadlock = (error: unknown) =>
  (error as { errno?: number } | null)?.errno === ER_LOCK_DEADLOCK ||
  (error as { driverError?: { errno?: number } } | null)?.driverError?.errno === ER_LOCK_DEADLOCK;

function writeClickBatchOnce(
  dataSource: DataSource,
  batch: ClickBatch,
  cap: number,
): Promise<Map<number, number>> {
  return dataSource.transaction(async (manager) => {
    // A write first: SQLite then waits for another process's write lock instead of failing at once.
    await manager.query(BUMP_CLICKS_VERSION);
    const ids = batch.dealIds.sort((a, b) => a - b);
    const existing = await manager.query<{ id: number | string }[]>(
      `SELECT \`id\` FROM \`deals\` WHERE \`id\` IN (${placeholders(ids.length)})`,
      ids,
    );
    const kept = existing.map((row) => Number(row.id)).sort((a, b) => a - b);
    for (const dealId of kept) {
      const added = await addVisitorClicks(manager, dealId, [...batch.visitorsOf(dealId)], cap);
      if (added > 0) await manager.query(ADD_DEAL_CLICKS, [added, dealId]);
    }
    const stored = kept.length
      ? await manager.query<{ id: number | string; clicks: number | string }[]>(
          `SELECT \`id\`, \`clicks\` FROM \`deals\` WHERE \`id\` IN (${placeholders(kept.length)})`,
          kept,
        )
      : [];
    return new Map(stored.map((row) => [Number(row.id), Number(row.clicks)]));
  });
}

/**
 * Writes through the app's own connection: MySQL/MariaDB, where a write is I/O the event loop
 * does not wait for, and in-memory SQLite, which no other thread can open.
 */
export class ConnectionClickWriter implements ClickBatchWriter {
  /**
   * On in-memory SQLite writes block the event loop, so a busy second's clicks go in several
   * transactions with answers served between them. A row cost about 13 µs in transactions of
   * 250 and 7 µs in ones of 1,000 (each commit rewrites every index page it touched); 500 keeps
   * one under about 5 ms.
   */
  readonly visitorsPerTransaction = 500;

  constructor(private readonly dataSource: DataSource) {}

  write(batch: ClickBatch, cap: number): Promise<Map<number, number>> {
    return writeClickBatch(this.dataSource, batch, cap);
  }

  async deleteDaysBefore(day: SiteDay): Promise<number> {
    const statement = DELETE_EXPIRED_CLICK_ROWS[dialectOf(this.dataSource.manager)];
    const runner = this.dataSource.createQueryRunner();
    let deleted = 0;
    try {
      for (;;) {
        const { affected = 0 } = await runner.query(
          statement,
          [day, EXPIRED_CLICK_ROWS_PER_DELETE],
          true,
        );
        deleted += affected;
        if (affected < EXPIRED_CLICK_ROWS_PER_DELETE) return deleted;
      }
    } finally {
      await runner.release();
    }
  }

  async close(): Promise<void> {
    // The connection is the app's to close.
  }
}
