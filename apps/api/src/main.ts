import 'reflect-metadata';
import type { Server } from 'node:http';
import { checkpointInBackground } from '@deal-site/database';
import {
  loadConfig,
  serveOrExit,
  type AppConfig,
  type RunningServer,
} from '@deal-site/server-config';
import type { DataSource } from 'typeorm';
import { createApp } from './app';
import { JobSchedulingError } from './common/job-scheduling-error';
import { openDatabase } from './database/data-source';
import { createLogger } from './logger';

/** The whole shutdown, flushes included, after which the process exits anyway. */
const SHUTDOWN_LIMIT_MS = 15_000;
/** How long requests under way may take to finish before their connections are cut. */
const REQUEST_DRAIN_MS = 5_000;

/** Stops accepting connections and resolves once open ones have ended (cut after `drainMs`). */
function closeHttpServer(server: Server, drainMs: number): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), drainMs);
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

async function startApi(config: AppConfig, dataSource: DataSource): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  const checkpoints = await checkpointInBackground(dataSource, {
    onError: (error) =>
      logger.error({ err: error }, 'the WAL checkpoint thread stopped; commits checkpoint again'),
  });
  const running = await createApp({ config, dataSource, logger, web: config.web });
  const server: Server = running.server.listen(config.port, () => {
    logger.info(
      {
        port: config.port,
        database: config.database.dialect,
        jobs: config.redisUrl ? 'bullmq' : 'in-process',
      },
      `serving http://localhost:${config.port}`,
    );
    if (config.pushOffReason) logger.warn(config.pushOffReason);
  });
  return {
    logger,
    async close() {
      try {
        // No new connections; requests under way finish, so what they buffered is flushed below.
        await closeHttpServer(server, REQUEST_DRAIN_MS);
        await running.close();
      } finally {
        await checkpoints?.stop();
      }
    },
  };
}

void serveOrExit({
  loadConfig,
  openDatabase,
  start: startApi,
  failureLine: (error) =>
    error instanceof JobSchedulingError
      ? `Job scheduling error (REDIS_URL): ${error.message}`
      : undefined,
  shutdown: {
    limitMs: SHUTDOWN_LIMIT_MS,
    lines: {
      closing: 'shutting down',
      closeFailed: 'shutdown failed',
      closed: 'shut down',
      secondSignal: 'second signal: exiting without finishing the shutdown',
    },
  },
});
