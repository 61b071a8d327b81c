import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmailDigestQueue, createImportQueue, createLinkHealthQueue } from '@deal-site/jobs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import { createApp } from '../src/app';
import { loadConfig, type AppConfig } from '@deal-site/server-config';
import { openDatabase } from '../src/database/data-source';
import { createLogger, type Logger } from '../src/logger';
import type { ServiceTestOptions, Services } from '../src/services';
import { createTestDatabase, type Dialect } from './test-databases';

export interface TestApp {
  /** Fastify's request listener, what supertest's request() takes. */
  app: RequestListener;
  /** The same listener (older tests name it so). */
  handleRequest: RequestListener;
  /** The Fastify instance behind it, for tests of how routes are set up. */
  fastify: FastifyInstance;
  services: Services;
  config: AppConfig;
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * The real API (no web pages) on a fresh database of the given dialect; `logger` to read its log,
 * `serviceTestOptions` for shorter pacing and timings.
 */
export async function startTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  { logger, serviceTestOptions }: { logger?: Logger; serviceTestOptions?: ServiceTestOptions } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const dataDir = mkdtempSync(join(tmpdir(), 'deals-data-'));
  const config = {
    // A queue prefix of its own: with REDIS_URL the app keeps a job scheduler there.
    ...loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      QUEUE_PREFIX: `test-${randomUUID()}`,
      ...env,
    }),
    database: database.config,
  };
  const dataSource = await openDatabase(config.database);
  const running = await createApp({
    config,
    dataSource,
    logger: logger ?? createLogger(config.logLevel),
    web: 'none',
    serviceTestOptions,
  });
  return {
    app: running.handleRequest,
    handleRequest: running.handleRequest,
    fastify: running.app,
    services: running.services,
    config,
    dataSource,
    close: async () => {
      await running.close();
      if (config.redisUrl) {
        const queue = createImportQueue({ redisUrl: config.redisUrl, prefix: config.queuePrefix });
        await queue.obliterate({ force: true });
        await queue.close();
        const emailQueue = createEmailDigestQueue({
          redisUrl: config.redisUrl,
          prefix: config.queuePrefix,
        });
        await emailQueue.obliterate({ force: true });
        await emailQueue.close();
        const linkQueue = createLinkHealthQueue({
          redisUrl: config.redisUrl,
          prefix: config.queuePrefix,
        });
        await linkQueue.obliterate({ force: true });
        await linkQueue.close();
      }
      await dataSource.destroy();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LoopbackServer {
  baseUrl: string;
  close(): Promise<void>;
}

/** Serves the handler on a free loopback port, for tests that need real HTTP connections. */
export async function listenOnLoopback(handler: RequestListener): Promise<LoopbackServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
