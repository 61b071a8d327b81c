import { Worker } from 'node:worker_threads';
import type { ClickBatch } from './click-batch';
import type { ClickBatchWriter } from './click-writes';

/** One deal of a batch as the thread receives it: [dealId, total, [day, visitorHash, clicks][]]. */
type DealRows = [number, number, [string, string, number][]];

/**
 * The thread's scheduling priority (Linux nice value, 0 being the process's): on a busy core
 * answers come first, and the writer still gets about a tenth of the core, several times what a
 * second of clicks needs to be written.
 */
const WRITER_NICE = 10;

interface Reply {
  id: number;
  stored?: [number, number][];
  error?: string;
}

// The same statements as click-writes.ts, run by better-sqlite3 in one transaction: the thread's
// own connection waits for the write lock (busy_timeout) without holding up any answer.
const WRITE_LOOP = `
const { readlinkSync } = require('node:fs');
const { setPriority } = require('node:os');
const { parentPort, workerData } = require('node:worker_threads');
try {
  // This thread's own id on Linux; elsewhere the thread keeps the process's priority.
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), workerData.nice);
} catch {}
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
const bumpVersion = db.prepare(
  'UPDATE site_data_version SET clicks_version = clicks_version + 1 WHERE id = 1');
const dealExists = db.prepare('SELECT clicks FROM deals WHERE id = ?').pluck();
const addToDeal = db.prepare(
  'UPDATE deals SET clicks = clicks + ?, updated_at = updated_at WHERE id = ?');
const addToVisitor = db.prepare(
  'INSERT INTO deal_clicks (deal_id, day, visitor_hash, clicks) VALUES (?, ?, ?, ?) ' +
  'ON CONFLICT (deal_id, day, visitor_hash) DO UPDATE SET clicks = MIN(clicks + excluded.clicks, ?)');
const write = db.transaction((deals, cap) => {
  bumpVersion.run();
  const stored = [];
  for (const [dealId, total, visitors] of deals.sort((a, b) => a[0] - b[0])) {
    if (dealExists.get(dealId) === undefined) continue;
    addToDeal.run(total, dealId);
    for (const [day, visitorHash, clicks] of visitors)
      addToVisitor.run(dealId, day, visitorHash, clicks, cap);
    stored.push([dealId, dealExists.get(dealId)]);
  }
  return stored;
});
parentPort.on('message', ({ id, deals, cap }) => {
  try {
    parentPort.postMessage({ id, stored: write(deals, cap) });
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
 */
export class SqliteClickWriter implements ClickBatchWriter {
  /** The whole batch at once, up to this many visitors. */
  readonly visitorsPerTransaction = 20_000;
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (stored: Map<number, number>) => void; reject: (error: Error) => void }
  >();

  constructor(
    private readonly file: string,
    /** Whether the app's own connection is open: once it is closed, nothing is written either. */
    private readonly appConnectionOpen: () => boolean,
  ) {}

  write(batch: ClickBatch, cap: number): Promise<Map<number, number>> {
    if (!this.appConnectionOpen())
      return Promise.reject(new Error('the database connection is closed'));
    const deals: DealRows[] = [...batch.deals].map(([dealId, deal]) => [
      dealId,
      deal.total,
      [...deal.visitors.values()].map((visitor) => [
        visitor.day,
        visitor.visitorHash,
        visitor.clicks,
      ]),
    ]);
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.thread().postMessage({ id, deals, cap });
    });
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WRITE_LOOP, {
      eval: true,
      workerData: { file: this.file, nice: WRITER_NICE, driver: require.resolve('better-sqlite3') },
    });
    worker.unref();
    worker.on('message', ({ id, stored, error }: Reply) => {
      const waiting = this.waiting.get(id);
      this.waiting.delete(id);
      if (error !== undefined) waiting?.reject(new Error(error));
      else waiting?.resolve(new Map(stored));
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
