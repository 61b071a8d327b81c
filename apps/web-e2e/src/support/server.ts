import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const workspaceRoot = resolve(__dirname, '../../../..');
export const builtApiMain = join(workspaceRoot, 'dist/apps/api/src/main.js');

/** What the server lets a shared cache do with an anonymous page (PUBLIC_READ_POLICY in apps/api). */
export const PUBLIC_PAGE_CACHING =
  'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400';

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built server as `npm start` would, on a free port and a fresh DATA_DIR; with
 * `through: 'start script'` it runs `npm start`'s own script, environment handling included.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  { through = 'main' }: { through?: 'main' | 'start script' } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'deals-e2e-'));
  let output = '';
  const entry = through === 'main' ? builtApiMain : join(workspaceRoot, 'tools/scripts/start.mjs');
  const child = spawn(process.execPath, [entry], {
    cwd: workspaceRoot,
    // Its own process group, so stop() also ends the server the start script spawns.
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // the whole group has already exited
    }
  };
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;

  // The start script first asks Nx whether anything needs building.
  const deadline = Date.now() + (through === 'main' ? 30_000 : 120_000);
  for (;;) {
    if (!running()) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      signalGroup('SIGKILL');
      throw new Error(`server did not become healthy in time:\n${output}`);
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }

  return {
    baseUrl,
    dataDir,
    process: child,
    output: () => output,
    stop: async () => {
      if (running()) {
        const exited = new Promise((done) => child.once('exit', done));
        signalGroup('SIGTERM');
        await Promise.race([exited, new Promise((wake) => setTimeout(wake, 10_000))]);
        if (running()) signalGroup('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
