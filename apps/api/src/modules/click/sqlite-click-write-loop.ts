import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { SiteDay } from '../visitor/site-day';
import { VISITOR_HASH_SEPARATOR, type EncodedDeal } from './click-rows';
import {
  ADD_DEAL_CLICKS,
  ADD_FIRST_VISITOR_CLICKS_SQLITE,
  BUMP_CLICKS_VERSION,
  DELETE_EXPIRED_CLICK_ROWS,
  EXPIRED_CLICK_ROWS_PER_DELETE,
  SET_VISITOR_CLICKS_SOURCE,
  addVisitorClicksStatement,
  clicksWithinCap,
} from './click-statements';

/**
 * The writer thread's niceness (0 is the process's, 19 the lowest): about a tenth of a busy core
 * when the answering thread wants the rest, several times what storing a saturated core's clicks
 * takes.
 */
const WRITER_THREAD_NICENESS = 10;

/** What SqliteClickWriter starts its thread with. */
export interface ClickWriteThreadData {
  file: string;
}

/** What the writer asks of its thread: store a batch, or delete the visitor rows of past days. */
export type ClickWriteTask = { deals: EncodedDeal[]; cap: number } | { deleteBefore: SiteDay };
export type ClickWriteRequest = ClickWriteTask & { id: number };

/** The thread's answer to a request, with its id: each stored deal's clicks, the rows deleted, or why it failed. */
export type ClickWriteResult = { stored: [dealId: number, clicks: number][] } | { deleted: number };
export type ClickWriteReply = (ClickWriteResult | { error: string }) & { id: number };

// The thread of sqlite-click-writer.ts: click-statements.ts's statements on a connection of its
// own, which waits for the write lock (busy_timeout) without holding up any answer.
const port = parentPort;
if (!port) throw new Error('sqlite-click-write-loop runs in a worker thread');
try {
  // This thread only: on a core shared with the thread that answers, answers come first and the
  // batches (each still committed whole) catch up between bursts.
  setPriority(WRITER_THREAD_NICENESS);
} catch {
  // Where the system refuses, the thread writes at the process's priority.
}
const { file } = workerData as ClickWriteThreadData;
const db = new Database(file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');

const bumpVersion = db.prepare(BUMP_CLICKS_VERSION);
const storedClicks = db
  .prepare<[number], number>('SELECT `clicks` FROM `deals` WHERE `id` = ?')
  .pluck();
const addToDeal = db.prepare<[number, number]>(ADD_DEAL_CLICKS);
const addToVisitor = db.prepare<[number, SiteDay, string, number, number]>(
  addVisitorClicksStatement(1, 'sqlite'),
);
// A visitor's first clicks of the day (the usual case): one statement, no read first.
const addNewVisitor = db.prepare<[number, SiteDay, string, number]>(
  ADD_FIRST_VISITOR_CLICKS_SQLITE,
);
const setSource = db.prepare<[string, number, SiteDay, string]>(SET_VISITOR_CLICKS_SOURCE);
const deleteExpired = db.prepare<[SiteDay, number]>(DELETE_EXPIRED_CLICK_ROWS.sqlite);
const storedVisitorClicks = db
  .prepare<[number, SiteDay, string], number>(
    'SELECT `clicks` FROM `deal_clicks` WHERE `deal_id` = ? AND `day` = ? AND `visitor_hash` = ?',
  )
  .pluck();

// A batch in one transaction; deals that no longer exist are left out. The version bump takes the
// write lock first, so what is read of each visitor stays true until the commit: a visitor another
// process counted too adds only what the cap leaves, to its row and to the deal.
const write = db.transaction((deals: EncodedDeal[], cap: number) => {
  bumpVersion.run();
  const stored: [number, number][] = [];
  for (const [dealId, , days, sources] of deals.sort((a, b) => a[0] - b[0])) {
    if (storedClicks.get(dealId) === undefined) continue;
    let added = 0;
    // Rows whose clicks were all past the cap keep the source they had.
    const counted = sources.length > 0 ? new Set<string>() : null;
    for (const [day, joinedHashes, clicks] of days) {
      const visitorHashes = joinedHashes.split(VISITOR_HASH_SEPARATOR);
      for (let index = 0; index < clicks.length; index += 1) {
        const hash = visitorHashes[index];
        const firstClicks = clicksWithinCap(clicks[index], 0, cap);
        if (addNewVisitor.run(dealId, day, hash, firstClicks).changes === 1) {
          added += firstClicks;
          counted?.add(`${day} ${hash}`);
          continue;
        }
        const within = clicksWithinCap(
          clicks[index],
          storedVisitorClicks.get(dealId, day, hash) ?? 0,
          cap,
        );
        if (within === 0) continue;
        addToVisitor.run(dealId, day, hash, within, cap);
        added += within;
        counted?.add(`${day} ${hash}`);
      }
    }
    for (const [day, hash, source] of sources)
      if (counted?.has(`${day} ${hash}`)) setSource.run(source, dealId, day, hash);
    if (added > 0) addToDeal.run(added, dealId);
    const clicksNow = storedClicks.get(dealId);
    if (clicksNow !== undefined) stored.push([dealId, clicksNow]);
  }
  return stored;
});

// Each slice commits on its own, so a batch of clicks never waits behind the whole delete.
function deleteDaysBefore(day: SiteDay): number {
  let deleted = 0;
  for (;;) {
    const { changes } = deleteExpired.run(day, EXPIRED_CLICK_ROWS_PER_DELETE);
    deleted += changes;
    if (changes < EXPIRED_CLICK_ROWS_PER_DELETE) return deleted;
  }
}

port.on('message', (request: ClickWriteRequest) => {
  let reply: ClickWriteReply;
  try {
    reply =
      'deleteBefore' in request
        ? { id: request.id, deleted: deleteDaysBefore(request.deleteBefore) }
        : { id: request.id, stored: write(request.deals, request.cap) };
  } catch (error) {
    reply = { id: request.id, error: (error instanceof Error && error.message) || String(error) };
  }
  port.postMessage(reply);
});
