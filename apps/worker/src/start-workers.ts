import { createDealImporter } from '@deal-site/deal-import';
import {
  CHANNEL_POSTS_JOB_KIND,
  LINK_HEALTH_JOB_KIND,
  WEB_PUSH_JOB_KIND,
  createEmailDigestWorker,
  createImportWorker,
  createScheduledJobWorker,
  redactRedisUrl,
  waitForRedis,
  warnUnlessNoEviction,
} from '@deal-site/jobs';
import {
  CHANNEL_POSTS_QUEUE,
  DEAL_IMPORT_QUEUE,
  EMAIL_DIGEST_QUEUE,
  LINK_HEALTH_QUEUE,
  WEB_PUSH_QUEUE,
} from '@deal-site/queue-contract';
import type { RunningServer, WorkerConfig } from '@deal-site/server-config';
import type { DataSource } from 'typeorm';
import { createWorkerChannelPosting } from './channel-jobs';
import { createWorkerDigestJobs } from './digest-jobs';
import { createWorkerLinkChecks } from './link-health-jobs';
import { createLogger } from './logger';
import { createWorkerPushes } from './push-jobs';

/** The import, e-mail, link-health, (when push is on) web-push and (with a channel) channel-posts workers on the API's database, ready once Redis answers. */
export function startWorkers(config: WorkerConfig, dataSource: DataSource): RunningServer {
  const logger = createLogger(config.logLevel);
  const connection = { redisUrl: config.redisUrl, prefix: config.queuePrefix, logger };
  const importWorker = createImportWorker({
    ...connection,
    importer: createDealImporter({ ...config, dataSource, logger }),
  });
  const digests = createWorkerDigestJobs(config, dataSource, logger);
  const digestWorker = createEmailDigestWorker({ ...connection, digests });
  const linkWorker = createScheduledJobWorker(
    LINK_HEALTH_JOB_KIND,
    createWorkerLinkChecks(config, dataSource, logger),
    connection,
  );
  const pushWorker = config.push
    ? createScheduledJobWorker(
        WEB_PUSH_JOB_KIND,
        createWorkerPushes(config, config.push, dataSource, logger),
        connection,
      )
    : null;
  const channels = createWorkerChannelPosting(config, dataSource, logger);
  const channelWorker = channels
    ? createScheduledJobWorker(CHANNEL_POSTS_JOB_KIND, channels, connection)
    : null;
  const workers = [
    importWorker,
    digestWorker,
    linkWorker,
    ...(pushWorker ? [pushWorker] : []),
    ...(channelWorker ? [channelWorker] : []),
  ];
  return {
    logger,
    async close() {
      // A link check can take long: it stops at once, keeping what it wrote, and the job's next
      // attempt goes on from there.
      linkWorker.cancelAllJobs('the worker is shutting down');
      // A push sweep stops between two messages; the next sweep sends the rest.
      pushWorker?.cancelAllJobs('the worker is shutting down');
      // A channel sweep stops between two posts (the one in flight finishes); the next sweep goes on.
      channelWorker?.cancelAllJobs('the worker is shutting down');
      await Promise.all(workers.map((worker) => worker.close()));
      digests.close();
    },
    async ready() {
      for (const worker of workers) await waitForRedis(worker, config.redisUrl);
      await warnUnlessNoEviction(await importWorker.getBackend().client, logger);
      logger.info(
        {
          queues: [
            DEAL_IMPORT_QUEUE,
            EMAIL_DIGEST_QUEUE,
            LINK_HEALTH_QUEUE,
            ...(pushWorker ? [WEB_PUSH_QUEUE] : []),
            ...(channelWorker ? [CHANNEL_POSTS_QUEUE] : []),
          ],
          mail: config.mail ? 'smtp' : 'not configured',
          push: config.push ? 'on' : config.pushOffReason,
          channels: channels?.channels ?? [],
          prefix: config.queuePrefix,
          redis: redactRedisUrl(config.redisUrl),
          siteTimeZone: config.siteTimeZone,
          database: config.database.dialect,
        },
        'worker ready',
      );
    },
  };
}
