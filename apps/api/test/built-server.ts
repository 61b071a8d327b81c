import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freeLoopbackPort } from './private-mariadb';

const workspaceRoot = resolve(__dirname, '../../..');
const builtApiMain = join(workspaceRoot, 'dist/apps/api/src/main.js');
const builtWorkerMain = join(workspaceRoot, 'dist/apps/worker/src/main.js');

export interface BuiltProcess {
  pid: number;
  /** Everything it printed so far (pino JSON lines). */
  output(): string;
  /** Sends `signal` by PID and resolves with the exit code, or null when it had to be killed. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface BuiltServer extends BuiltProcess {
  baseUrl: string;
  port: number;
}

/**
 * A built entry point as `npm start` or `npm run worker` runs it (needs `nx run-many -t build`
 * first), in a fresh DATA_DIR unless `env` names one; ready once `isReady` says so.
 */
async function startBuilt(
  main: string,
  env: Record<string, string>,
  isReady: (output: string) => Promise<boolean>,
): Promise<BuiltProcess> {
  if (!existsSync(main)) throw new Error(`${main} is missing: run npx nx run-many -t build first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'deals-built-'));
  const child = spawn(process.execPath, [main], {
    cwd: workspaceRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (running()) {
      process.kill(child.pid as number, signal);
      const stopped = await Promise.race([
        exited,
        new Promise((wake) => setTimeout(wake, 20_000).unref()),
      ]);
      if (stopped === undefined && running()) {
        process.kill(child.pid as number, 'SIGKILL');
        await exited;
        rmSync(dataDir, { recursive: true, force: true });
        return null;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
    return child.exitCode;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!running()) throw new Error(`${main} exited:\n${output}`);
    if (await isReady(output)) return { pid: child.pid as number, output: () => output, stop };
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`${main} did not become ready:\n${output}`);
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
}

/** The built API on a free loopback port, ready once /healthz answers 200. */
export async function startBuiltServer(
  env: Record<string, string>,
  port?: number,
): Promise<BuiltServer> {
  const listenPort = port ?? (await freeLoopbackPort());
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  const healthy = () =>
    fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
  const server = await startBuilt(builtApiMain, { ...env, PORT: String(listenPort) }, healthy);
  return { ...server, baseUrl, port: listenPort };
}

/** The built worker (REDIS_URL in `env`), ready once it has logged its queues (at info). */
export function startBuiltWorker(env: Record<string, string>): Promise<BuiltProcess> {
  return startBuilt(builtWorkerMain, { ...env, LOG_LEVEL: 'info' }, (output) =>
    Promise.resolve(output.includes('"queues"')),
  );
}
