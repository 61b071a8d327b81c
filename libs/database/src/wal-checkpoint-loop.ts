import { statSync } from 'node:fs';
import { isMainThread, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** What checkpointInBackground starts its thread with. */
export interface WalCheckpointThreadData {
  file: string;
  intervalMs: number;
  /** Past this WAL size a checkpoint waits for writers and empties the file (TRUNCATE). */
  truncateAboveBytes: number;
}

// The thread of wal-checkpoints.ts: its own connection, checkpointing on a timer. An error
// (the file cannot be opened, say) ends the thread, and the parent hears of it.
if (isMainThread) throw new Error('wal-checkpoint-loop runs in a worker thread');
const { file, intervalMs, truncateAboveBytes } = workerData as WalCheckpointThreadData;
const db = new Database(file);
db.pragma('busy_timeout = 5000');
const walBytes = () => statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0;
setInterval(() => {
  const mode = walBytes() > truncateAboveBytes ? 'TRUNCATE' : 'PASSIVE';
  db.pragma(`wal_checkpoint(${mode})`);
}, intervalMs);
