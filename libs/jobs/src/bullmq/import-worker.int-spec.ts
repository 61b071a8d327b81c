import { randomUUID } from 'node:crypto';
import {
  DEAL_IMPORT_QUEUE,
  SCHEDULED_IMPORT_JOB,
  type ImportTrigger,
  type ScheduledImportResult,
} from '@deal-site/queue-contract';
import type { ImportJobHandlers } from '../job-handlers';
import {
  createImportQueue,
  enqueueImport,
  upsertImportScheduler,
  type ImportJob,
  type ImportQueue,
} from './import-queue';
import { SourceError } from '@deal-site/facebook-source';
import { UnrecoverableError, Worker } from 'bullmq';
import {
  TEST_REDIS_URL,
  createRecordingLogger,
  randomQueuePrefix,
  sleep,
  stubImporter,
  waitFor,
} from '../../testing';
import { createImportWorker, type ImportWorkerOptions } from './import-worker';

const BACKOFF_MS = 100;
const OK: ScheduledImportResult = { imported: 1, notImported: 0, message: 'ok' };

describe('import worker', () => {
  let prefix: string;
  let queue: ImportQueue;
  const closers: (() => Promise<void>)[] = [];

  const startWorker = (options: Partial<ImportWorkerOptions> = {}) => {
    const recording = createRecordingLogger();
    const worker = createImportWorker({
      redisUrl: TEST_REDIS_URL,
      prefix,
      logger: recording.logger,
      importer: stubImporter(),
      ...options,
    });
    closers.push(() => worker.close());
    return { worker, ...recording };
  };

  const handlersFrom = (
    handle: (trigger: ImportTrigger) => Promise<ScheduledImportResult>,
  ): ImportJobHandlers => ({ [SCHEDULED_IMPORT_JOB]: (data) => handle(data.trigger) });

  const settled = async (job: ImportJob, timeoutMs = 10_000) => {
    await waitFor(async () => ['completed', 'failed'].includes(await job.getState()), {
      timeoutMs,
      intervalMs: 25,
      what: `job ${job.id} to settle`,
    });
    const fresh = await queue.getJob(job.id ?? '');
    if (!fresh) throw new Error(`job ${job.id} vanished`);
    return { job: fresh, state: await fresh.getState() };
  };

  beforeEach(() => {
    prefix = randomQueuePrefix();
    queue = createImportQueue({
      redisUrl: TEST_REDIS_URL,
      prefix,
      jobOptionOverrides: { backoff: { type: 'exponential', delay: BACKOFF_MS } },
    });
  });

  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it("consumes an import enqueued by the API side and returns the importer's result", async () => {
    const importer = stubImporter(async () => OK);
    const { entries } = startWorker({ importer });

    const { job, state } = await settled(await enqueueImport(queue, 'manual'));

    expect(state).toBe('completed');
    expect(job.returnvalue).toEqual(OK);
    expect(importer.triggers).toEqual(['manual']);
    expect(entries).toContainEqual(
      expect.objectContaining({
        message: 'job completed',
        context: expect.objectContaining({
          jobId: job.id,
          attempt: 1,
          durationMs: expect.any(Number),
        }),
      }),
    );
  });

  it('consumes the jobs the job scheduler produces', async () => {
    startWorker();
    await upsertImportScheduler(queue, { pattern: '* * * * * *', tz: 'America/Chicago' });

    await waitFor(async () => (await queue.getCompletedCount()) >= 1, {
      timeoutMs: 5_000,
      what: 'a scheduled job to complete',
    });
    const [completed] = await queue.getCompleted();
    expect(completed.name).toBe(SCHEDULED_IMPORT_JOB);
    expect(completed.data).toEqual({ trigger: 'schedule' });
    expect(completed.returnvalue).toMatchObject({ imported: 0, notImported: 0 });
  });

  it('retries a transient failure with exponential backoff, then succeeds', async () => {
    const attemptsAt: number[] = [];
    const { entries } = startWorker({
      handlers: handlersFrom(async () => {
        attemptsAt.push(Date.now());
        if (attemptsAt.length < 3) throw new Error('graph API timed out');
        return OK;
      }),
    });

    const { job, state } = await settled(await enqueueImport(queue, 'manual'));

    expect(state).toBe('completed');
    expect(job.returnvalue).toEqual(OK);
    expect(attemptsAt).toHaveLength(3);
    // Exponential: the first retry waits the base delay, the second twice as long.
    expect(attemptsAt[1] - attemptsAt[0]).toBeGreaterThanOrEqual(BACKOFF_MS - 5);
    expect(attemptsAt[2] - attemptsAt[1]).toBeGreaterThanOrEqual(2 * BACKOFF_MS - 5);
    expect(entries.filter((entry) => entry.message === 'job failed')).toHaveLength(2);
    expect(entries.some((entry) => entry.message === 'job failed for good')).toBe(false);
  });

  it('pauses for the wait a rate-limited source names, without using up an attempt', async () => {
    const attemptsAt: number[] = [];
    const { entries } = startWorker({
      handlers: handlersFrom(async () => {
        attemptsAt.push(Date.now());
        if (attemptsAt.length === 1) {
          throw new SourceError('rate-limited', 'Facebook is rate-limiting this app', 400);
        }
        return OK;
      }),
    });

    const { job, state } = await settled(await enqueueImport(queue, 'manual'));

    expect(state).toBe('completed');
    expect(attemptsAt).toHaveLength(2);
    expect(attemptsAt[1] - attemptsAt[0]).toBeGreaterThanOrEqual(400 - 5);
    expect(job.attemptsMade).toBe(1);
    expect(entries).toContainEqual(
      expect.objectContaining({ message: 'rate-limited by the source: import paused' }),
    );
  });

  it('fails an unrecoverable error at once, without retries', async () => {
    let calls = 0;
    const { entries } = startWorker({
      handlers: handlersFrom(async () => {
        calls += 1;
        throw new UnrecoverableError('page access token revoked');
      }),
    });

    const { job, state } = await settled(await enqueueImport(queue, 'manual'));

    expect(state).toBe('failed');
    expect(job.failedReason).toBe('page access token revoked');
    await sleep(3 * BACKOFF_MS);
    expect(calls).toBe(1);
    expect(entries).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'job failed for good' }),
    );
  });

  it('keeps to the schedule after a run fails for good', async () => {
    startWorker({
      handlers: handlersFrom(async () => {
        throw new UnrecoverableError('page access token revoked');
      }),
    });
    await upsertImportScheduler(queue, { pattern: '* * * * * *', tz: 'America/Chicago' });

    await waitFor(async () => (await queue.getFailedCount()) >= 2, {
      timeoutMs: 5_000,
      what: 'a second scheduled run after a failed one',
    });
    expect(await queue.getJobSchedulers()).toHaveLength(1);
  });

  it('runs again a job whose worker died holding it (SIGKILL), once its lock lapses', async () => {
    // A worker that takes the job and then vanishes: it never renews its lock nor finishes.
    const dying = new Worker(DEAL_IMPORT_QUEUE, null, {
      connection: { url: TEST_REDIS_URL },
      prefix,
      autorun: false,
      lockDuration: 300,
    });
    closers.push(() => dying.close(true));
    const enqueued = await enqueueImport(queue, 'manual');
    const taken = await dying.getNextJob(randomUUID());
    expect(taken?.id).toBe(enqueued.id);
    await dying.close(true);

    const { entries } = startWorker({
      settingOverrides: { lockDuration: 1_000, stalledInterval: 200 },
    });

    const { job, state } = await settled(enqueued);
    expect(state).toBe('completed');
    expect(job.returnvalue).toMatchObject({ imported: 0 });
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: expect.stringContaining('stalled'),
        context: { jobId: enqueued.id },
      }),
    );
  });

  it('closes gracefully: close() waits for the running job to finish', async () => {
    let finished = false;
    const { worker } = startWorker({
      handlers: handlersFrom(async () => {
        await sleep(300);
        finished = true;
        return OK;
      }),
    });
    const enqueued = await enqueueImport(queue, 'manual');
    await waitFor(async () => (await enqueued.getState()) === 'active', {
      what: 'the job to start',
    });

    await worker.close();

    expect(finished).toBe(true);
    expect(await enqueued.getState()).toBe('completed');
  });
});
