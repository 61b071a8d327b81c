// npm run bench:images: how fast the API serves and makes image variants on this machine.
// 1. A cached 400 px variant from the API against nginx (from Debian) serving the same bytes
//    from disk: server pinned to CPU 0, wrk to CPU 1 (taskset), same connections and duration.
//    A bare node:http server sending the same bytes with the same headers shows Node's ceiling.
//    The three take turns for BENCH_ROUNDS rounds; each figure is the median of its rounds.
// 2. First-time resizes of 12-megapixel JPEGs to 400 px through the API against a bare sharp
//    loop doing the same work, both pinned to CPU 0.
// Needs nginx and wrk, which it does not install: `sudo apt-get install nginx-light wrk` (or
// `nginx`), and taskset (util-linux). nginx runs from a temp folder; nothing system-wide changes.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { request } from 'node:http';
import { bin, runOrExit, workspaceRoot } from '../scripts/run.mjs';
import { freePort, startBuiltSite } from './bench-servers.mjs';
import { curatorCookie, photoLikeJpeg, uploadImage } from './bench-uploads.mjs';
import { median } from './median.mjs';
import { requireTool, runWrk } from './wrk-run.mjs';

const SERVER_CPU = 0;
const LOAD_CPU = 1;
const DURATION = process.env.BENCH_DURATION ?? '5s';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const RESIZES = Number(process.env.BENCH_RESIZES ?? 12);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BUDGET = { cachedVsNginx: 0.4, firstResizeVsSharp: 0.6 };
const ORIGIN = 'http://bench.local';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Headers Node adds to every answer by itself; the bare server adds them too. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive']);

/** The API's answer for `url`: status, its own headers as a flat list in order, and the body. */
function recordAnswer(url) {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const headers = [];
        for (let index = 0; index < res.rawHeaders.length; index += 2) {
          const name = res.rawHeaders[index];
          if (!TRANSPORT_HEADERS.has(name.toLowerCase()))
            headers.push(name, res.rawHeaders[index + 1]);
        }
        resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** tools/bench/raw-replay-server.mjs on SERVER_CPU, answering one recorded GET from memory. */
async function startBareNode(path, answer) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const file = join(folder, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify([{ method: 'GET', path, ...answer, body: answer.body.toString('base64') }]),
  );
  const script = join(workspaceRoot, 'tools/bench/raw-replay-server.mjs');
  const child = spawn('taskset', ['-c', String(SERVER_CPU), process.execPath, script, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', () => reject(new Error('the bare node server exited')));
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
  });
  return {
    url: `http://127.0.0.1:${port}${path}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** wrk's requests per second for one URL, wrk itself pinned to LOAD_CPU. */
const requestsPerSecond = (url) =>
  runWrk({ url, cpu: LOAD_CPU, connections: CONNECTIONS, duration: DURATION }).rps;

/** nginx (its workers run as nobody when started by root) serving one copy of `file`. */
async function startNginx(file) {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const root = join(prefix, 'www');
  mkdirSync(root);
  copyFileSync(file, join(root, basename(file)));
  chmodSync(prefix, 0o755);
  chmodSync(root, 0o755);
  chmodSync(join(root, basename(file)), 0o644);
  const config = `
worker_processes 1;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  types { image/webp webp; }
  client_body_temp_path ${prefix}; proxy_temp_path ${prefix}; fastcgi_temp_path ${prefix};
  uwsgi_temp_path ${prefix}; scgi_temp_path ${prefix};
  server {
    listen 127.0.0.1:${port};
    root ${root};
    add_header Cache-Control "public, max-age=31536000, immutable";
  }
}`;
  writeFileSync(join(prefix, 'nginx.conf'), config);
  const child = spawn(
    'taskset',
    [
      '-c',
      String(SERVER_CPU),
      'nginx',
      '-p',
      prefix,
      '-c',
      join(prefix, 'nginx.conf'),
      '-g',
      'daemon off;',
    ],
    { stdio: 'inherit' },
  );
  for (let tries = 0; tries < 50; tries += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  return {
    url: (file) => `http://127.0.0.1:${port}/${file}`,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The same resize the API does, in a plain loop on SERVER_CPU: files per second. */
function bareSharpRate(files) {
  const script = `
    const sharp = require('sharp');
    const { readFileSync } = require('node:fs');
    const files = ${JSON.stringify(files)};
    (async () => {
      const started = process.hrtime.bigint();
      for (const file of files) {
        const input = readFileSync(file);
        await sharp(input, { limitInputPixels: 40000000 })
          .resize({ width: 400, withoutEnlargement: true })
          .webp({ quality: 75 })
          .toBuffer();
      }
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      process.stdout.write(String(files.length / seconds));
    })();
  `;
  const result = spawnSync('taskset', ['-c', String(SERVER_CPU), process.execPath, '-e', script], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`sharp loop failed:\n${result.stderr}`);
  return Number(result.stdout);
}

const verdict = (ok) => (ok ? 'within budget' : 'UNDER BUDGET');

requireTool('taskset', 'install util-linux', 'bench:images');
requireTool('nginx', 'sudo apt-get install nginx-light (or nginx)', 'bench:images');
requireTool('wrk', 'sudo apt-get install wrk', 'bench:images');

console.log('bench:images: building the api');
await runOrExit(bin('nx'), ['run', 'api:build', '--output-style=static']);

const site = await startBuiltSite({ cpu: SERVER_CPU });
let nginx;
let bare;
try {
  const cookie = await curatorCookie(site.baseUrl);
  const photos = [];
  for (let index = 0; index < RESIZES; index += 1)
    photos.push(await photoLikeJpeg(index, 4000, 3000));
  const names = [];
  for (const photo of photos) names.push(await uploadImage(site.baseUrl, cookie, photo));

  // 2. First-time resizes: each upload asked for once, one after another.
  const started = process.hrtime.bigint();
  for (const name of names) {
    const response = await fetch(`${site.baseUrl}/api/images/${name}?w=400`, {
      headers: { origin: ORIGIN },
    });
    if (!response.ok) throw new Error(`variant: ${response.status}`);
    await response.arrayBuffer();
  }
  const apiResizeRate = names.length / (Number(process.hrtime.bigint() - started) / 1e9);
  const uploadsDir = join(site.dataDir, 'uploads');
  const sharpRate = bareSharpRate(names.map((name) => join(uploadsDir, name)));

  // 1. The cached 400 px variant against nginx serving the very same file.
  const variantsDir = join(site.dataDir, 'image-variants');
  const variant = readdirSync(variantsDir).find((file) => file.startsWith(`${names[0]}.w400.`));
  const variantBytes = readFileSync(join(variantsDir, variant)).length;
  nginx = await startNginx(join(variantsDir, variant));
  const variantPath = `/api/images/${names[0]}?w=400`;
  const apiUrl = `${site.baseUrl}${variantPath}`;
  requestsPerSecond(apiUrl); // warm-up, also fills the memory cache
  const answer = await recordAnswer(apiUrl);
  bare = await startBareNode(variantPath, answer);
  const rounds = { api: [], nginx: [], bare: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.api.push(requestsPerSecond(apiUrl));
    rounds.nginx.push(requestsPerSecond(nginx.url(variant)));
    rounds.bare.push(requestsPerSecond(bare.url));
  }
  const apiRps = median(rounds.api);
  const nginxRps = median(rounds.nginx);
  const bareRps = median(rounds.bare);
  const cachedRatio = apiRps / nginxRps;
  const resizeRatio = apiResizeRate / sharpRate;
  console.log(
    `\nbench:images (server on CPU ${SERVER_CPU}, wrk on CPU ${LOAD_CPU}, ${CONNECTIONS} connections, ${DURATION})`,
  );
  console.log(
    `cached 400 px variant (${variantBytes} bytes): API ${apiRps.toFixed(0)} req/s, nginx ${nginxRps.toFixed(0)} req/s`,
  );
  console.log(
    `  ratio ${cachedRatio.toFixed(2)} (budget >= ${BUDGET.cachedVsNginx}): ${verdict(cachedRatio >= BUDGET.cachedVsNginx)}`,
  );
  console.log(
    `  bare node:http, same bytes and headers: ${bareRps.toFixed(0)} req/s (ratio to nginx ${(bareRps / nginxRps).toFixed(2)}, API/bare ${(apiRps / bareRps).toFixed(2)})`,
  );
  console.log(
    `  rounds (req/s): API ${rounds.api.map(Math.round).join(', ')}; nginx ${rounds.nginx.map(Math.round).join(', ')}; bare ${rounds.bare.map(Math.round).join(', ')}`,
  );
  console.log(
    `  API headers besides date/connection/keep-alive: ${answer.headers.filter((_, index) => index % 2 === 0).join(', ')}`,
  );
  console.log(
    `first-time resize of a 12 MP JPEG to 400 px: API ${apiResizeRate.toFixed(2)}/s, bare sharp ${sharpRate.toFixed(2)}/s`,
  );
  console.log(
    `  ratio ${resizeRatio.toFixed(2)} (budget >= ${BUDGET.firstResizeVsSharp}): ${verdict(resizeRatio >= BUDGET.firstResizeVsSharp)}`,
  );
} finally {
  await bare?.stop();
  await nginx?.stop();
  await site.stop();
}
