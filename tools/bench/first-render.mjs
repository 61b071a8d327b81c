import Database from 'better-sqlite3';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as pause } from 'node:timers/promises';

/** The figure for one unloaded, uncached render of `/` with 200 deals, before any speed-up. */
export const RECORDED_FIRST_RENDER_MS = { low: 80, high: 170 };
/** Longer than the server trusts a data version it read (VERSION_READ_INTERVAL_MS). */
const VERSION_TRUST_MS = 1100;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Times `count` first renders of `path` on the built site: before each, the content version is
 * bumped in its SQLite file (as a curator's write would) and the server given time to read it, so
 * the request finds no cached page and renders, querying the database, as the first visitor would.
 */
export async function measureFirstRenders({ baseUrl, dataDir, path = '/', count = 20 }) {
  const db = new Database(join(dataDir, 'deals.sqlite'));
  const bump = db.prepare(
    'UPDATE site_data_version SET content_version = content_version + 1 WHERE id = 1',
  );
  const timings = [];
  try {
    for (let index = 0; index < count; index += 1) {
      bump.run();
      await pause(VERSION_TRUST_MS);
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`first render of ${path}: ${response.status}`);
      timings.push(elapsed);
    }
  } finally {
    db.close();
  }
  return { medianMs: median(timings), minMs: Math.min(...timings), maxMs: Math.max(...timings) };
}
