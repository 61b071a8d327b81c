import { FakeGraphApi, graphPost, pngBytes } from '@deal-site/facebook-source/testing';
import request from 'supertest';
import { startImportTestApp, type ImportTestApp } from '../../../test/import-test-app';
import type { TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { JOINED_RUNNING_IMPORT } from './deal-import.service';

interface ImportAnswer {
  imported: number;
  notImported: number;
  message: string;
}

describe.each(DIALECTS)('two import calls at once on %s', (dialect) => {
  describe.each([
    ['in this process', false],
    ['through BullMQ and a worker', true],
  ])('%s', (_mode, withRedis) => {
    let graph: FakeGraphApi;
    let testApp: TestApp;
    let running: ImportTestApp;
    let curator: string;

    beforeAll(async () => {
      graph = await new FakeGraphApi().start();
      graph.images.set('lantern.png', await pngBytes({ r: 240, g: 200, b: 20 }));
      graph.posts = [
        graphPost(
          'lantern_1',
          'Camping Lantern 1000 lm\n$19.99 (was $39.99)\nhttps://shop.example/lantern',
          {
            minutesAgo: 5,
            full_picture: graph.imageUrl('lantern.png'),
          },
        ),
      ];
      // The first call is still reading the page when the second one arrives.
      graph.pageDelayMs = 600;
      running = await startImportTestApp(dialect, graph, withRedis);
      ({ testApp, curator } = running);
    });

    afterAll(async () => {
      await running.close();
      await graph.stop();
    });

    it('runs one import; the call that joined it says so instead of claiming the deal', async () => {
      const importNow = async () =>
        (await request(testApp.app).get('/api/scheduled-import').set('Cookie', curator).expect(200))
          .body as ImportAnswer;
      const first = importNow();
      await new Promise((resolve) => setTimeout(resolve, 150));
      const answers = await Promise.all([first, importNow()]);

      const [rows] = await testApp.dataSource.query<{ n: number | string }[]>(
        "SELECT COUNT(*) AS n FROM `deals` WHERE `source_post_id` = 'lantern_1'",
      );
      expect(Number(rows.n)).toBe(1);
      expect(answers[0]).toEqual({ imported: 1, notImported: 0, message: 'Imported 1 new deal' });
      expect(answers[1]).toEqual({
        imported: 1,
        notImported: 0,
        message: `${JOINED_RUNNING_IMPORT}Imported 1 new deal`,
      });
    });
  });
});
