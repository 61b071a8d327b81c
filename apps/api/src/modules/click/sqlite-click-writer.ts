import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '@deal-site/database';
import type { SiteDay } from '../visitor/site-day';
import type { ClickBatch } from './click-batch';
import type { ClickBatchWriter } from './click-writes';
import type {
  ClickWriteReply,
  ClickWriteRequest,
  ClickWriteResult,
  ClickWriteTask,
  ClickWriteThreadData,
} from './sqlite-click-write-loop';

/**
 * Writes click batches to an SQLite file from a thread of its own. On the main thread a write
 * blocks every answer for as long as it runs, so batches had to be cut into short transactions,
 * each rewriting the index pages it touched; here a second's clicks go in one transaction, which
 * costs less per click, and answers go on meanwhile. The thread (sqlite-click-write-loop.ts)
 * starts with the first write and never keeps the process alive.
 *
 * The thread runs at a lower priority than the answers (sqlite-click-write-loop.ts). It can
 * afford to: a visitor's first clicks of the day are one insert without a read, so a saturated
 * core's 18,000 clicks a second cost the thread about 60 ms of CPU.
 */
export class SqliteClickWriter implements ClickBatchWriter {
  /**
   * Up to this many visitors in one transaction (a few busy seconds' worth, in whole segments of
   * the batch): the more rows a commit carries, the less each costs.
   */
  readonly visitorsPerTransaction = 50_000;
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (result: ClickWriteResult) => void; reject: (error: Error) => void }
  >();

  constructor(
    private readonly file: string,
    /** Whether the app's own connection is open: once it is closed, nothing is written either. */
    private readonly appConnectionOpen: () => boolean,
  ) {}

  async write(batch: ClickBatch, cap: number): Promise<Map<number, number>> {
    const { deals, transfer } = batch.encode();
    const result = await this.ask({ deals, cap }, transfer);
    return new Map('stored' in result ? result.stored : []);
  }

  async deleteDaysBefore(day: SiteDay): Promise<number> {
    const result = await this.ask({ deleteBefore: day });
    return 'deleted' in result ? result.deleted : 0;
  }

  private ask(task: ClickWriteTask, transfer: ArrayBuffer[] = []): Promise<ClickWriteResult> {
    if (!this.appConnectionOpen())
      return Promise.reject(new Error('the database connection is closed'));
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.thread().postMessage({ id, ...task } satisfies ClickWriteRequest, transfer);
    });
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startModuleWorker(join(__dirname, 'sqlite-click-write-loop'), {
      workerData: { file: this.file } satisfies ClickWriteThreadData,
    });
    worker.unref();
    worker.on('message', (reply: ClickWriteReply) => {
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if ('error' in reply) waiting?.reject(new Error(reply.error));
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
