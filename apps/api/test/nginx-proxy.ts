import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freeLoopbackPort } from './private-mariadb';

const NGINX = '/usr/sbin/nginx';
const workspaceRoot = resolve(__dirname, '../../..');
const webClientDir = join(workspaceRoot, 'dist/apps/web/client');

/** What `npm run nginx-config` prints for these arguments: the tests run what a deployment runs. */
function generatedConfig(args: string[]): string {
  const generator = join(workspaceRoot, 'tools/deploy/nginx-config.mjs');
  const run = spawnSync(process.execPath, [generator, ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`nginx-config failed: ${run.stderr}`);
  return run.stdout;
}

export interface NginxProxy {
  baseUrl: string;
  port: number;
  stop(): Promise<void>;
}

/** Debian's nginx on a free loopback port with the generated config, balancing `apiPorts`. */
export async function startNginx(apiPorts: number[], { cache = false } = {}): Promise<NginxProxy> {
  if (!existsSync(NGINX))
    throw new Error(`${NGINX} is missing: install it with apt-get install nginx`);
  const port = await freeLoopbackPort();
  const prefix = mkdtempSync(join(tmpdir(), 'deals-nginx-'));
  const config = generatedConfig([
    ...['--listen', `127.0.0.1:${port}`, '--web-client-dir', webClientDir, '--prefix', prefix],
    ...apiPorts.flatMap((apiPort) => ['--api', `127.0.0.1:${apiPort}`]),
    ...(cache ? [] : ['--no-cache']),
  ]);
  writeFileSync(join(prefix, 'nginx.conf'), config);
  const child = spawn(
    NGINX,
    ['-c', join(prefix, 'nginx.conf'), '-p', `${prefix}/`, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(child.pid as number, 'SIGQUIT');
      await once(child, 'exit');
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    const up = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { baseUrl, port, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer: ${errors}`);
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
}
