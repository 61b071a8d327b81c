import { RedisUnavailableError } from '@deal-site/jobs';
import { loadWorkerConfig, serveOrExit } from '@deal-site/server-config';
import { openImportDatabase } from './open-import-database';
import { startWorkers } from './start-workers';

// The first signal lets the running jobs finish; a second one leaves them to run again elsewhere,
// as stalled jobs, once their locks lapse.
void serveOrExit({
  loadConfig: loadWorkerConfig,
  openDatabase: openImportDatabase,
  start: startWorkers,
  failureLine: (error) =>
    error instanceof RedisUnavailableError ? `Redis error: ${error.message}` : undefined,
  shutdown: {
    lines: {
      closing: 'closing: waiting for the running job to finish',
      closeFailed: 'worker did not close cleanly',
      closed: 'worker closed',
      secondSignal: 'second signal: exiting without waiting for the running job',
    },
  },
});
