import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
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
  // Started as root, nginx's workers write request bodies and the cache under it.
  chmodSync(prefix, 0o755);
  const config = generatedConfig([
    ...['--listen', `127.0.0.1:${port}`, '--web-client-dir', webClientDir, '--prefix', prefix],
    // The workers run as this process's user, who can read the build wherever the clone lives
    // (www-data cannot reach a checkout under a private folder, and nginx then asks the app).
    ...['--user', userInfo().username],
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
  await answering(baseUrl, stop, {
    exited: () => child.exitCode !== null,
    output: () => errors,
  });
  return { baseUrl, port, stop };
}

/** Waits for /healthz through nginx; stops it and throws with its `output` when it never answers. */
async function answering(
  baseUrl: string,
  stop: () => Promise<void>,
  nginx: { exited: () => boolean; output: () => string },
): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (nginx.exited()) {
      await stop();
      throw new Error(`nginx exited: ${nginx.output()}`);
    }
    const up = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer: ${nginx.output()}`);
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

/** The lines the docs give to start nginx on a new prefix, `$PORT`, `$API` and `$DIR` aside. */
export const DOCUMENTED_START =
  'npm run --silent nginx-config -- --listen $PORT --api $API --prefix $DIR > $DIR/nginx.conf' +
  ' && nginx -p $DIR -c $DIR/nginx.conf';

/**
 * nginx started by DOCUMENTED_START from the workspace, as an operator would type it: a daemon
 * that writes its own pid file, stopped by that PID.
 */
export async function startDocumentedNginx(apiPort: number): Promise<NginxProxy> {
  const port = await freeLoopbackPort();
  const prefix = mkdtempSync(join(tmpdir(), 'deals-nginx-documented-'));
  // As `mkdir` makes it: the workers (www-data) must reach the directories nginx makes in it.
  chmodSync(prefix, 0o755);
  const lines = DOCUMENTED_START.replaceAll('$PORT', String(port))
    .replaceAll('$API', `127.0.0.1:${apiPort}`)
    .replaceAll('$DIR', prefix);
  const shell = spawn('sh', ['-c', lines], {
    cwd: workspaceRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  shell.stderr.on('data', (chunk) => (errors += chunk));
  const [status] = (await once(shell, 'exit')) as [number | null];
  const pidFile = join(prefix, 'nginx.pid');
  const stop = async () => {
    if (existsSync(pidFile)) {
      process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGQUIT');
      // nginx removes its pid file as it exits (a daemon is no child of ours to wait for).
      const deadline = Date.now() + 10_000;
      while (existsSync(pidFile) && Date.now() < deadline) {
        await new Promise((wake) => setTimeout(wake, 100));
      }
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  await answering(baseUrl, stop, {
    exited: () => status !== 0,
    output: () => `\`${lines}\` ended with ${status}: ${errors}`,
  });
  return { baseUrl, port, stop };
}
