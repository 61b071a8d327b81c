// bench:api's bars and the table it prints: each row's share of the raw node:http server and of
// bare Fastify, and its p99, judged against the bars its target sets.

const percent = (share) => `${Math.round(share * 1000) / 10} %`;

/**
 * Each bar a target sets (`ofRaw`, `ofFastify`: least share of that baseline's requests/s;
 * `maxP99`: most ms), judged: `{ label, met }` by bar name; a bar the target leaves out is absent.
 */
export function judgeBars(bars, { ratio, fastifyRatio, product }) {
  const verdicts = {};
  if (bars.ofRaw !== undefined)
    verdicts.ofRaw = { label: `>= ${percent(bars.ofRaw)}`, met: ratio >= bars.ofRaw };
  if (bars.ofFastify !== undefined)
    verdicts.ofFastify = {
      label: `>= ${percent(bars.ofFastify)}`,
      met: fastifyRatio >= bars.ofFastify,
    };
  if (bars.maxP99 !== undefined)
    verdicts.maxP99 = { label: `<= ${bars.maxP99} ms`, met: product.p99Ms <= bars.maxP99 };
  return verdicts;
}

const verdictCell = (verdict) =>
  verdict ? `${verdict.label}: ${verdict.met ? 'met' : 'MISSED'}` : 'none';

const ratioRange = (rounds, baselineName) => {
  const ratios = rounds.map((round) => round.ratios[baselineName] * 100);
  return `(${Math.min(...ratios).toFixed(1)}-${Math.max(...ratios).toFixed(1)})`;
};

/** The Markdown table of `rows` (as bench:api collects them), then how many bars were met. */
export function printBarsTable(rows) {
  console.log(
    '| path | product req/s | raw req/s | of raw | bare Fastify req/s | of Fastify | product p99 | raw p99 | bare Fastify p99 | bar of raw | bar of Fastify | bar p99 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { name, product, baseline, ratio, fastify, fastifyRatio, verdicts, rounds } of rows)
    console.log(
      `| ${name} | ${product.rps.toFixed(0)} | ${baseline.rps.toFixed(0)} | ${(ratio * 100).toFixed(1)} % ${ratioRange(rounds, 'raw')} | ` +
        `${fastify.rps.toFixed(0)} | ${(fastifyRatio * 100).toFixed(1)} % ${ratioRange(rounds, 'fastify')} | ` +
        `${product.p99Ms.toFixed(1)} ms | ${baseline.p99Ms.toFixed(1)} ms | ${fastify.p99Ms.toFixed(1)} ms | ` +
        `${verdictCell(verdicts.ofRaw)} | ${verdictCell(verdicts.ofFastify)} | ${verdictCell(verdicts.maxP99)} |`,
    );
  const judged = rows.flatMap(({ verdicts }) => Object.values(verdicts));
  const missed = judged.filter(({ met }) => !met).length;
  console.log(
    `\nbars: ${judged.length - missed} of ${judged.length} met${missed ? `, ${missed} MISSED` : ''}`,
  );
}
