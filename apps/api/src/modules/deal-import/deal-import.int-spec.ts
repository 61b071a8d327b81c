import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FakeGraphApi, graphPost, pngBytes } from '@deal-site/facebook-source/testing';
import { createImportQueue, enqueueImport } from '@deal-site/jobs';
import { TEST_REDIS_URL, waitFor } from '@deal-site/jobs/testing';
import request from 'supertest';
import { graphql, signedInAs } from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { startImportTestApp, type ImportTestApp } from '../../../test/import-test-app';
import { startLocalS3Server, type LocalS3Server } from '@deal-site/image-store/testing';

const OVERVIEW = `query { importOverview { pageId nextRunAt runs { trigger status imported notImported message notImportedPosts { postId reason } } } }`;

interface DealRow {
  title: string;
  price: string;
  affiliate_link: string;
  image_url: string;
  source_post_id: string;
  created_at: Date | string;
  category: string;
  active: number | boolean;
}

/** The posts of the fake page: two pages' worth, emoji, a wrapped link, a post that is no deal. */
function pagePosts(graph: FakeGraphApi) {
  return [
    graphPost('page_1', '🔥 Ninja Air Fryer 4qt 🔥\n$59.99 (was $99.99)\nhttps://amzn.to/fryer', {
      minutesAgo: 10,
      full_picture: graph.imageUrl('fryer.png'),
    }),
    graphPost('page_2', 'Good morning, deal hunters! ☀️', { minutesAgo: 20 }),
    graphPost('page_3', 'Cozy throw blanket 😍 50% off today', {
      minutesAgo: 40,
      attachments: {
        data: [
          {
            media_type: 'link',
            url: 'https://l.facebook.com/l.php?u=https%3A%2F%2Fshop.example%2Fblanket',
            unshimmed_url: 'https://shop.example/blanket',
            media: { image: { src: graph.imageUrl('blanket.png') } },
          },
        ],
      },
    }),
    graphPost('page_old', 'Old lamp $10 https://shop.example/lamp', { minutesAgo: 8 * 24 * 60 }),
  ];
}

describe.each(DIALECTS)('deal import on %s', (dialect) => {
  describe.each([
    ['without Redis', false],
    ['with Redis and a worker', true],
  ])('%s', (_mode, withRedis) => {
    let graph: FakeGraphApi;
    let testApp: TestApp;
    let running: ImportTestApp;
    let curator: string;

    beforeEach(async () => {
      graph = await new FakeGraphApi().start();
      graph.pageSizeCap = 2;
      graph.posts = pagePosts(graph);
      graph.images.set('fryer.png', await pngBytes({ r: 250, g: 120, b: 0 }));
      graph.images.set('blanket.png', await pngBytes({ r: 0, g: 90, b: 200 }));
      running = await startImportTestApp(dialect, graph, withRedis);
      ({ testApp, curator } = running);
    });

    afterEach(async () => {
      await running.close();
      await graph.stop();
    });

    const importNow = () =>
      request(testApp.app).get('/api/scheduled-import').set('Cookie', curator);
    const deals = (): Promise<DealRow[]> =>
      testApp.dataSource.query(
        'SELECT * FROM `deals` WHERE `source_post_id` IS NOT NULL ORDER BY `source_post_id`',
      );

    it('imports the deals with their images and dates; a second call imports 0', async () => {
      const first = await importNow();

      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        imported: 2,
        notImported: 1,
        message: 'Imported 2 new deals; 1 post was not a deal',
      });
      const rows = await deals();
      expect(rows.map((row) => row.source_post_id)).toEqual(['page_1', 'page_3']);
      const [fryer, blanket] = rows;
      expect(fryer).toMatchObject({
        title: 'Ninja Air Fryer 4qt',
        price: '59.99',
        affiliate_link: 'https://amzn.to/fryer',
        category: 'daily',
      });
      expect(blanket.affiliate_link).toBe('https://shop.example/blanket');
      const posted = new Date(graph.posts[0].created_time).getTime();
      expect(Math.abs(new Date(fryer.created_at).getTime() - posted)).toBeLessThan(1000);
      for (const row of rows) {
        expect(row.image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
        expect(existsSync(join(testApp.config.dataDir, row.image_url))).toBe(true);
      }

      const second = await importNow();
      expect(second.body).toEqual({
        imported: 0,
        notImported: 1,
        message: 'no new deals found; 1 post was not a deal',
      });
      expect(await deals()).toHaveLength(2);
      expect(graph.requests.some((path) => path.includes('after=2'))).toBe(true);
    });

    it('keeps the history with reasons, and the next run at 5 past the hour', async () => {
      await importNow();

      const { body } = await graphql(testApp.app, OVERVIEW, {}, curator);

      const overview = body.data.importOverview;
      expect(overview.pageId).toBe(graph.pageId);
      expect(new Date(overview.nextRunAt).getUTCMinutes() % 30).toBe(5);
      expect(overview.runs).toEqual([
        expect.objectContaining({
          status: 'succeeded',
          imported: 2,
          notImported: 1,
          notImportedPosts: [
            { postId: 'page_2', reason: 'no price, percent off, coupon code or link' },
          ],
        }),
      ]);
    });

    it('creates no duplicate when imports are asked for at the same time', async () => {
      const answers = await Promise.all([importNow(), importNow(), importNow()]);

      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(await deals()).toHaveLength(2);
    });

    it("leaves the curator's edit alone when the post is edited on Facebook", async () => {
      await importNow();
      await testApp.dataSource.query(
        "UPDATE `deals` SET `title` = 'Curated title' WHERE `source_post_id` = 'page_1'",
      );
      graph.posts[0] = { ...graph.posts[0], message: 'Edited on Facebook $1 https://x.example/' };

      await importNow();

      expect((await deals())[0].title).toBe('Curated title');
    });

    // Retries belong to BullMQ; without Redis the next hourly run is the retry.
    if (withRedis) {
      it('retries a Graph API 500 with backoff through the queue, then imports', async () => {
        graph.failures.push({ status: 500, error: { code: 2, message: 'Service unavailable' } });
        // A queue of the test's own adds the job with a short backoff; the worker is the real one.
        const queue = createImportQueue({
          redisUrl: TEST_REDIS_URL,
          prefix: testApp.config.queuePrefix,
          jobOptionOverrides: { backoff: { type: 'exponential', delay: 100 } },
        });
        try {
          const job = await enqueueImport(queue, 'manual');
          await waitFor(async () => (await job.getState()) === 'completed', {
            timeoutMs: 10_000,
            intervalMs: 25,
            what: 'the retried import',
          });
          const done = await queue.getJob(job.id ?? '');
          expect(done?.attemptsMade).toBe(2);
          expect(done?.returnvalue).toMatchObject({ imported: 2, notImported: 1 });
        } finally {
          await queue.close();
        }
        const { body } = await graphql(testApp.app, OVERVIEW, {}, curator);
        expect(body.data.importOverview.runs.map((run: { status: string }) => run.status)).toEqual([
          'succeeded',
          'failed',
        ]);
      });
    }

    it('stops at once on a revoked token and tells the curator what to do', async () => {
      graph.failures.push({
        status: 400,
        error: { code: 190, type: 'OAuthException', message: 'Error validating access token' },
      });

      const answer = await importNow();

      expect(answer.status).toBe(503);
      expect(answer.body.message).toMatch(
        /access token is expired or revoked.*FACEBOOK_ACCESS_TOKEN/,
      );
      const { body } = await graphql(testApp.app, OVERVIEW, {}, curator);
      expect(body.data.importOverview.runs[0]).toMatchObject({
        status: 'failed',
        message: expect.stringMatching(/access token/),
      });
    });

    it('answers a revoked token through GraphQL as an error in a 200, with no Retry-After', async () => {
      graph.failures.push({
        status: 400,
        error: { code: 190, type: 'OAuthException', message: 'Error validating access token' },
      });

      const answer = await graphql(
        testApp.app,
        'mutation { runDealImport(trigger: MANUAL) { imported } }',
        {},
        curator,
      );

      expect(answer.status).toBe(200);
      expect(answer.headers['retry-after']).toBeUndefined();
      expect(answer.body.errors[0]).toMatchObject({
        message: expect.stringMatching(/access token is expired or revoked/),
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    });

    it('the GraphQL mutation runs the same import', async () => {
      const { body } = await graphql(
        testApp.app,
        'mutation { runDealImport(trigger: MANUAL) { imported notImported message finished } }',
        {},
        curator,
      );

      expect(body.data.runDealImport).toEqual({
        imported: 2,
        notImported: 1,
        message: expect.stringContaining('Imported 2 new deals'),
        finished: true,
      });
    });
  });

  it('keeps the deals but not pictures from a private address when IMPORT_ALLOW_PRIVATE_HOSTS is unset', async () => {
    const graph = await new FakeGraphApi().start();
    graph.posts = pagePosts(graph);
    graph.images.set('fryer.png', await pngBytes());
    const testApp = await startTestApp(dialect, {
      FACEBOOK_PAGE_ID: graph.pageId,
      FACEBOOK_ACCESS_TOKEN: graph.accessToken,
      FACEBOOK_GRAPH_URL: graph.graphUrl,
    });
    try {
      const curator = await signedInAs(testApp.app, 'curator');
      const answer = await request(testApp.app).get('/api/scheduled-import').set('Cookie', curator);

      expect(answer.body).toMatchObject({ imported: 2 });
      const rows: { image_url: string }[] = await testApp.dataSource.query(
        'SELECT `image_url` FROM `deals` WHERE `source_post_id` IS NOT NULL',
      );
      expect(rows.map((row) => row.image_url)).toEqual(['', '']);
      expect(graph.requests.filter((path) => path.startsWith('/images/'))).toEqual([]);
    } finally {
      await testApp.close();
      await graph.stop();
    }
  });

  describe('requests and settings', () => {
    let testApp: TestApp;
    let curator: string;

    beforeEach(async () => {
      testApp = await startTestApp(dialect);
      curator = await signedInAs(testApp.app, 'curator');
    });
    afterEach(() => testApp.close());

    it.each(['cross-site', 'same-site'])(
      'refuses GET /api/scheduled-import when the browser says it is %s',
      async (site) => {
        const answer = await request(testApp.app)
          .get('/api/scheduled-import')
          .set('Cookie', curator)
          .set('Sec-Fetch-Site', site);

        expect(answer.status).toBe(403);
        const { body } = await graphql(testApp.app, OVERVIEW, {}, curator);
        expect(body.data.importOverview.runs).toEqual([]);
      },
    );

    it('answers a clear message naming what is missing when not configured', async () => {
      const answer = await request(testApp.app)
        .get('/api/scheduled-import')
        .set('Cookie', curator)
        .set('Sec-Fetch-Site', 'same-origin');

      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe(
        'The import is not configured: enter a page ID in Import Management (or set FACEBOOK_PAGE_ID) and set FACEBOOK_ACCESS_TOKEN to a page access token',
      );
    });

    it('keeps the page ID setting, which then wins over FACEBOOK_PAGE_ID', async () => {
      const saved = await graphql(
        testApp.app,
        'mutation { saveImportPageId(pageId: "best.deals_2026") }',
        {},
        curator,
      );
      expect(saved.body.data.saveImportPageId).toBe('best.deals_2026');

      const { body } = await graphql(testApp.app, OVERVIEW, {}, curator);
      expect(body.data.importOverview.pageId).toBe('best.deals_2026');
    });

    it.each(['', 'my page', 'page/../x', 'ünïcode', '..', '.', '...', 'x'.repeat(101)])(
      'refuses the page ID %j, saving nothing',
      async (pageId) => {
        const { body } = await graphql(
          testApp.app,
          'mutation Save($pageId: String!) { saveImportPageId(pageId: $pageId) }',
          { pageId },
          curator,
        );

        expect(body.errors[0]).toMatchObject({
          message: 'Enter a valid page ID or username',
          extensions: { code: 'BAD_USER_INPUT', field: 'pageId' },
        });
        const overview = await graphql(testApp.app, OVERVIEW, {}, curator);
        expect(overview.body.data.importOverview.pageId).toBeNull();
      },
    );
  });
});

// The import's copies of pictures go to the image store: here an S3 bucket, through a worker.
describe('deal import with images in an S3 bucket (s3rver on loopback)', () => {
  let s3: LocalS3Server;
  let graph: FakeGraphApi;
  let running: ImportTestApp;

  beforeAll(async () => {
    s3 = await startLocalS3Server();
    Object.assign(process.env, s3.env);
    graph = await new FakeGraphApi().start();
    graph.posts = pagePosts(graph);
    graph.images.set('fryer.png', await pngBytes({ r: 250, g: 120, b: 0 }));
    graph.images.set('blanket.png', await pngBytes({ r: 0, g: 90, b: 200 }));
    running = await startImportTestApp('sqlite', graph, true, s3.env);
  });

  afterAll(async () => {
    await running?.close();
    await graph?.stop();
    for (const name of Object.keys(s3?.env ?? {})) delete process.env[name];
    await s3?.close();
  });

  it('rehosts the pictures in the bucket, where the site serves them from', async () => {
    const { testApp, curator } = running;
    const imported = await request(testApp.app).get('/api/scheduled-import').set('Cookie', curator);
    expect(imported.body).toMatchObject({ imported: 2 });
    const rows: { image_url: string }[] = await testApp.dataSource.query(
      'SELECT `image_url` FROM `deals` WHERE `source_post_id` IS NOT NULL',
    );
    const stored = await testApp.services.images.uploads.list();
    for (const { image_url: imageUrl } of rows) {
      const name = imageUrl.slice('/uploads/'.length);
      expect(stored).toContain(name);
      expect(existsSync(join(testApp.config.dataDir, imageUrl))).toBe(false);
      const served = await request(testApp.app).get(imageUrl);
      expect([served.status, served.headers['content-type']]).toEqual([200, 'image/png']);
    }
  });
});
