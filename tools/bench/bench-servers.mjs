import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspaceRoot } from '../scripts/run.mjs';

function listenOnLoopback(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server.address().port));
  });
}

export async function freePort() {
  const probe = createServer();
  const port = await listenOnLoopback(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The built site as `npm start` serves it, on SQLite in a throwaway DATA_DIR; `cpu` pins it with
 * taskset; `root` is the workspace whose build runs (another checkout's, to compare against).
 */
export async function startBuiltSite({ cpu, root = workspaceRoot } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'deals-bench-'));
  let output = '';
  const command =
    cpu === undefined ? [process.execPath] : ['taskset', '-c', String(cpu), process.execPath];
  const builtApiMain = join(root, 'dist/apps/api/src/main.js');
  const child = spawn(command[0], [...command.slice(1), builtApiMain], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { baseUrl, dataDir, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the built server did not become healthy:\n${output}`);
}

/** Serves one HTML document at / (the baseline page). */
export async function serveStatic(html) {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
    });
    response.end(html);
  });
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
