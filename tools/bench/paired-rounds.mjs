import { median } from './median.mjs';

const medianRun = (runs) => ({
  rps: median(runs.map((run) => run.rps)),
  p99Ms: median(runs.map((run) => run.p99Ms)),
  answered: runs.reduce((sum, run) => sum + run.answered, 0),
});

/**
 * Runs the product and its baseline in alternating rounds, so a slow spell of a shared machine
 * falls on both alike, and answers each round and the medians: the ratio is the median of the
 * rounds' ratios; req/s and p99 are medians of the rounds; `answered` adds all product runs up.
 */
export function pairedRounds(count, measureProduct, measureBaseline) {
  const rounds = [];
  for (let round = 0; round < count; round += 1) {
    const product = measureProduct();
    const baseline = measureBaseline();
    rounds.push({ product, baseline, ratio: product.rps / baseline.rps });
  }
  return {
    rounds,
    ratio: median(rounds.map((round) => round.ratio)),
    product: medianRun(rounds.map((round) => round.product)),
    baseline: medianRun(rounds.map((round) => round.baseline)),
  };
}
