import type { JobLogger } from '@deal-site/jobs';

/**
 * First SIGTERM/SIGINT: close, letting the running job finish, then exit 0. A second signal
 * exits 1 at once; the unfinished job's lock then lapses and it runs again as a stalled job.
 */
export function exitGracefullyOnSignals(close: () => Promise<void>, logger: JobLogger): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn({ signal }, 'second signal: exiting without waiting for the running job');
      process.exit(1);
    }
    closing = true;
    logger.info({ signal }, 'closing: waiting for the running job to finish');
    close().then(
      () => {
        logger.info({ signal }, 'worker closed');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'worker did not close cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
