import Database from 'better-sqlite3';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as pause } from 'node:timers/promises';
import { median } from './median.mjs';

/** The figure for one unloaded, uncached render of `/` with 200 deals, before any speed-up. */
export const RECORDED_FIRST_RENDER_MS = { low: 80, high: 170 };
/** Longer than the server trusts a data version it read (VERSION_READ_INTERVAL_MS). */
const VERSION_TRUST_MS = 1100;
/**
 * First renders timed and dropped before the measured ones, as every wrk run here is preceded by a
 * warm-up: a freshly started server compiles its render code (JIT) over its first renders, which
 * take 75–210 ms against 30–60 ms from about the eighth on.
 */
export const WARM_UP_RENDERS = 10;

/**
 * Times `count` first renders of `path` on the built site, after `warmUp` more that are dropped:
 * before each, the content version is bumped in its SQLite file (as a curator's write would) and
 * the server given time to read it, so the request finds no cached page and renders, querying the
 * database, as the first visitor would. The timings come back in the order taken.
 */
export async function measureFirstRenders({
  baseUrl,
  dataDir,
  path = '/',
  count = 20,
  warmUp = WARM_UP_RENDERS,
}) {
  const db = new Database(join(dataDir, 'deals.sqlite'));
  const bump = db.prepare(
    'UPDATE site_data_version SET content_version = content_version + 1 WHERE id = 1',
  );
  const timings = [];
  try {
    for (let index = 0; index < warmUp + count; index += 1) {
      bump.run();
      await pause(VERSION_TRUST_MS);
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`first render of ${path}: ${response.status}`);
      if (index >= warmUp) timings.push(elapsed);
    }
  } finally {
    db.close();
  }
  return {
    medianMs: median(timings),
    minMs: Math.min(...timings),
    maxMs: Math.max(...timings),
    timingsMs: timings.map((ms) => Math.round(ms * 10) / 10),
  };
}
