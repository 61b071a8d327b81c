import { SqlImportStore } from '@deal-site/deal-import';
import { FakeGraphApi, graphPost, pngBytes } from '@deal-site/facebook-source/testing';
import request from 'supertest';
import { dealInput, importedPost, insertDeal } from '../../../test/deal-fixtures';
import { rawRequest } from '../../../test/raw-http';
import {
  listenOnLoopback,
  startTestApp,
  type LoopbackServer,
  type TestApp,
} from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { startImportTestApp, type ImportTestApp } from '../../../test/import-test-app';

const PADDLE_POST = 'Trail Kayak Paddle\n$49.99 (was $79.99)\nhttps://shop.example/paddle';

describe.each(DIALECTS)('a write is seen at once by the process that made it, on %s', (dialect) => {
  describe.each([
    ['imports in this process', false],
    ['imports through BullMQ and a worker', true],
  ])('%s', (_mode, withRedis) => {
    let graph: FakeGraphApi;
    let testApp: TestApp;
    let server: LoopbackServer;
    let running: ImportTestApp;
    let curator: string;

    beforeAll(async () => {
      graph = await new FakeGraphApi().start();
      graph.images.set('paddle.png', await pngBytes({ r: 10, g: 160, b: 90 }));
      running = await startImportTestApp(dialect, graph, withRedis);
      ({ testApp, curator } = running);
      server = await listenOnLoopback(testApp);
    });

    afterAll(async () => {
      await server.close();
      await running.close();
      await graph.stop();
    });

    /** The anonymous list as a visitor gets it, through the listener and its caches. */
    const listedTitles = async () => {
      const answer = await rawRequest(server.baseUrl, '/api/deals');
      expect(answer.status).toBe(200);
      return (JSON.parse(answer.body.toString()) as { deals: { title: string }[] }).deals.map(
        (deal) => deal.title,
      );
    };

    it('lists an imported deal as soon as the import call returns', async () => {
      graph.posts = [
        graphPost(`paddle_${dialect}_${String(withRedis)}`, PADDLE_POST, {
          minutesAgo: 5,
          full_picture: graph.imageUrl('paddle.png'),
        }),
      ];
      // The list is cached and the data version was read a moment ago.
      expect(await listedTitles()).not.toContain('Trail Kayak Paddle');
      const imported = await request(testApp.app)
        .get('/api/scheduled-import')
        .set('Cookie', curator)
        .expect(200);
      expect(imported.body).toMatchObject({ imported: 1 });
      expect(await listedTitles()).toContain('Trail Kayak Paddle');
    });

    it('lists a curator’s edit and delete as soon as each call returns', async () => {
      expect(await listedTitles()).not.toContain('Folding Camp Chair');
      const { body: deal } = await request(testApp.app)
        .post('/api/deals')
        .set('Cookie', curator)
        .send(dealInput({ title: 'Folding Camp Chair' }))
        .expect(201);
      expect(await listedTitles()).toContain('Folding Camp Chair');
      await request(testApp.app)
        .put(`/api/deals/${deal.id}`)
        .set('Cookie', curator)
        .send({ title: 'Folding Camp Chair XL' })
        .expect(200);
      expect(await listedTitles()).toContain('Folding Camp Chair XL');
      await request(testApp.app).delete(`/api/deals/${deal.id}`).set('Cookie', curator).expect(200);
      expect(await listedTitles()).not.toContain('Folding Camp Chair XL');
    });
  });

  describe('when the version bump fails', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await startTestApp(dialect);
    });

    afterAll(() => testApp.close());

    /** Moves the version row away, so the next bump finds nothing, and back afterwards. */
    async function withoutVersionRow(work: () => Promise<void>) {
      await testApp.dataSource.query('UPDATE `site_data_version` SET `id` = 2 WHERE `id` = 1');
      try {
        await work();
      } finally {
        await testApp.dataSource.query('UPDATE `site_data_version` SET `id` = 1 WHERE `id` = 2');
      }
    }
    const dealRows = async () =>
      Number(
        (
          await testApp.dataSource.query<{ n: number | string }[]>(
            'SELECT COUNT(*) AS n FROM `deals`',
          )
        )[0].n,
      );

    it('rolls back a curator’s create, edit, delete and clear', async () => {
      const deal = await insertDeal(testApp.dataSource, { title: 'Steel Water Bottle' });
      const before = await dealRows();
      const { deals } = testApp.services;
      await withoutVersionRow(async () => {
        await expect(deals.create(dealInput(), 1)).rejects.toThrow();
        await expect(deals.update(deal.id, { title: 'Renamed' })).rejects.toThrow();
        await expect(deals.remove(deal.id)).rejects.toThrow();
        await expect(deals.archiveAll()).rejects.toThrow();
      });
      expect(await dealRows()).toBe(before);
      const [kept] = await testApp.dataSource.query<{ title: string; active: number | boolean }[]>(
        'SELECT `title`, `active` FROM `deals` WHERE `id` = ?',
        [deal.id],
      );
      expect(kept.title).toBe('Steel Water Bottle');
      expect(Boolean(kept.active)).toBe(true);
    });

    it('rolls back an imported deal', async () => {
      const store = new SqlImportStore(testApp.dataSource);
      const before = await dealRows();
      await withoutVersionRow(async () => {
        await expect(store.insertDeal(importedPost(`bottle_${dialect}`))).rejects.toThrow();
      });
      expect(await dealRows()).toBe(before);
      // Once the row is back the same post imports normally.
      await expect(store.insertDeal(importedPost(`bottle_${dialect}`))).resolves.toBe(true);
    });
  });
});
