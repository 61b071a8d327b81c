import { Worker } from 'node:worker_threads';
import type { SiteDay } from '../visit/site-day';
import { VISITOR_HASH_SEPARATOR, type ClickBatch } from './click-batch';
import {
  ADD_DEAL_CLICKS,
  BUMP_CLICKS_VERSION,
  DELETE_EXPIRED_CLICK_ROWS,
  EXPIRED_CLICK_ROWS_PER_DELETE,
  addVisitorClicksStatement,
} from './click-statements';
import type { ClickBatchWriter } from './click-writes';

interface Reply {
  id: number;
  stored?: [number, number][];
  deleted?: number;
  error?: string;
}

// Runs click-statements.ts's statements with better-sqlite3, a batch in one transaction: the
// thread's own connection waits for the write lock (busy_timeout) without holding up any answer.
const WRITE_LOOP = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
const statements = workerData.statements;
const bumpVersion = db.prepare(statements.bumpVersion);
const dealExists = db.prepare(statements.storedClicks).pluck();
const addToDeal = db.prepare(statements.addToDeal);
const addToVisitor = db.prepare(statements.addToVisitor);
const write = db.transaction((deals, cap) => {
  bumpVersion.run();
  const stored = [];
  for (const [dealId, total, days] of deals.sort((a, b) => a[0] - b[0])) {
    if (dealExists.get(dealId) === undefined) continue;
    addToDeal.run(total, dealId);
    for (const [day, joinedHashes, clicks] of days) {
      const visitorHashes = joinedHashes.split(workerData.separator);
      for (let index = 0; index < clicks.length; index += 1)
        addToVisitor.run(dealId, day, visitorHashes[index], clicks[index], cap);
    }
    stored.push([dealId, dealExists.get(dealId)]);
  }
  return stored;
});
const deleteExpired = db.prepare(statements.deleteExpired);
// Each slice commits on its own, so a batch of clicks never waits behind the whole delete.
function deleteDaysBefore(day) {
  let deleted = 0;
  for (;;) {
    const { changes } = deleteExpired.run(day, workerData.rowsPerDelete);
    deleted += changes;
    if (changes < workerData.rowsPerDelete) return deleted;
  }
}
parentPort.on('message', ({ id, deals, cap, deleteBefore }) => {
  try {
    if (deleteBefore !== undefined)
      parentPort.postMessage({ id, deleted: deleteDaysBefore(deleteBefore) });
    else parentPort.postMessage({ id, stored: write(deals, cap) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

/**
 * Writes click batches to an SQLite file from a thread of its own. On the main thread a write
 * blocks every answer for as long as it runs, so batches had to be cut into short transactions,
 * each rewriting the index pages it touched; here a second's clicks go in one transaction, which
 * costs less per click, and answers go on meanwhile. The thread starts with the first write and
 * never keeps the process alive.
 *
 * It keeps the process's scheduling priority. At nice 10 it got so little of a busy core that a
 * write took over 2 s, the next batch grew with it, and answers waited longer for the bigger
 * hand-offs (p99 19-28 ms); at the same priority a second's 13,000 visitors took 0.2 s to write
 * and the p99 was 13-19 ms, with the same throughput.
 */
export class SqliteClickWriter implements ClickBatchWriter {
  /**
   * The whole batch at once, up to this many visitors (a few busy seconds' worth): cutting a
   * batch moves its visitors one by one on the event loop, handing it over whole moves nothing.
   */
  readonly visitorsPerTransaction = 50_000;
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (reply: Reply) => void; reject: (error: Error) => void }
  >();

  constructor(
    private readonly file: string,
    /** Whether the app's own connection is open: once it is closed, nothing is written either. */
    private readonly appConnectionOpen: () => boolean,
  ) {}

  async write(batch: ClickBatch, cap: number): Promise<Map<number, number>> {
    const { deals, transfer } = batch.encode();
    const { stored } = await this.ask({ deals, cap }, transfer);
    return new Map(stored);
  }

  async deleteDaysBefore(day: SiteDay): Promise<number> {
    const { deleted } = await this.ask({ deleteBefore: day });
    return deleted ?? 0;
  }

  private ask(message: object, transfer: ArrayBuffer[] = []): Promise<Reply> {
    if (!this.appConnectionOpen())
      return Promise.reject(new Error('the database connection is closed'));
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.thread().postMessage({ id, ...message }, transfer);
    });
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WRITE_LOOP, {
      eval: true,
      workerData: {
        file: this.file,
        driver: require.resolve('better-sqlite3'),
        separator: VISITOR_HASH_SEPARATOR,
        statements: {
          bumpVersion: BUMP_CLICKS_VERSION,
          storedClicks: 'SELECT `clicks` FROM `deals` WHERE `id` = ?',
          addToDeal: ADD_DEAL_CLICKS,
          addToVisitor: addVisitorClicksStatement(1, 'sqlite'),
          deleteExpired: DELETE_EXPIRED_CLICK_ROWS.sqlite,
        },
        rowsPerDelete: EXPIRED_CLICK_ROWS_PER_DELETE,
      },
    });
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.error !== undefined) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply);
    });
    // A thread that fails (the file cannot be opened) fails what it was given; the next write starts another.
    const failAll = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', () => failAll(new Error('the click writer thread stopped')));
    this.worker = worker;
    return worker;
  }
}
