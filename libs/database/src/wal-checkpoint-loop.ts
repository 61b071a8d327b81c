import { statSync } from 'node:fs';
import { isMainThread, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** What checkpointInBackground starts its thread with. */
export interface WalCheckpointThreadData {
  file: string;
  intervalMs: number;
  /** Past this WAL size a checkpoint waits for writers and empties the file (TRUNCATE). */
  truncateAboveBytes: number;
  /** A WAL file larger than this with every page copied back is emptied, unless in use. */
  keptBytes: number;
}

interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

// The thread of wal-checkpoints.ts: its own connection, checkpointing on a timer. An error
// (the file cannot be opened, say) ends the thread, and the parent hears of it.
if (isMainThread) throw new Error('wal-checkpoint-loop runs in a worker thread');
const { file, intervalMs, truncateAboveBytes, keptBytes } = workerData as WalCheckpointThreadData;
const BUSY_TIMEOUT_MS = 5000;
const db = new Database(file);
db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
const walBytes = () => statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0;
const checkpoint = (mode: 'PASSIVE' | 'TRUNCATE') =>
  (db.pragma(`wal_checkpoint(${mode})`) as CheckpointResult[])[0];

/**
 * Empties a WAL file whose pages are all copied back, if no reader or writer holds it right now:
 * with nothing to copy, waiting for them would only hold up the API's next write.
 */
function emptyIfUnused() {
  db.pragma('busy_timeout = 0');
  try {
    checkpoint('TRUNCATE');
  } finally {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }
}

setInterval(() => {
  if (walBytes() > truncateAboveBytes) {
    checkpoint('TRUNCATE');
    return;
  }
  const { busy, log, checkpointed } = checkpoint('PASSIVE');
  if (busy === 0 && log === checkpointed && walBytes() > keptBytes) emptyIfUnused();
}, intervalMs);
