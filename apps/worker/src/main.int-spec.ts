import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createImportQueue, enqueueImport, type ImportQueue } from '@deal-site/jobs';
import { TEST_REDIS_URL, randomQueuePrefix, waitFor } from '@deal-site/jobs/testing';

const WORKSPACE_ROOT = join(__dirname, '../../..');

interface WorkerProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Runs the worker's main.ts as its own process, as `npm run worker` would. */
function spawnWorker(env: Record<string, string | undefined>): WorkerProcess {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'apps/worker/src/main.ts'], {
    cwd: WORKSPACE_ROOT,
    env: {
      PATH: process.env.PATH,
      SWC_NODE_PROJECT: join(WORKSPACE_ROOT, 'tsconfig.base.json'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`timed out after ${timeoutMs} ms: ${what}`)),
        timeoutMs,
      ).unref(),
    ),
  ]);
}

describe('worker process', () => {
  const spawned: WorkerProcess[] = [];
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'worker-data-'));
  });

  afterEach(() => {
    for (const { child } of spawned.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = (env: Record<string, string | undefined>) => {
    const worker = spawnWorker({ DATA_DIR: dataDir, ...env });
    spawned.push(worker);
    return worker;
  };

  describe('with Redis', () => {
    let prefix: string;
    let queue: ImportQueue;

    beforeEach(() => {
      prefix = randomQueuePrefix();
      queue = createImportQueue({ redisUrl: TEST_REDIS_URL, prefix });
    });

    afterEach(async () => {
      await queue.obliterate({ force: true });
      await queue.close();
    });

    // The import itself, on a database the API migrated, is proven in the API's deal-import tests.
    it('takes an import from the queue, then exits 0 on SIGTERM after closing', async () => {
      const worker = start({ REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix });
      await waitFor(() => worker.stdout().includes('"worker ready"'), {
        timeoutMs: 30_000,
        what: `the worker to be ready (stderr: ${worker.stderr()})`,
      });

      const job = await enqueueImport(queue, 'manual');
      await waitFor(async () => (await queue.getJob(job.id ?? ''))?.attemptsMade === 1, {
        timeoutMs: 10_000,
        intervalMs: 25,
        what: 'the worker to run the job',
      });
      // This database was never migrated by the API: the run fails, to be retried later.
      expect((await queue.getJob(job.id ?? ''))?.failedReason).toMatch(/import_runs/);

      worker.child.kill('SIGTERM');
      expect(await within(worker.exited, 15_000, 'the worker to exit')).toBe(0);
      expect(worker.stdout()).toContain('"worker closed"');
      expect(worker.stderr()).toBe('');
    });
  });

  it.each([
    ['missing', undefined, 'Configuration error: REDIS_URL is required for the worker'],
    [
      'malformed',
      'http://localhost:6379',
      'Configuration error: REDIS_URL must use redis: or rediss:',
    ],
  ])('exits 1 with one line when REDIS_URL is %s', async (_case, redisUrl, line) => {
    const worker = start({ REDIS_URL: redisUrl });

    expect(await within(worker.exited, 30_000, 'the worker to exit')).toBe(1);
    const errorLines = worker.stderr().trim().split('\n');
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toContain(line);
    expect(worker.stdout()).toBe('');
  });
});
