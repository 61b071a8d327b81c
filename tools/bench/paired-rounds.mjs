import { median } from './median.mjs';

const medianRun = (runs) => ({
  rps: median(runs.map((run) => run.rps)),
  p99Ms: median(runs.map((run) => run.p99Ms)),
  answered: runs.reduce((sum, run) => sum + run.answered, 0),
});

/**
 * Runs the product and its baselines in alternating rounds, so a slow spell of a shared machine
 * falls on all alike, and answers each round and the medians: per baseline, the ratio is the
 * median of the rounds' ratios; req/s and p99 are medians of the rounds; `answered` adds all
 * product runs up. `baselines` maps a name to its measuring function.
 */
export function pairedRounds(count, measureProduct, baselines) {
  const names = Object.keys(baselines);
  const rounds = [];
  for (let round = 0; round < count; round += 1) {
    const product = measureProduct();
    const measured = Object.fromEntries(names.map((name) => [name, baselines[name]()]));
    const ratios = Object.fromEntries(
      names.map((name) => [name, product.rps / measured[name].rps]),
    );
    rounds.push({ product, baselines: measured, ratios });
  }
  return {
    rounds,
    product: medianRun(rounds.map((round) => round.product)),
    baselines: Object.fromEntries(
      names.map((name) => [
        name,
        {
          ratio: median(rounds.map((round) => round.ratios[name])),
          run: medianRun(rounds.map((round) => round.baselines[name])),
        },
      ]),
    ),
  };
}
