import {
  createLinkHealthQueue,
  createLinkHealthWorker,
  type LinkHealthQueue,
  type LinkHealthWorker,
} from '@deal-site/jobs';
import { TEST_REDIS_URL, randomQueuePrefix, waitFor } from '@deal-site/jobs/testing';
import { LinkHealthRunner, SqlLinkCheckStore } from '@deal-site/link-health';
import { LocalSite, answer } from '@deal-site/link-health/testing';
import { CHECK_LINKS_JOB, LINK_CHECK_SCHEDULER_ID } from '@deal-site/queue-contract';
import pino from 'pino';
import request from 'supertest';
import { graphql, signedInAs } from '../../../test/auth-helpers';
import { insertDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { LinkCheckRunRow } from './link-check-run.entity';
import { LinkCheckRow } from './link-check.entity';
import { startLinkHealthScheduling, type LinkHealthScheduling } from './link-health-scheduling';

const logger = pino({ level: 'silent' });

describe('the weekly link-check job scheduler (BullMQ)', () => {
  const prefix = randomQueuePrefix();
  const started: LinkHealthScheduling[] = [];
  let queue: LinkHealthQueue;

  beforeAll(() => {
    queue = createLinkHealthQueue({ redisUrl: TEST_REDIS_URL, prefix });
  });

  afterAll(async () => {
    await Promise.all(started.map((scheduling) => scheduling.stop()));
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('keeps one scheduler, Mondays at 04:00 in SITE_TIMEZONE, after several boots', async () => {
    const boot = async (siteTimeZone: string) => {
      const scheduling = await startLinkHealthScheduling({
        redisUrl: TEST_REDIS_URL,
        queuePrefix: prefix,
        siteTimeZone,
        logger,
        links: { run: () => Promise.reject(new Error('the API never runs checks with Redis')) },
      });
      started.push(scheduling);
      return scheduling;
    };
    expect((await boot('America/Chicago')).mode).toBe('bullmq');
    await Promise.all([boot('America/Chicago'), boot('America/Chicago')]);
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map(({ key, name, pattern, tz }) => ({ key, name, pattern, tz }))).toEqual([
      {
        key: LINK_CHECK_SCHEDULER_ID,
        name: CHECK_LINKS_JOB,
        pattern: '0 4 * * 1',
        tz: 'America/Chicago',
      },
    ]);
    // A new SITE_TIMEZONE updates the one scheduler rather than adding a second.
    await boot('Europe/Paris');
    expect((await queue.getJobSchedulers()).map(({ key, tz }) => ({ key, tz }))).toEqual([
      { key: LINK_CHECK_SCHEDULER_ID, tz: 'Europe/Paris' },
    ]);
    // Runs never overlap, whichever worker takes them.
    expect(await queue.getGlobalConcurrency()).toBe(1);
  });
});

describe.each(DIALECTS)('link checks through BullMQ on %s', (dialect) => {
  let site: LocalSite;
  let testApp: TestApp;
  let curator: string;
  let worker: LinkHealthWorker | undefined;

  beforeAll(async () => {
    site = await new LocalSite().start();
    site.on('/product', answer(200)).on('/gone', answer(404));
    testApp = await startTestApp(dialect, {
      REDIS_URL: TEST_REDIS_URL,
      IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
    });
    curator = await signedInAs(testApp.app, 'queued.links.curator');
  });

  afterAll(async () => {
    await worker?.close();
    await testApp.close();
    await site.stop();
  });

  it('queues "Check links now" for the worker, which checks the links on the shared database', async () => {
    const ok = await insertDeal(testApp.dataSource, { affiliateLink: site.url('/product') });
    const gone = await insertDeal(testApp.dataSource, { affiliateLink: site.url('/gone') });
    const amazon = await insertDeal(testApp.dataSource, {
      affiliateLink: 'https://www.amazon.com/dp/B0QUEUED01',
    });
    const queue = createLinkHealthQueue({
      redisUrl: TEST_REDIS_URL,
      prefix: testApp.config.queuePrefix,
    });
    try {
      expect((await queue.getJobSchedulers()).map(({ key }) => key)).toEqual([
        LINK_CHECK_SCHEDULER_ID,
      ]);

      const requested = await request(testApp.app)
        .post('/api/link-checks/run')
        .set('Cookie', curator)
        .expect(202);
      expect(requested.body).toMatchObject({ started: true });
      // No worker yet: the job waits, and a second request joins it.
      const again = await graphql(
        testApp.app,
        'mutation { checkDealLinks { started } }',
        {},
        curator,
      );
      expect(again.body.data.checkDealLinks).toEqual({ started: false });
      expect(await queue.getWaitingCount()).toBe(1);
      const [job] = await queue.getWaiting();
      expect(job.data).toMatchObject({ trigger: 'manual' });
      const health = await graphql(testApp.app, '{ linkHealth { running } }', {}, curator);
      expect(health.body.data.linkHealth.running).toBe(true);
      expect(site.seen).toEqual([]);

      // The worker's own connection to the same database, as apps/worker opens it.
      worker = createLinkHealthWorker({
        redisUrl: TEST_REDIS_URL,
        prefix: testApp.config.queuePrefix,
        logger,
        links: new LinkHealthRunner({
          store: new SqlLinkCheckStore(testApp.dataSource),
          checkOptions: { allowPrivateHosts: true, perHostIntervalMs: 5 },
          logger,
        }),
      });
      await waitFor(async () => (await queue.getJob(job.id!))?.finishedOn !== undefined, {
        timeoutMs: 15_000,
        what: 'the queued link check',
      });
      expect((await queue.getJob(job.id!))!.returnvalue).toEqual({
        checked: 3,
        ok: 1,
        broken: 1,
        unknown: 0,
        notChecked: 1,
      });

      const checks = testApp.dataSource.getRepository(LinkCheckRow);
      expect(await checks.findOneBy({ dealId: ok.id })).toMatchObject({ status: 'ok' });
      expect(await checks.findOneBy({ dealId: gone.id })).toMatchObject({
        status: 'broken',
        reason: '404 Not Found',
      });
      expect(await checks.findOneBy({ dealId: amazon.id })).toMatchObject({
        status: 'not-checked',
      });
      expect(await testApp.dataSource.getRepository(LinkCheckRunRow).find()).toEqual([
        expect.objectContaining({
          trigger: 'manual',
          owner: `bullmq:${job.id}`,
          finishedAt: expect.any(Date),
          checked: 3,
        }),
      ]);
      const listed = await request(testApp.app)
        .get('/api/link-checks')
        .set('Cookie', curator)
        .expect(200);
      expect(listed.body).toMatchObject({
        running: false,
        counts: { ok: 1, broken: 1, unknown: 0, notChecked: 1 },
        deals: [{ deal: { id: gone.id }, reason: '404 Not Found' }],
      });
    } finally {
      await queue.close();
    }
  });
});
