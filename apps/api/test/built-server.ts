import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freeLoopbackPort } from './private-mariadb';

const workspaceRoot = resolve(__dirname, '../../..');
const builtApiMain = join(workspaceRoot, 'dist/apps/api/src/main.js');

export interface BuiltServer {
  baseUrl: string;
  pid: number;
  /** Everything it printed so far (pino JSON lines). */
  output(): string;
  /** Sends `signal` by PID and resolves with the exit code, or null when it had to be killed. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The production build as `npm start` runs it (needs `nx run-many -t build` first), in a fresh DATA_DIR. */
export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  if (!existsSync(builtApiMain))
    throw new Error(`${builtApiMain} is missing: run npx nx run-many -t build first`);
  const port = await freeLoopbackPort();
  const dataDir = mkdtempSync(join(tmpdir(), 'deals-built-'));
  const child = spawn(process.execPath, [builtApiMain], {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
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
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!running()) throw new Error(`the built server exited:\n${output}`);
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, pid: child.pid as number, output: () => output, stop };
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`the built server did not become healthy:\n${output}`);
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
}
