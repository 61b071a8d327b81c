import 'reflect-metadata';
import type { Server } from 'node:http';
import { createApp } from './app';
import { checkpointInBackground } from '@deal-site/database';
import { ConfigError, loadConfig } from '@deal-site/server-config';
import { openDatabase } from './database/data-source';
import { JobSchedulingError } from './common/job-scheduling-error';
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

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
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
    dataSource = await openDatabase(config.database);
  } catch (error) {
    const where = config.database.dialect === 'sqlite' ? config.database.file : 'DATABASE_URL';
    console.error(`Database error (${where}): ${(error as Error).message}`);
    process.exit(1);
  }

  const checkpoints = await checkpointInBackground(dataSource, {
    onError: (error) =>
      logger.error({ err: error }, 'the WAL checkpoint thread stopped; commits checkpoint again'),
  });

  let running;
  try {
    running = await createApp({ config, dataSource, logger, web: config.web });
  } catch (error) {
    if (!(error instanceof JobSchedulingError)) throw error;
    console.error(`Job scheduling error (REDIS_URL): ${error.message}`);
    process.exit(1);
  }
  const server: Server = running.server.listen(config.port, () => {
    logger.info(
      {
        port: config.port,
        database: config.database.dialect,
        jobs: config.redisUrl ? 'bullmq' : 'in-process',
      },
      `serving http://localhost:${config.port}`,
    );
  });

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    // A close that hangs (a database gone away mid-flush) must not keep the process alive for ever.
    setTimeout(() => {
      logger.error('shutdown took too long; exiting without finishing it');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    let code = 0;
    try {
      // No new connections; requests under way finish, so what they buffered is flushed below.
      await closeHttpServer(server, REQUEST_DRAIN_MS);
      await running.close();
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      code = 1;
    }
    await checkpoints?.stop();
    await dataSource.destroy().catch((error: unknown) => {
      logger.error({ err: error }, 'closing the database failed');
      code = 1;
    });
    logger.info({ signal }, 'shut down');
    process.exit(code);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(`Startup failed: ${(error as Error).message}`);
  process.exit(1);
});
