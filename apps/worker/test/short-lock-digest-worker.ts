// The worker's e-mail digest consumer as main.ts starts it, with BullMQ lock and stalled-check
// times of a second or two, so a test can SIGKILL it mid-run and see the job taken over soon after.
// Run with: node -r @swc-node/register apps/worker/test/short-lock-digest-worker.ts
import { createEmailDigestWorker } from '@deal-site/jobs';
import { loadWorkerConfig } from '@deal-site/server-config';
import pino from 'pino';
import { createWorkerDigestJobs } from '../src/digest-jobs';
import { openImportDatabase } from '../src/open-import-database';

async function start(): Promise<void> {
  const config = loadWorkerConfig();
  const logger = pino({ level: 'warn' });
  const dataSource = await openImportDatabase(config.database);
  const worker = createEmailDigestWorker({
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    logger,
    digests: createWorkerDigestJobs(config, dataSource, logger),
    settingOverrides: { lockDuration: 1_500, stalledInterval: 1_000 },
  });
  await worker.waitUntilReady();
  process.stdout.write('ready\n');
}

void start();
