import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDealImporter } from '@deal-site/deal-import';
import { FakeGraphApi, graphPost, pngBytes } from '@deal-site/facebook-source/testing';
import { createImportWorker, type ImportWorker } from '@deal-site/jobs';
import { TEST_REDIS_URL, randomQueuePrefix } from '@deal-site/jobs/testing';
import { loadConfig, type DatabaseConfig } from '@deal-site/server-config';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { TEST_PASSWORD } from '../../../test/auth-helpers';
import { startBuiltServer, type BuiltServer } from '../../../test/built-server';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../../../test/test-databases';
import { openDatabase } from '../../database/data-source';

const LANTERN_POST = 'Solar Garden Lantern\n$24.99 (was $44.99)\nhttps://shop.example/lantern';

describe.each(DIALECTS)('pages right after an import on the built server, %s', (dialect) => {
  describe.each([
    ['imports in the API process', false],
    ['imports through BullMQ and a worker', true],
  ])('%s', (_mode, withRedis) => {
    let graph: FakeGraphApi;
    let database: TestDatabase;
    let dataDir: string;
    let server: BuiltServer;
    let workerDataSource: DataSource | undefined;
    let worker: ImportWorker | undefined;
    let cookie: string;

    beforeAll(async () => {
      graph = await new FakeGraphApi().start();
      graph.images.set('lantern.png', await pngBytes({ r: 250, g: 210, b: 40 }));
      database = await createTestDatabase(dialect);
      dataDir = mkdtempSync(join(tmpdir(), 'deals-ryw-'));
      const prefix = randomQueuePrefix();
      const env: Record<string, string> = {
        DATA_DIR: dataDir,
        FACEBOOK_PAGE_ID: graph.pageId,
        FACEBOOK_ACCESS_TOKEN: graph.accessToken,
        FACEBOOK_GRAPH_URL: graph.graphUrl,
        IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
        ...(database.config.dialect === 'mysql' ? { DATABASE_URL: database.config.url } : {}),
        ...(withRedis ? { REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix } : {}),
      };
      server = await startBuiltServer(env);
      if (withRedis) {
        const workerDatabase: DatabaseConfig =
          database.config.dialect === 'mysql'
            ? database.config
            : { dialect: 'sqlite', file: join(dataDir, 'deals.sqlite') };
        workerDataSource = await openDatabase(workerDatabase);
        const logger = pino({ level: 'silent' });
        worker = createImportWorker({
          redisUrl: TEST_REDIS_URL,
          prefix,
          logger,
          importer: createDealImporter({
            ...loadConfig({ ...env, NODE_ENV: 'test' }),
            dataSource: workerDataSource,
            logger,
          }),
        });
      }
      const registered = await fetch(`${server.baseUrl}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'curator', password: TEST_PASSWORD }),
      });
      expect(registered.status).toBe(200);
      cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0];
    }, 60_000);

    afterAll(async () => {
      await worker?.close();
      await workerDataSource?.destroy();
      await server?.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
      await graph.stop();
    });

    const homePage = async () => (await fetch(`${server.baseUrl}/`)).text();
    const listed = async () =>
      JSON.stringify(await (await fetch(`${server.baseUrl}/api/deals`)).json());

    it('shows the imported deal on / and in /api/deals as soon as the import call returns', async () => {
      graph.posts = [
        graphPost(`lantern_${dialect}_${String(withRedis)}`, LANTERN_POST, {
          minutesAgo: 5,
          full_picture: graph.imageUrl('lantern.png'),
        }),
      ];
      // Both answers cached, and the data version read a moment ago.
      expect(await homePage()).not.toContain('Solar Garden Lantern');
      expect(await listed()).not.toContain('Solar Garden Lantern');
      const imported = await fetch(`${server.baseUrl}/api/scheduled-import`, {
        headers: { cookie },
      });
      expect(await imported.json()).toMatchObject({ imported: 1 });
      expect(await homePage()).toContain('Solar Garden Lantern');
      expect(await listed()).toContain('Solar Garden Lantern');
    });
  });
});
