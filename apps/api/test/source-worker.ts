import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { TEST_REDIS_URL, waitFor } from '@deal-site/jobs/testing';
import type { DatabaseConfig } from '@deal-site/server-config';
import { createMysqlDatabase, type Dialect } from './test-databases';

const WORKSPACE_ROOT = join(__dirname, '../../..');

/** The database a worker opens from DATA_DIR (SQLite) or DATABASE_URL, and the env naming it. */
export async function workerDatabase(
  dialect: Dialect,
  dataDir: string,
): Promise<{ config: DatabaseConfig; env: Record<string, string>; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const config: DatabaseConfig = { dialect, file: join(dataDir, 'deals.sqlite') };
    return { config, env: {}, drop: async () => undefined };
  }
  const mysql = await createMysqlDatabase();
  const { url } = mysql.config as { url: string };
  return { config: mysql.config, env: { DATABASE_URL: url }, drop: () => mysql.drop() };
}

export interface SourceWorker {
  child: ChildProcess;
  /** Everything the worker wrote so far. */
  stdout(): string;
  stderr(): string;
  /** Its exit code once it exits. */
  exited: Promise<number | null>;
  /** SIGKILL unless it already exited: for afterEach. */
  kill(): void;
}

/**
 * apps/worker/src/main.ts run from source (no build needed) on Redis's test server, resolved once
 * it logs "worker ready". `env` adds to DATA_DIR, QUEUE_PREFIX and what the test sets.
 */
export async function startSourceWorker(env: Record<string, string>): Promise<SourceWorker> {
  let stdout = '';
  let stderr = '';
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'apps/worker/src/main.ts'], {
    cwd: WORKSPACE_ROOT,
    env: {
      PATH: process.env.PATH,
      SWC_NODE_PROJECT: join(WORKSPACE_ROOT, 'tsconfig.base.json'),
      LOG_LEVEL: 'info',
      REDIS_URL: TEST_REDIS_URL,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const worker: SourceWorker = {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
  await waitFor(() => stdout.includes('"worker ready"'), {
    timeoutMs: 30_000,
    what: `the worker to be ready (stderr: ${stderr})`,
  });
  return worker;
}
