import { isDatabaseUnavailable } from '@deal-site/database';
import type { ImportTrigger } from '@deal-site/queue-contract';
import type { JobLogger } from './job-deps';
import { nextRunTime, type SchedulerTiming } from './next-run-time';

export interface InProcessSchedulerOptions<Result> {
  /** Shown in the logs. */
  name: string;
  timing: SchedulerTiming;
  task: (trigger: ImportTrigger) => Promise<Result>;
  logger: JobLogger;
}

export interface InProcessScheduler<Result = unknown> {
  /**
   * Starts a run at once and answers its result; while a run is still going no second one
   * starts, and the request answers the running one's result instead.
   */
  runNow(trigger: ImportTrigger): Promise<Result>;
  /** True while a run is going: a runNow() now would answer that run's result. */
  isRunning(): boolean;
  /** No further runs; resolves once the running one, if any, has finished. */
  stop(): Promise<void>;
}

// setTimeout's ceiling; longer waits are slept in steps.
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** Runs a task on a schedule inside this process, without Redis; runs never overlap. */
export function startInProcessScheduler<Result>({
  name,
  timing,
  task,
  logger,
}: InProcessSchedulerOptions<Result>): InProcessScheduler<Result> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: { result: Promise<Result>; settled: Promise<void> } | undefined;

  const run = (trigger: ImportTrigger): Promise<Result> => {
    if (stopped) return Promise.reject(new Error(`${name}: the scheduler has stopped`));
    if (running) {
      logger.warn({ job: name, trigger }, 'previous run still going: this run is skipped');
      return running.result;
    }
    const result = Promise.resolve().then(() => task(trigger));
    const settled = result.then(
      () => undefined,
      (error: unknown) => {
        // An outage is expected to pass: the next scheduled run tries again.
        if (isDatabaseUnavailable(error))
          logger.warn({ job: name, trigger, err: error }, 'in-process job run missed an outage');
        else logger.error({ job: name, trigger, err: error }, 'in-process job run failed');
      },
    );
    running = { result, settled };
    void settled.finally(() => {
      running = undefined;
    });
    return result;
  };

  const armTimer = (runAt: number): void => {
    if (stopped) return;
    const delay = Math.min(Math.max(runAt - Date.now(), 0), MAX_TIMER_DELAY_MS);
    timer = setTimeout(() => {
      if (Date.now() < runAt) return armTimer(runAt);
      // Failures are logged by run(); the schedule goes on.
      run('schedule').catch(() => undefined);
      armTimer(nextRunTime(timing, Math.max(Date.now(), runAt)));
    }, delay);
    // The scheduler alone must not keep the process alive.
    timer.unref();
  };

  const firstRunAt = nextRunTime(timing, Date.now());
  armTimer(firstRunAt);
  logger.info(
    { job: name, timing, nextRunAt: new Date(firstRunAt).toISOString() },
    'in-process scheduler started',
  );

  return {
    runNow: run,
    isRunning: () => running !== undefined,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.settled;
    },
  };
}
