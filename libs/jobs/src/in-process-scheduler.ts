import type { ImportTrigger } from '@deal-site/queue-contract';
import type { JobLogger } from './job-deps';
import { nextRunTime, type SchedulerTiming } from './next-run-time';

export interface InProcessSchedulerOptions {
  /** Shown in the logs. */
  name: string;
  timing: SchedulerTiming;
  task: (trigger: ImportTrigger) => Promise<unknown>;
  logger: JobLogger;
}

export interface InProcessScheduler {
  /** Starts a run at once, unless one is still going (then this request is skipped). */
  runNow(trigger: ImportTrigger): void;
  /** No further runs; resolves once the running one, if any, has finished. */
  stop(): Promise<void>;
}

// setTimeout's ceiling; longer waits are slept in steps.
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** Runs a task on a schedule inside this process, without Redis; runs never overlap. */
export function startInProcessScheduler({
  name,
  timing,
  task,
  logger,
}: InProcessSchedulerOptions): InProcessScheduler {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const run = (trigger: ImportTrigger): void => {
    if (stopped) return;
    if (running) {
      logger.warn({ job: name, trigger }, 'previous run still going: this run is skipped');
      return;
    }
    running = Promise.resolve()
      .then(() => task(trigger))
      .then(
        () => undefined,
        (error: unknown) =>
          logger.error({ job: name, trigger, err: error }, 'in-process job run failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };

  const armTimer = (runAt: number): void => {
    if (stopped) return;
    const delay = Math.min(Math.max(runAt - Date.now(), 0), MAX_TIMER_DELAY_MS);
    timer = setTimeout(() => {
      if (Date.now() < runAt) return armTimer(runAt);
      run('schedule');
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
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
