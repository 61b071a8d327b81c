import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freeLoopbackPort } from '../test/private-mariadb';
import { BROWSER_USER_AGENT } from '../test/visitor-agents';

const workspaceRoot = resolve(__dirname, '../../..');

/**
 * Boots apps/api/src/main.ts from source in production mode (where Apollo would install signal
 * handlers of its own), counts one visit, which is buffered for 2 s, then sends `signal` at once.
 */
async function visitThenSignal(signal: NodeJS.Signals) {
  const dataDir = mkdtempSync(join(tmpdir(), 'deals-shutdown-'));
  const port = await freeLoopbackPort();
  const child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', join(workspaceRoot, 'apps/api/src/main.ts')],
    {
      cwd: workspaceRoot,
      env: {
        ...process.env,
        SWC_NODE_PROJECT: join(workspaceRoot, 'tsconfig.base.json'),
        NODE_ENV: 'production',
        WEB_MODE: 'none',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: string | null }>((done) =>
    child.once('exit', (code, signalCode) => done({ code, signal: signalCode })),
  );
  const killer = setTimeout(() => child.kill('SIGKILL'), 45_000);
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    while (
      !(await fetch(`${baseUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no boot:\n${output}`);
      await new Promise((wake) => setTimeout(wake, 200));
    }
    const visit = await fetch(`${baseUrl}/api/visits`, {
      method: 'POST',
      headers: { 'user-agent': BROWSER_USER_AGENT },
    });
    expect(visit.status).toBe(204);
    process.kill(child.pid as number, signal);
    const ended = await exited;
    const db = new Database(join(dataDir, 'deals.sqlite'), { readonly: true });
    const { stored } = db.prepare('SELECT COUNT(*) AS stored FROM site_visitors').get() as {
      stored: number;
    };
    db.close();
    return { ...ended, stored, output };
  } finally {
    clearTimeout(killer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('stopping the API with a signal', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s closes the app, flushing what it buffered, and exits 0',
    async (signal) => {
      const { code, signal: killedBy, stored, output } = await visitThenSignal(signal);
      expect({ code, killedBy }).toEqual({ code: 0, killedBy: null });
      expect(stored).toBe(1);
      expect(output).toMatch(/"msg":"shut down"/);
    },
    60_000,
  );
});
