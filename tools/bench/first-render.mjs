import Database from 'better-sqlite3';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as pause } from 'node:timers/promises';
import { startBuiltSite } from './bench-servers.mjs';
import { seedBenchDeals } from './bench-deals.mjs';
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

/** Makes the next request for any page of a site find no cached render, as a curator's write would. */
function contentWriter(dataDir) {
  const db = new Database(join(dataDir, 'deals.sqlite'));
  const bump = db.prepare(
    'UPDATE site_data_version SET content_version = content_version + 1 WHERE id = 1',
  );
  return { write: () => bump.run(), close: () => db.close() };
}

/**
 * Times `count` first renders of `path` on each of `sites` (built servers), after `warmUp` more
 * that are dropped, taking the sites in turn so they share the machine's state. Before each request
 * the site is left alone for longer than it trusts the version it read; a site with `cached: true`
 * first gets its content version bumped in its SQLite file, so the request finds no cached page and
 * renders, querying the database, as the first visitor after a write would. A site without a render
 * cache renders every request anyway. Answers each site's timings by name, in the order taken.
 */
export async function measureFirstRenders({
  sites,
  path = '/',
  count = 20,
  warmUp = WARM_UP_RENDERS,
}) {
  const writers = new Map(
    sites.filter((site) => site.cached).map((site) => [site.name, contentWriter(site.dataDir)]),
  );
  const timings = new Map(sites.map((site) => [site.name, []]));
  try {
    for (let index = 0; index < warmUp + count; index += 1) {
      for (const site of sites) {
        writers.get(site.name)?.write();
        await pause(VERSION_TRUST_MS);
        const started = performance.now();
        const response = await fetch(`${site.baseUrl}${path}`, {
          headers: { 'accept-encoding': 'br' },
        });
        await response.arrayBuffer();
        const elapsed = performance.now() - started;
        if (response.status !== 200)
          throw new Error(`first render of ${path} (${site.name}): ${response.status}`);
        if (index >= warmUp) timings.get(site.name).push(elapsed);
      }
    }
  } finally {
    for (const writer of writers.values()) writer.close();
  }
  return new Map([...timings].map(([name, taken]) => [name, summary(taken)]));
}

/** The median, least and most of a list of timings, and the timings in the order taken. */
function summary(taken) {
  return {
    medianMs: median(taken),
    minMs: Math.min(...taken),
    maxMs: Math.max(...taken),
    timingsMs: taken.map((ms) => Math.round(ms * 10) / 10),
  };
}

/**
 * Times `count` first renders of `/` for each of `builds` ({ name, root }) on servers started for
 * the purpose, spread over `sets` sets of fresh servers, one per build, pinned to `cpu` and
 * seeded with `dealCount` deals alike, each set started in the opposite order to the one before.
 * Two servers of one build, timed as one set, differed by 2-15 %: one set measures the two
 * processes as much as the builds. Answers each build's timings pooled over the sets (by name),
 * and each set's own (by name, as measureFirstRenders answers them).
 */
export async function measureFirstRendersOfFreshServers({ builds, sets, count, cpu, dealCount }) {
  const pooled = new Map(builds.map(({ name }) => [name, []]));
  const setsTaken = [];
  const rendersPerSet = Math.ceil(count / sets);
  for (let set = 0; set < sets; set += 1) {
    const sites = new Map();
    try {
      for (const { name, root } of set % 2 === 0 ? builds : [...builds].reverse()) {
        const site = await startBuiltSite({ cpu, root });
        sites.set(name, { name, cached: true, ...site });
        seedBenchDeals(site.dataDir, dealCount);
      }
      const taken = await measureFirstRenders({
        sites: builds.map(({ name }) => sites.get(name)),
        count: rendersPerSet,
      });
      for (const [name, { timingsMs }] of taken) pooled.get(name).push(...timingsMs);
      setsTaken.push(taken);
    } finally {
      for (const site of sites.values()) await site.stop();
    }
  }
  return {
    pooled: new Map([...pooled].map(([name, taken]) => [name, summary(taken)])),
    sets: setsTaken,
  };
}
