import type { ImportTrigger } from '@deal-site/queue-contract';
import { createRecordingLogger } from '../testing/recording-logger';
import { sleep, waitFor } from '../testing/wait-for';
import { startInProcessScheduler, type InProcessScheduler } from './in-process-scheduler';
import type { SchedulerTiming } from './next-run-time';

/** A task that records its runs and how many of them were ever going at once. */
function trackedTask(durationMs: number) {
  const stats = {
    started: 0,
    finished: 0,
    running: 0,
    mostAtOnce: 0,
    triggers: [] as ImportTrigger[],
  };
  const task = async (trigger: ImportTrigger) => {
    stats.started += 1;
    stats.running += 1;
    stats.mostAtOnce = Math.max(stats.mostAtOnce, stats.running);
    stats.triggers.push(trigger);
    await sleep(durationMs);
    stats.running -= 1;
    stats.finished += 1;
  };
  return { task, stats };
}

describe('in-process scheduler', () => {
  let scheduler: InProcessScheduler | undefined;
  const start = (timing: SchedulerTiming, task: (trigger: ImportTrigger) => Promise<unknown>) => {
    const recording = createRecordingLogger();
    scheduler = startInProcessScheduler({
      name: 'test-job',
      timing,
      task,
      logger: recording.logger,
    });
    return recording;
  };

  afterEach(async () => {
    await scheduler?.stop();
    scheduler = undefined;
  });

  it('runs the task on a cron pattern in a time zone', async () => {
    const { task, stats } = trackedTask(0);
    start({ pattern: '* * * * * *', tz: 'America/Chicago' }, task);

    await waitFor(() => stats.finished >= 2, { timeoutMs: 3_500, what: 'two runs' });
    expect(stats.triggers).toEqual(['schedule', 'schedule']);
  });

  it('never overlaps runs: a tick that finds a run going is skipped', async () => {
    const { task, stats } = trackedTask(120);
    const { entries } = start({ everyMs: 20 }, task);

    await waitFor(() => stats.finished >= 3, { timeoutMs: 3_000, what: 'three runs' });
    expect(stats.mostAtOnce).toBe(1);
    expect(entries.some((entry) => entry.message.includes('this run is skipped'))).toBe(true);
  });

  it('stop() waits for the running task and then runs nothing more', async () => {
    const { task, stats } = trackedTask(200);
    start({ everyMs: 10 }, task);
    await waitFor(() => stats.running === 1, { timeoutMs: 2_000, what: 'a run to start' });

    await scheduler?.stop();

    expect(stats.running).toBe(0);
    expect(stats.finished).toBe(stats.started);
    const finishedAtStop = stats.finished;
    await sleep(100);
    expect(stats.started).toBe(finishedAtStop);
  });

  it('runs at once on request, and joins a request made while a run is going', async () => {
    const { task, stats } = trackedTask(100);
    start({ everyMs: 60_000 }, async (trigger) => {
      await task(trigger);
      return stats.finished;
    });

    const first = scheduler?.runNow('manual');
    await waitFor(() => stats.running === 1, { timeoutMs: 1_000, what: 'the manual run' });
    const second = scheduler?.runNow('manual');

    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(stats.started).toBe(1);
    expect(stats.triggers).toEqual(['manual']);
  });

  it('answers a failed run to its requester', async () => {
    start({ everyMs: 60_000 }, async () => {
      throw new Error('graph API down');
    });

    await expect(scheduler?.runNow('manual')).rejects.toThrow('graph API down');
  });

  it('logs a failed run and keeps to its schedule', async () => {
    let calls = 0;
    const { entries } = start({ everyMs: 20 }, async () => {
      calls += 1;
      if (calls === 1) throw new Error('first run breaks');
    });

    await waitFor(() => calls >= 2, { timeoutMs: 2_000, what: 'a second run' });
    expect(entries).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'in-process job run failed' }),
    );
  });

  it('logs a run the database was away for as a warning, not an error', async () => {
    let calls = 0;
    const { entries } = start({ everyMs: 20 }, async () => {
      calls += 1;
      if (calls === 1)
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), {
          code: 'ECONNREFUSED',
        });
    });

    await waitFor(() => calls >= 2, { timeoutMs: 2_000, what: 'a second run' });
    expect(entries.filter((entry) => entry.level === 'error')).toEqual([]);
    expect(entries).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'in-process job run missed an outage' }),
    );
  });
});
