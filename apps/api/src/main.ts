import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from '@deal-site/server-config';
import { openDatabase } from './database/data-source';
import { JobSchedulingError } from './jobs';
import { createLogger } from './logger';

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

  let running;
  try {
    running = await createApp({ config, dataSource, logger, web: config.web });
  } catch (error) {
    if (!(error instanceof JobSchedulingError)) throw error;
    console.error(`Job scheduling error (REDIS_URL): ${error.message}`);
    process.exit(1);
  }
  const server: Server = createServer(running.handleRequest).listen(config.port, () => {
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
    server.close();
    await running.close();
    await dataSource.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(`Startup failed: ${(error as Error).message}`);
  process.exit(1);
});
