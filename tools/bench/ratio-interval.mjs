import { median } from './median.mjs';

/** A small seeded generator (mulberry32), so one run's interval prints the same when worked out again. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];
const resample = (random, list) => list.map(() => pick(random, list));

/**
 * How far the ratio of pooled medians (`now` over `before`) could move on another run of the same
 * builds: a bootstrap that draws whole sets of servers (two servers of one build differ by more
 * than their renders do), each with both builds' timings, then renders within each drawn set.
 * `sets` is a list of `{ now: [ms…], before: [ms…] }`; answers the `level` interval's bounds.
 */
export function ratioInterval(sets, { level = 0.95, draws = 4000, seed = 1 } = {}) {
  const random = seededRandom(seed);
  const ratios = [];
  for (let draw = 0; draw < draws; draw += 1) {
    const drawnSets = resample(random, sets);
    const now = drawnSets.flatMap((set) => resample(random, set.now));
    const before = drawnSets.flatMap((set) => resample(random, set.before));
    ratios.push(median(now) / median(before));
  }
  ratios.sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  return {
    low: ratios[Math.floor(tail * (draws - 1))],
    high: ratios[Math.ceil((1 - tail) * (draws - 1))],
  };
}
