import { createDealImporter } from '@deal-site/deal-import';
import type { FakeGraphApi } from '@deal-site/facebook-source/testing';
import { createImportWorker, type ImportWorker } from '@deal-site/jobs';
import { TEST_REDIS_URL, randomQueuePrefix } from '@deal-site/jobs/testing';
import pino from 'pino';
import { TEST_PASSWORD, randomTestAddress, signedInAs } from './auth-helpers';
import { startTestApp, type TestApp } from './test-app';
import type { Dialect } from './test-databases';

export interface ImportTestApp {
  testApp: TestApp;
  /** The session cookie of the curator (the first account). */
  curator: string;
  close(): Promise<void>;
}

/**
 * The real API importing from the fake Graph API: imports run in the API process, or with
 * `withRedis` through BullMQ and a real import worker on the same database and a queue prefix of
 * its own.
 */
export async function startImportTestApp(
  dialect: Dialect,
  graph: FakeGraphApi,
  withRedis: boolean,
  env: Record<string, string> = {},
): Promise<ImportTestApp> {
  const prefix = randomQueuePrefix();
  const testApp = await startTestApp(dialect, {
    FACEBOOK_PAGE_ID: graph.pageId,
    FACEBOOK_ACCESS_TOKEN: graph.accessToken,
    FACEBOOK_GRAPH_URL: graph.graphUrl,
    IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
    ...(withRedis ? { REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix } : {}),
    ...env,
  });
  let worker: ImportWorker | undefined;
  if (withRedis) {
    const logger = pino({ level: 'silent' });
    worker = createImportWorker({
      redisUrl: TEST_REDIS_URL,
      prefix,
      logger,
      importer: createDealImporter({ ...testApp.config, dataSource: testApp.dataSource, logger }),
    });
  }
  const curator = await signedInAs(testApp.app, 'curator', TEST_PASSWORD, randomTestAddress());
  return {
    testApp,
    curator,
    close: async () => {
      await worker?.close();
      await testApp.close();
    },
  };
}
