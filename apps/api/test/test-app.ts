import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createChannelPostsQueue,
  createEmailDigestQueue,
  createImportQueue,
  createLinkHealthQueue,
  createWebPushQueue,
} from '@deal-site/jobs';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import { createApp } from '../src/app';
import { loadConfig, type AppConfig } from '@deal-site/server-config';
import { openDatabase } from '../src/database/data-source';
import { createLogger, type Logger } from '../src/logger';
import type { ServiceTestOptions, Services } from '../src/services';
import { createTestDatabase, type Dialect } from './test-databases';

export interface TestApp {
  /** The app's own HTTP server, listening on a loopback port: what supertest's request() takes. */
  app: Server;
  /** Where that server answers, such as http://127.0.0.1:40123. */
  baseUrl: string;
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
  const baseUrl = await running.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app: running.server,
    baseUrl,
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
        const pushQueue = createWebPushQueue({
          redisUrl: config.redisUrl,
          prefix: config.queuePrefix,
        });
        await pushQueue.obliterate({ force: true });
        await pushQueue.close();
        const channelQueue = createChannelPostsQueue({
          redisUrl: config.redisUrl,
          prefix: config.queuePrefix,
        });
        await channelQueue.obliterate({ force: true });
        await channelQueue.close();
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

/** The test app's own server as a loopback server; closing it is left to the app's close(). */
export function listenOnLoopback(app: Pick<TestApp, 'baseUrl'>): Promise<LoopbackServer> {
  return Promise.resolve({ baseUrl: app.baseUrl, close: () => Promise.resolve() });
}
