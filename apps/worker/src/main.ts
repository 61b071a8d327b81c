import {
  DEAL_IMPORT_QUEUE,
  EMAIL_DIGEST_QUEUE,
  LINK_HEALTH_QUEUE,
} from '@deal-site/queue-contract';
import { createDealImporter } from '@deal-site/deal-import';
import {
  createEmailDigestWorker,
  createImportWorker,
  createLinkHealthWorker,
  redactRedisUrl,
  waitForRedis,
  warnUnlessNoEviction,
} from '@deal-site/jobs';
import { ConfigError, loadWorkerConfig } from '@deal-site/server-config';
import { createWorkerDigestJobs } from './digest-jobs';
import { exitGracefullyOnSignals } from './graceful-shutdown';
import { createWorkerLinkChecks } from './link-health-jobs';

import { createLogger } from './logger';
import { openImportDatabase } from './open-import-database';

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
  let dataSource;
  try {
    dataSource = await openImportDatabase(config.database);
  } catch (error) {
    const where = config.database.dialect === 'sqlite' ? config.database.file : 'DATABASE_URL';
    console.error(`Database error (${where}): ${(error as Error).message}`);
    process.exit(1);
  }
  const importer = createDealImporter({ ...config, dataSource, logger });
  const worker = createImportWorker({
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    logger,
    importer,
  });
  const digests = createWorkerDigestJobs(config, dataSource, logger);
  const digestWorker = createEmailDigestWorker({
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    logger,
    digests,
  });
  const linkWorker = createLinkHealthWorker({
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    logger,
    links: createWorkerLinkChecks(config, dataSource, logger),
  });
  exitGracefullyOnSignals(async () => {
    // A link check can take long: it stops at once, keeping what it wrote, and the job's next
    // attempt goes on from there.
    linkWorker.cancelAllJobs('the worker is shutting down');
    await Promise.all([worker.close(), digestWorker.close(), linkWorker.close()]);
    digests.close();
    await dataSource.destroy();
  }, logger);

  try {
    await waitForRedis(worker, config.redisUrl);
    await waitForRedis(digestWorker, config.redisUrl);
    await waitForRedis(linkWorker, config.redisUrl);
  } catch (error) {
    console.error(`Redis error: ${(error as Error).message}`);
    process.exit(1);
  }
  await warnUnlessNoEviction(await worker.getBackend().client, logger);
  logger.info(
    {
      queues: [DEAL_IMPORT_QUEUE, EMAIL_DIGEST_QUEUE, LINK_HEALTH_QUEUE],
      mail: config.mail ? 'smtp' : 'not configured',
      prefix: config.queuePrefix,
      redis: redactRedisUrl(config.redisUrl),
      siteTimeZone: config.siteTimeZone,
      database: config.database.dialect,
    },
    'worker ready',
  );
}

void main();
