import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { startModuleWorker } from './module-worker';
import type { WalCheckpointThreadData } from './wal-checkpoint-loop';

/** How often the API's checkpoint thread copies the WAL back into the database file. */
export const WAL_CHECKPOINT_INTERVAL_MS = 1000;
/**
 * Past this size the thread's checkpoint also waits for writers and empties the WAL file: under
 * unbroken writes a passive checkpoint can always leave frames behind, and the file would grow.
 */
export const WAL_TRUNCATE_ABOVE_BYTES = 64 * 1024 * 1024;
/**
 * The WAL file SQLite keeps for reuse once its pages are copied back (journal_size_limit on every
 * connection, and the checkpoint thread's bound): without it the file kept a burst's high-water
 * mark, 29 MB beside a 0.7 MB database after 1,000 deals were added.
 */
export const WAL_KEPT_BYTES = 4 * 1024 * 1024;
/** SQLite's own default, put back when the checkpoint thread stops. */
const CHECKPOINT_IN_COMMITS_AFTER_PAGES = 1000;

export interface WalCheckpoints {
  /** Ends the thread; the connection checkpoints in its commits again. */
  stop(): Promise<void>;
}

/**
 * Moves an SQLite file's WAL checkpoints off the main thread. SQLite otherwise checkpoints inside
 * whichever commit pushes the WAL past 1,000 pages, copying pages and syncing the file while the
 * event loop waits: under a burst of clicks that made the slowest answers by far. Null for
 * MySQL/MariaDB and for in-memory SQLite, which have no WAL to checkpoint. Should the thread
 * fail, the connection checkpoints in its commits again, as before.
 */
export async function checkpointInBackground(
  dataSource: DataSource,
  {
    intervalMs = WAL_CHECKPOINT_INTERVAL_MS,
    truncateAboveBytes = WAL_TRUNCATE_ABOVE_BYTES,
    onError,
  }: {
    intervalMs?: number;
    truncateAboveBytes?: number;
    onError?: (error: Error) => void;
  } = {},
): Promise<WalCheckpoints | null> {
  const { type, database: file } = dataSource.options;
  if (type !== 'better-sqlite3' || typeof file !== 'string' || file === ':memory:') return null;
  await dataSource.query('PRAGMA wal_autocheckpoint = 0');
  // Its own connection in its own thread: a PASSIVE checkpoint never blocks writers, and its
  // page copies and fsync never hold up the event loop.
  const worker = startModuleWorker(join(__dirname, 'wal-checkpoint-loop'), {
    workerData: {
      file,
      intervalMs,
      truncateAboveBytes,
      keptBytes: WAL_KEPT_BYTES,
    } satisfies WalCheckpointThreadData,
  });
  // Shutdown stops it; a process that ends without one must not wait for it either.
  worker.unref();
  const checkpointInCommits = async () => {
    if (!dataSource.isInitialized) return;
    await dataSource
      .query(`PRAGMA wal_autocheckpoint = ${CHECKPOINT_IN_COMMITS_AFTER_PAGES}`)
      .catch(() => undefined);
  };
  const stopped = new Promise<void>((resolve) =>
    worker.once('exit', () => void checkpointInCommits().finally(resolve)),
  );
  // An error ends the thread ('exit' follows); told here instead of thrown in the main thread.
  worker.on('error', (error) =>
    onError?.(error instanceof Error ? error : new Error(String(error))),
  );
  return {
    stop: async () => {
      await worker.terminate();
      await stopped;
    },
  };
}
