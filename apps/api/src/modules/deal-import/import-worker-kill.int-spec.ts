import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createDealImporter } from '@deal-site/deal-import';
import { FakeGraphApi, graphPost } from '@deal-site/facebook-source/testing';
import {
  createImportQueue,
  createImportWorker,
  enqueueImport,
  type ImportQueue,
  type ImportWorker,
} from '@deal-site/jobs';
import { TEST_REDIS_URL, randomQueuePrefix, waitFor } from '@deal-site/jobs/testing';
import pino from 'pino';
import { startTestApp, type TestApp } from '../../../test/test-app';

const WORKSPACE = resolve(__dirname, '../../../../..');
const DEAL_POSTS = 6;
const SHORT_LOCKS = { lockDuration: 1_000, stalledInterval: 200 };

/** A worker process with the real importer on the API's database; its lock lapses 1 s after death. */
function spawnWorker(testApp: TestApp, prefix: string): ChildProcess {
  const script = `
    const { createImportWorker } = require(${JSON.stringify(join(WORKSPACE, 'libs/jobs/src/index.ts'))});
    const { createDealImporter } = require(${JSON.stringify(join(WORKSPACE, 'libs/deal-import/src/index.ts'))});
    const { openImportDatabase } = require(${JSON.stringify(join(WORKSPACE, 'apps/worker/src/open-import-database.ts'))});
    const config = ${JSON.stringify(testApp.config)};
    const logger = require('pino')({ level: 'silent' });
    openImportDatabase(config.database).then((dataSource) => {
      const importer = createDealImporter({ ...config, dataSource, logger });
      createImportWorker({ redisUrl: ${JSON.stringify(TEST_REDIS_URL)}, prefix: ${JSON.stringify(prefix)},
        logger, importer, settingOverrides: ${JSON.stringify(SHORT_LOCKS)} });
      process.stdout.write('ready\\n');
    });
  `;
  return spawn(process.execPath, ['-r', '@swc-node/register', '-e', script], {
    cwd: WORKSPACE,
    env: { PATH: process.env.PATH, SWC_NODE_PROJECT: join(WORKSPACE, 'tsconfig.base.json') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

describe('a worker killed with SIGKILL in the middle of an import', () => {
  let graph: FakeGraphApi;
  let testApp: TestApp;
  let queue: ImportQueue;
  let child: ChildProcess | undefined;
  let rescuer: ImportWorker | undefined;
  const prefix = randomQueuePrefix();

  beforeAll(async () => {
    graph = await new FakeGraphApi().start();
    graph.posts = Array.from({ length: DEAL_POSTS }, (_, index) =>
      graphPost(`post_${index}`, `Deal ${index} 🎁 $${index + 5} https://shop.example/${index}`, {
        minutesAgo: index + 1,
      }),
    );
    // One post per page, each page slow: the import is caught half way.
    graph.pageSizeCap = 1;
    graph.pageDelayMs = 300;
    testApp = await startTestApp('sqlite', {
      FACEBOOK_PAGE_ID: graph.pageId,
      FACEBOOK_ACCESS_TOKEN: graph.accessToken,
      FACEBOOK_GRAPH_URL: graph.graphUrl,
      IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: prefix,
    });
    queue = createImportQueue({ redisUrl: TEST_REDIS_URL, prefix });
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rescuer?.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await testApp.close();
    await graph.stop();
  });

  const importedIds = async (): Promise<string[]> =>
    (
      await testApp.dataSource.query<{ source_post_id: string }[]>(
        'SELECT `source_post_id` FROM `deals` WHERE `source_post_id` IS NOT NULL',
      )
    ).map((row) => row.source_post_id);

  it('is run again as a stalled job, and the retry loses nothing and doubles nothing', async () => {
    child = spawnWorker(testApp, prefix);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await waitFor(() => out.includes('ready'), { timeoutMs: 30_000, what: 'the worker process' });

    const job = await enqueueImport(queue, 'manual');
    await waitFor(async () => (await importedIds()).length >= 2, {
      timeoutMs: 20_000,
      intervalMs: 20,
      what: 'the first deals of the import',
    });
    child.kill('SIGKILL');
    const halfWay = (await importedIds()).length;
    expect(halfWay).toBeLessThan(DEAL_POSTS);

    const logger = pino({ level: 'silent' });
    rescuer = createImportWorker({
      redisUrl: TEST_REDIS_URL,
      prefix,
      logger,
      importer: createDealImporter({ ...testApp.config, dataSource: testApp.dataSource, logger }),
      settingOverrides: SHORT_LOCKS,
    });
    await waitFor(async () => (await job.getState()) === 'completed', {
      timeoutMs: 30_000,
      intervalMs: 50,
      what: 'the stalled import to be run again and complete',
    });

    const ids = await importedIds();
    expect(ids).toHaveLength(DEAL_POSTS);
    expect(new Set(ids).size).toBe(DEAL_POSTS);
    const done = await queue.getJob(job.id ?? '');
    expect(done?.returnvalue?.imported).toBe(DEAL_POSTS - halfWay);
  });
});
