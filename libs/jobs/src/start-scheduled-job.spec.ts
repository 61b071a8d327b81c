import { UnrecoverableError } from 'bullmq';
import { createRecordingLogger } from '../testing/recording-logger';
import { waitFor } from '../testing/wait-for';
import { LINK_HEALTH_JOB_KIND } from './link-health-jobs';
import { runScheduledJob, type JobTrigger, type ScheduledJobRunner } from './scheduled-job-run';
import { startScheduledJob, type ScheduledJobScheduling } from './start-scheduled-job';

const COUNTS = { checked: 1, ok: 1, broken: 0, unknown: 0, notChecked: 0 };

interface RunnerCall {
  trigger: JobTrigger;
  owner: string | null | undefined;
  signal: AbortSignal | undefined;
}

/** A runner that records its calls and runs until `finish()`, or until its signal aborts. */
function blockingRunner() {
  const calls: RunnerCall[] = [];
  let finish: () => void = () => undefined;
  const runner: ScheduledJobRunner<typeof COUNTS> = {
    run: (trigger, owner, signal) => {
      calls.push({ trigger, owner, signal });
      return new Promise((resolve, reject) => {
        finish = () => resolve(COUNTS);
        signal?.addEventListener('abort', () => reject(signal.reason as Error));
      });
    },
  };
  return { runner, calls, finish: () => finish() };
}

describe('runScheduledJob', () => {
  it('hands a BullMQ job to the runner with its owner, logging at the level of its kind', async () => {
    const { logger, entries } = createRecordingLogger();
    const runner: ScheduledJobRunner<typeof COUNTS> = { run: () => Promise.resolve(COUNTS) };
    const run = jest.spyOn(runner, 'run');

    const result = await runScheduledJob(
      { job: 'sweep', runLogLevel: 'debug' },
      'sweep',
      { trigger: 'schedule' },
      { logger, runner },
      { logContext: { jobId: '12', attempt: 1 } },
    );

    expect(result).toEqual(COUNTS);
    expect(run).toHaveBeenCalledWith('schedule', 'bullmq:12', undefined);
    expect(entries.map(({ level, message }) => [level, message])).toEqual([
      ['debug', 'job started'],
      ['debug', 'job completed'],
    ]);
  });

  it('fails a job of another name for good, without running it', async () => {
    const { logger } = createRecordingLogger();
    const run = jest.fn();

    await expect(
      runScheduledJob(
        { job: 'sweep' },
        'other',
        { trigger: 'manual' },
        { logger, runner: { run } },
      ),
    ).rejects.toThrow(new UnrecoverableError('unknown job "other"'));
    expect(run).not.toHaveBeenCalled();
  });
});

describe('startScheduledJob without Redis', () => {
  let scheduling: ScheduledJobScheduling<unknown, typeof COUNTS, string> | undefined;

  afterEach(async () => {
    await scheduling?.stop();
    scheduling = undefined;
  });

  it('runs the job on its in-process timing, without an owner', async () => {
    const { logger } = createRecordingLogger();
    const { runner, calls, finish } = blockingRunner();
    scheduling = await startScheduledJob(LINK_HEALTH_JOB_KIND, {
      redisUrl: null,
      logger,
      runner,
      timing: { pattern: '0 4 * * 1', tz: 'UTC' },
      inProcessTiming: { everyMs: 20 },
    });
    expect(scheduling.mode).toBe('in-process');

    await waitFor(() => calls.length === 1, { what: 'the first scheduled run' });
    expect(calls[0]).toMatchObject({ trigger: 'schedule', owner: null });
    finish();
  });

  it('stops a running job through its signal on stop, logging the stopped line', async () => {
    const { logger, entries } = createRecordingLogger();
    const { runner, calls } = blockingRunner();
    const started = await startScheduledJob(LINK_HEALTH_JOB_KIND, {
      redisUrl: null,
      logger,
      runner,
      timing: { everyMs: 60_000 },
      stoppedLine: 'check stopped with the API',
    });
    if (started.mode !== 'in-process') throw new Error('expected the in-process mode');
    void started.scheduler.runNow('manual');
    await waitFor(() => calls.length === 1, { what: 'the manual run' });

    await started.stop();

    expect(calls[0].signal?.aborted).toBe(true);
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 'info',
        message: 'check stopped with the API',
        context: { job: LINK_HEALTH_JOB_KIND.job },
      }),
    );
    expect(entries.some(({ level }) => level === 'error')).toBe(false);
  });
});
