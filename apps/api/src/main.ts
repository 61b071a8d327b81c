import 'reflect-metadata';
import type { Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from '@deal-site/server-config';
import { openDatabase } from './database/data-source';
import { startJobScheduling } from './jobs';
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

  const running = await createApp({ config, dataSource, logger, web: config.web });
  let jobs;
  try {
    jobs = await startJobScheduling({
      redisUrl: config.redisUrl,
      siteTimeZone: config.siteTimeZone,
      queuePrefix: config.queuePrefix,
      logger,
    });
  } catch (error) {
    console.error(`Job scheduling error (REDIS_URL): ${(error as Error).message}`);
    process.exit(1);
  }
  const server: Server = running.app.listen(config.port, () => {
    logger.info(
      { port: config.port, database: config.database.dialect, jobs: jobs.mode },
      `serving http://localhost:${config.port}`,
    );
  });

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close();
    await jobs.stop();
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
