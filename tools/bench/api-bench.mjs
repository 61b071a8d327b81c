// npm run bench:api: the public pages, REST, GraphQL and clicks of the built site on SQLite with
// 200 deals, each against two baselines answering the same bytes from memory, a bare node:http
// server and a bare Fastify with @fastify/helmet and @fastify/compress (the framework's ceiling),
// measured in the same run, alternating (BENCH_ROUNDS, 3): all servers pinned to CPU 0, wrk to
// CPU 1 (taskset), same connections and duration.
// Needs wrk, which it does not install: `sudo apt-get install wrk`, and taskset (util-linux).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import Database from 'better-sqlite3';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, productionEnv, runOrExit, workspaceRoot } from '../scripts/run.mjs';
import { seedBenchDeals } from './bench-deals.mjs';
import { pairedRounds } from './paired-rounds.mjs';
import { ratioInterval } from './ratio-interval.mjs';
import { startBuiltSite } from './bench-servers.mjs';
import { judgeBars, printBarsTable } from './api-bars.mjs';
import { buildCodeBefore } from './code-before.mjs';
import {
  measureFirstRendersOfFreshServers,
  RECORDED_FIRST_RENDER_MS,
  WARM_UP_RENDERS,
} from './first-render.mjs';
import { requireTool, runWrk } from './wrk-run.mjs';

const SERVER_CPU = 0;
const LOAD_CPU = 1;
const DURATION = process.env.BENCH_DURATION ?? '5s';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const CLICK_CONNECTIONS = 64;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DEAL_COUNT = 200;
const FIRST_RENDERS = Number(process.env.BENCH_FIRST_RENDERS ?? 40);
/** Sets of fresh servers the first renders are spread over, each started in turn in the other order. */
const FIRST_RENDER_SETS = Number(process.env.BENCH_FIRST_RENDER_SETS ?? 4);
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const JSON_HEADERS = { ...BROWSER_HEADERS, 'content-type': 'application/json' };
// Each click from a visitor of its own (the user agent and the address get a number), so every one is counted.
const CLICK_HEADERS = {
  ...BROWSER_HEADERS,
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 visitor/',
};
/** Where the figures are written as JSON, besides the printed table. */
const OUTPUT_DIR = join(workspaceRoot, 'tmp/bench');
/** Counted clicks are written within this long; the bench checks every answered one is stored. */
const CLICK_STORED_WITHIN_MS = 5000;

const homeDealsBody = JSON.stringify({
  operationName: 'HomeDeals',
  query: ['deal-card.graphql', 'deals.graphql']
    .map((file) =>
      readFileSync(join(workspaceRoot, 'apps/web/src/features/deals/graphql', file), 'utf8'),
    )
    .join('\n'),
  variables: { search: null, sort: 'NEWEST', limit: 30 },
});

/**
 * Issue 35's bars: the least share of the raw server's requests/s (`ofRaw`) and of bare Fastify's
 * (`ofFastify`), and the most p99 in ms (`maxP99`), where it sets one. The entry chunk, which every
 * new visitor fetches, has no bar of its own.
 */
const PAGE_BARS = { ofRaw: 0.35, ofFastify: 0.85, maxP99: 15 };
const page = (name, path) => ({ name, path, headers: BROWSER_HEADERS, bars: PAGE_BARS });
const targets = (dealId, entryChunkPath) => [
  page('GET /', '/'),
  page('GET /fashion', '/fashion'),
  page('GET /favorites', '/favorites'),
  page('GET /deals/{id}', `/deals/${dealId}`),
  page('GET /stores/{slug}', '/stores/amazon'),
  {
    name: 'GET /api/deals',
    path: '/api/deals',
    headers: BROWSER_HEADERS,
    bars: { ofFastify: 0.85 },
  },
  {
    name: 'GraphQL HomeDeals',
    path: '/graphql',
    method: 'POST',
    body: homeDealsBody,
    headers: JSON_HEADERS,
    bars: { ofRaw: 0.2 },
  },
  {
    name: `POST /api/deals/{id}/click (${CLICK_CONNECTIONS} conn.)`,
    path: `/api/deals/${dealId}/click`,
    method: 'POST',
    headers: CLICK_HEADERS,
    numberedHeader: 'user-agent',
    numberedAddress: true,
    connections: CLICK_CONNECTIONS,
    dealId,
    rawAnswer: { status: 204, headers: {}, body: '' },
    bars: { ofRaw: 0.25, maxP99: 20 },
  },
  {
    name: 'GET the entry chunk (brotli)',
    path: entryChunkPath,
    headers: BROWSER_HEADERS,
    bars: {},
  },
];

/** The path of the script every public page loads first, read from the home page's HTML. */
async function entryChunkPath(baseUrl) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const path = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!path) throw new Error('the home page loads no entry chunk');
  return path;
}

/** The exact bytes and headers the product answers, undecoded, to replay from the raw server. */
function recordAnswer(baseUrl, { path, method = 'GET', body, headers }) {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const kept = {};
        for (const name of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary'])
          if (res.headers[name]) kept[name] = res.headers[name];
        resolve({ status: res.statusCode, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A baseline replaying the recorded answers: raw-replay-server.mjs or fastify-replay-server.mjs. */
async function startReplayServer(scriptName, answers) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-replay-'));
  const file = join(folder, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const script = join(workspaceRoot, 'tools/bench', scriptName);
  const child = spawn('taskset', ['-c', String(SERVER_CPU), process.execPath, script, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', () => reject(new Error(`${scriptName} exited`)));
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const measure = (baseUrl, target) =>
  runWrk({
    url: `${baseUrl}${target.path}`,
    cpu: LOAD_CPU,
    connections: target.connections ?? CONNECTIONS,
    duration: DURATION,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.headers,
    numberedHeader: target.numberedHeader,
    numberedAddress: target.numberedAddress,
  });

const storedClicks = (dataDir, dealId) => {
  const db = new Database(join(dataDir, 'deals.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT clicks FROM deals WHERE id = ?').get(dealId).clicks;
  } finally {
    db.close();
  }
};

/** Waits until the stored count has grown by `answered` (or the time is up); answers the growth. */
async function clicksStoredSince(dataDir, dealId, before, answered) {
  const deadline = Date.now() + CLICK_STORED_WITHIN_MS;
  let grown = storedClicks(dataDir, dealId) - before;
  while (grown < answered && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    grown = storedClicks(dataDir, dealId) - before;
  }
  return grown;
}

const timingSummary = ({ medianMs, minMs, maxMs }) =>
  `${medianMs.toFixed(1)} ms (min ${minMs.toFixed(1)}, max ${maxMs.toFixed(1)})`;

/**
 * The first-render lines: the bar against the code before the move in this run (median now <=
 * median before, pooled over the sets of servers), each set's ratio, and, without a bar, issue
 * 13's figure recorded on another day before its work.
 */
function describeFirstRenders({ pooled, sets }, codeBefore) {
  const now = pooled.get('now');
  const before = pooled.get('before');
  const { low, high } = RECORDED_FIRST_RENDER_MS;
  const lines = [
    `first render of / (uncached, median of ${now.timingsMs.length} over ${sets.length} sets of fresh servers, ` +
      `each after ${WARM_UP_RENDERS} warm-up renders): ${timingSummary(now)}`,
  ];
  if (before) {
    const ratio = now.medianMs / before.medianMs;
    const setRatios = sets.map((set) =>
      (set.get('now').medianMs / set.get('before').medianMs).toFixed(2),
    );
    const interval = ratioInterval(
      sets.map((set) => ({ now: set.get('now').timingsMs, before: set.get('before').timingsMs })),
    );
    lines.push(
      `  the code at ${codeBefore.commit} (before the move) in this run: ${timingSummary(before)}; ` +
        `now/before ${ratio.toFixed(2)} (sets: ${setRatios.join(', ')}; 95 % interval over resampled sets ` +
        `${interval.low.toFixed(2)}-${interval.high.toFixed(2)}); bar: now <= before: ${ratio <= 1 ? 'met' : 'MISSED'}`,
    );
  } else lines.push(`  bar: now <= the code before the move: not judged (${codeBefore.reason})`);
  lines.push(
    `  issue 13's figure before its work (${low}-${high} ms, another day, no bar): ` +
      `${(low / now.medianMs).toFixed(1)}-${(high / now.medianMs).toFixed(1)}x faster now`,
  );
  for (const [name, { timingsMs }] of pooled)
    lines.push(`  ${name}, in order (ms): ${timingsMs.join(' ')}`);
  return lines.join('\n');
}

/**
 * Moves this process, every thread of it, to `cpu`: the requests that time first renders then
 * come from the core wrk uses, not from the servers' one.
 */
function pinThisProcess(cpu) {
  const pinned = spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(process.pid)]);
  if (pinned.status !== 0) throw new Error(`taskset could not pin bench:api to CPU ${cpu}`);
}

/**
 * Times the first renders of the build and of the code before the move, in turn, on servers of
 * their own (see measureFirstRendersOfFreshServers); answers the report lines.
 */
async function timeFirstRenders() {
  const codeBefore = buildCodeBefore();
  const builds = [{ name: 'now', root: workspaceRoot }];
  if (codeBefore.root) builds.push({ name: 'before', root: codeBefore.root });
  else console.log(`bench:api: the code before is not measured: ${codeBefore.reason}`);
  console.log(
    `bench:api: first render of / (${FIRST_RENDERS} times over ${FIRST_RENDER_SETS} sets of fresh servers` +
      `${codeBefore.root ? `, in turn with the code at ${codeBefore.commit} on ${codeBefore.dependencies}` : ''})`,
  );
  pinThisProcess(LOAD_CPU);
  const firstRenders = await measureFirstRendersOfFreshServers({
    builds,
    sets: FIRST_RENDER_SETS,
    count: FIRST_RENDERS,
    cpu: SERVER_CPU,
    dealCount: DEAL_COUNT,
  });
  mkdirSync(OUTPUT_DIR, { recursive: true });
  writeFileSync(
    join(OUTPUT_DIR, 'api-first-render.json'),
    JSON.stringify(
      {
        pooled: Object.fromEntries(firstRenders.pooled),
        sets: firstRenders.sets.map((set) => Object.fromEntries(set)),
      },
      null,
      2,
    ),
  );
  return describeFirstRenders(firstRenders, codeBefore);
}

requireTool('taskset', 'install util-linux', 'bench:api');
requireTool('wrk', 'sudo apt-get install wrk', 'bench:api');

console.log('bench:api: building api and web');
await runOrExit(
  bin('nx'),
  ['run-many', '-t', 'build', '--projects=api,web', '--output-style=static'],
  { env: productionEnv },
);

const site = await startBuiltSite({ cpu: SERVER_CPU });
let raw;
let bareFastify;
try {
  seedBenchDeals(site.dataDir, DEAL_COUNT);
  const { deals } = await (await fetch(`${site.baseUrl}/api/deals`)).json();
  const paths = targets(deals[0].id, await entryChunkPath(site.baseUrl));
  const answers = [];
  for (const target of paths) {
    const answer = target.rawAnswer ?? (await recordAnswer(site.baseUrl, target));
    if (answer.status >= 400) throw new Error(`${target.name} answered ${answer.status}`);
    answers.push({
      method: target.method ?? 'GET',
      path: target.path,
      status: answer.status,
      headers: answer.headers,
      body: Buffer.from(answer.body).toString('base64'),
    });
  }
  raw = await startReplayServer('raw-replay-server.mjs', answers);
  bareFastify = await startReplayServer('fastify-replay-server.mjs', answers);

  // Uncached renders of /, each after a content write, while nothing else runs; the code before
  // the move renders in turn with it, on the same CPU, seeded alike, both on servers of their own.
  // BENCH_FIRST_RENDERS=0 leaves them out.
  const firstRenderLine = FIRST_RENDERS > 0 ? await timeFirstRenders() : '';

  const rows = [];
  // BENCH_PATHS (a regular expression over the row names) measures only some rows.
  const only = process.env.BENCH_PATHS ? new RegExp(process.env.BENCH_PATHS) : null;
  for (const target of paths.filter(({ name }) => !only || only.test(name))) {
    console.log(`bench:api: ${target.name}`);
    const before = target.dealId && storedClicks(site.dataDir, target.dealId);
    // Warm-up of each server (JIT, caches, connection pools): a fresh replay server's first run
    // is about a third slower, which would flatter the product on the first row.
    const warmUp = measure(site.baseUrl, target);
    measure(raw.baseUrl, target);
    measure(bareFastify.baseUrl, target);
    const { rounds, product, baselines } = pairedRounds(
      ROUNDS,
      () => measure(site.baseUrl, target),
      {
        raw: () => measure(raw.baseUrl, target),
        fastify: () => measure(bareFastify.baseUrl, target),
      },
    );
    const { ratio, run: baseline } = baselines.raw;
    const { ratio: fastifyRatio, run: fastify } = baselines.fastify;
    if (target.dealId) {
      const answered = warmUp.answered + product.answered;
      const stored = await clicksStoredSince(site.dataDir, target.dealId, before, answered);
      // wrk stops counting at its deadline, when clicks it sent may still be answered and counted.
      console.log(
        `bench:api: clicks answered ${answered}, stored within ${CLICK_STORED_WITHIN_MS / 1000} s ${stored}` +
          (stored >= answered ? '' : ' (CLICKS LOST)'),
      );
      if (stored < answered) throw new Error('answered clicks are missing from the database');
    }
    rows.push({
      name: target.name,
      product,
      baseline,
      ratio,
      fastify,
      fastifyRatio,
      verdicts: judgeBars(target.bars, { ratio, fastifyRatio, product }),
      target,
      rounds,
    });
  }

  console.log(
    `\nbench:api, ${DEAL_COUNT} deals (servers on CPU ${SERVER_CPU}, wrk on CPU ${LOAD_CPU}, ${CONNECTIONS} connections unless said, ${DURATION} each, ` +
      `product, raw Node and bare Fastify (helmet, compress) alternating ${ROUNDS} times: medians; ratio range over the rounds in brackets)`,
  );
  printBarsTable(rows);

  if (firstRenderLine) console.log(`\n${firstRenderLine}`);

  mkdirSync(OUTPUT_DIR, { recursive: true });
  writeFileSync(join(OUTPUT_DIR, 'api.json'), JSON.stringify(rows, null, 2));
} finally {
  await raw?.stop();
  await bareFastify?.stop();
  await site.stop();
}
