import { DEAL_IMPORT_QUEUE } from '@deal-site/queue-contract';
import { redactRedisUrl, waitForRedis, warnUnlessNoEviction } from '@deal-site/jobs';
import { ConfigError, loadWorkerConfig } from '@deal-site/server-config';
import { exitGracefullyOnSignals } from './graceful-shutdown';
import { createImportWorker } from './import-worker';
import { createLogger } from './logger';

async function main(): Promise<void> {
  let config;
  try {
    config = loadWorkerConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const logger = createLogger(config.logLevel);
  const worker = createImportWorker({
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    logger,
  });
  exitGracefullyOnSignals(() => worker.close(), logger);

  try {
    await waitForRedis(worker, config.redisUrl);
  } catch (error) {
    console.error(`Redis error: ${(error as Error).message}`);
    process.exit(1);
  }
  await warnUnlessNoEviction(await worker.getBackend().client, logger);
  logger.info(
    {
      queue: DEAL_IMPORT_QUEUE,
      prefix: config.queuePrefix,
      redis: redactRedisUrl(config.redisUrl),
      siteTimeZone: config.siteTimeZone,
    },
    'worker ready',
  );
}

void main();
