import { linkRequestSender, type SendLinkRequest } from '@deal-site/link-health';
import { LocalSite, answer, redirect, slowAnswer } from '@deal-site/link-health/testing';
import { waitFor } from '@deal-site/jobs/testing';
import request from 'supertest';
import { graphql, signedInAs } from '../../../test/auth-helpers';
import { insertDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import type { ServiceTestOptions } from '../../services';
import { LinkCheckRunRow } from './link-check-run.entity';
import { LinkCheckRow } from './link-check.entity';

const AMAZON_LINK = 'https://www.amazon.com/dp/B0LINKTEST';

/** A row of GET /api/link-checks, as far as these tests read it. */
interface ListedCheck {
  deal: { id: number };
  reason: string;
}

/** Every request the checks send, wherever to, through the real sender under the given rules. */
function requestSpy(allowPrivateHosts: boolean) {
  const requested: string[] = [];
  const real = linkRequestSender({ allowPrivateHosts });
  const sendRequest: SendLinkRequest = (linkRequest) => {
    requested.push(`${linkRequest.method} ${linkRequest.url.href}`);
    return real(linkRequest);
  };
  return { requested, sendRequest };
}

/** Short per-host pacing, so a run over one local server takes milliseconds, not seconds. */
const fastChecks = (
  extra: NonNullable<ServiceTestOptions['linkHealth']> = {},
): ServiceTestOptions => ({
  linkHealth: { ...extra, checkOverrides: { perHostIntervalMs: 5, ...extra.checkOverrides } },
});

async function clearDeals(testApp: TestApp): Promise<void> {
  // Their checks go with them (ON DELETE CASCADE); runs are history, cleared by hand.
  await testApp.dataSource.query('DELETE FROM `deals`');
  await testApp.dataSource.query('DELETE FROM `link_check_runs`');
}

const checkOf = (testApp: TestApp, dealId: number) =>
  testApp.dataSource.getRepository(LinkCheckRow).findOneBy({ dealId });

describe.each(DIALECTS)('link checks on %s', (dialect) => {
  let site: LocalSite;
  let spy: ReturnType<typeof requestSpy>;
  let testApp: TestApp;
  let curator: string;

  const listed = async (status = '') =>
    (
      await request(testApp.app)
        .get(`/api/link-checks${status ? `?status=${status}` : ''}`)
        .set('Cookie', curator)
        .expect(200)
    ).body;

  beforeAll(async () => {
    site = await new LocalSite().start();
    spy = requestSpy(true);
    testApp = await startTestApp(
      dialect,
      { IMPORT_ALLOW_PRIVATE_HOSTS: 'true' },
      { serviceTestOptions: fastChecks({ checkOverrides: { sendRequest: spy.sendRequest } }) },
    );
    curator = await signedInAs(testApp.app, 'links.curator');
  });

  afterAll(async () => {
    await testApp.close();
    await site.stop();
  });

  beforeEach(async () => {
    await clearDeals(testApp);
    site.seen.length = 0;
    spy.requested.length = 0;
  });

  it('stores ok, broken, unknown and not checked per live deal, and leaves expired and archived deals alone', async () => {
    site
      .on('/product', answer(200))
      .on('/gone', answer(404))
      .on('/removed', answer(410))
      .on('/busy', answer(503))
      .on('/old-product', redirect('/'));
    const deal = (path: string, overrides = {}) =>
      insertDeal(testApp.dataSource, { affiliateLink: site.url(path), ...overrides });
    const ok = await deal('/product');
    const gone = await deal('/gone');
    const removed = await deal('/removed');
    const busy = await deal('/busy');
    const moved = await deal('/old-product');
    const amazon = await insertDeal(testApp.dataSource, { affiliateLink: AMAZON_LINK });
    const expired = await deal('/expired-product', { expiresAt: new Date(Date.now() - 60_000) });
    const archived = await deal('/archived-product', { active: false });
    const linkless = await insertDeal(testApp.dataSource, { affiliateLink: '' });

    const counts = await testApp.services.linkHealth.runner.run('manual');
    expect(counts).toEqual({ checked: 6, ok: 1, broken: 3, unknown: 1, notChecked: 1 });

    expect(await checkOf(testApp, ok.id)).toMatchObject({
      status: 'ok',
      httpStatus: 200,
      reason: '200 OK',
      url: site.url('/product'),
      finalUrl: site.url('/product'),
    });
    expect(await checkOf(testApp, gone.id)).toMatchObject({
      status: 'broken',
      httpStatus: 404,
      reason: '404 Not Found',
    });
    expect(await checkOf(testApp, removed.id)).toMatchObject({
      status: 'broken',
      httpStatus: 410,
      reason: '410 Gone',
    });
    expect(await checkOf(testApp, busy.id)).toMatchObject({
      status: 'unknown',
      httpStatus: 503,
      reason: '503 Service Unavailable',
    });
    expect(await checkOf(testApp, moved.id)).toMatchObject({
      status: 'broken',
      httpStatus: null,
      reason: 'redirects to the home page',
      finalUrl: site.url('/'),
    });
    expect(await checkOf(testApp, amazon.id)).toMatchObject({
      status: 'not-checked',
      httpStatus: null,
      reason: 'not checked: Amazon blocks automated checks',
      finalUrl: AMAZON_LINK,
    });
    for (const left of [expired, archived, linkless])
      expect(await checkOf(testApp, left.id)).toBeNull();

    // Amazon is never requested, by any route; expired and archived deals' shops neither.
    expect(spy.requested.filter((line) => !line.includes('127.0.0.1'))).toEqual([]);
    expect(site.requests()).toEqual(
      expect.arrayContaining(['HEAD /product', 'HEAD /gone', 'HEAD /removed', 'HEAD /busy']),
    );
    expect(site.requests().some((line) => /expired|archived/.test(line))).toBe(false);

    const broken = await listed();
    expect(broken.status).toBe('broken');
    expect(broken.counts).toEqual({ ok: 1, broken: 3, unknown: 1, notChecked: 1 });
    expect(broken.running).toBe(false);
    expect(broken.lastRun).toMatchObject({ trigger: 'manual', checked: 6, broken: 3 });
    expect(broken.lastRun).not.toHaveProperty('owner');
    expect(new Date(broken.lastFinishedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(broken.deals.map((entry: ListedCheck) => [entry.deal.id, entry.reason])).toEqual(
      expect.arrayContaining([
        [gone.id, '404 Not Found'],
        [removed.id, '410 Gone'],
        [moved.id, 'redirects to the home page'],
      ]),
    );
    expect(broken.deals).toHaveLength(3);
    expect(broken.deals[0]).toMatchObject({
      deal: { title: expect.any(String), affiliateLink: expect.any(String) },
      status: 'broken',
      finalUrl: expect.any(String),
      checkedAt: expect.any(String),
    });
    expect((await listed('unknown')).deals.map((entry: ListedCheck) => entry.deal.id)).toEqual([
      busy.id,
    ]);
    expect((await listed('not-checked')).deals.map((entry: ListedCheck) => entry.deal.id)).toEqual([
      amazon.id,
    ]);

    const answer2 = await graphql(
      testApp.app,
      `
        {
          linkHealth {
            counts {
              ok
              broken
              unknown
              notChecked
            }
            running
            lastRun {
              checked
              finishedAt
            }
          }
          dealLinkChecks {
            deal {
              id
            }
            status
            httpStatus
            reason
            finalUrl
            checkedAt
          }
          okLinks: dealLinkChecks(status: OK) {
            deal {
              id
            }
          }
        }
      `,
      {},
      curator,
    );
    expect(answer2.body.errors).toBeUndefined();
    expect(answer2.body.data.linkHealth).toMatchObject({
      counts: { ok: 1, broken: 3, unknown: 1, notChecked: 1 },
      running: false,
      lastRun: { checked: 6 },
    });
    expect(answer2.body.data.dealLinkChecks).toContainEqual({
      deal: { id: String(gone.id) },
      status: 'BROKEN',
      httpStatus: 404,
      reason: '404 Not Found',
      finalUrl: site.url('/gone'),
      checkedAt: expect.any(String),
    });
    expect(answer2.body.data.okLinks).toEqual([{ deal: { id: String(ok.id) } }]);
  });

  it("replaces a deal's row on the next run, drops a corrected link from the list, and deletes the row with the deal", async () => {
    site.on('/flaky', answer(503)).on('/fixed', answer(200));
    const deal = await insertDeal(testApp.dataSource, { affiliateLink: site.url('/flaky') });
    await testApp.services.linkHealth.runner.run('schedule');
    const first = await checkOf(testApp, deal.id);
    expect(first).toMatchObject({ status: 'unknown', httpStatus: 503 });

    site.on('/flaky', answer(404));
    await testApp.services.linkHealth.runner.run('schedule');
    const second = await checkOf(testApp, deal.id);
    expect(second).toMatchObject({ status: 'broken', httpStatus: 404, reason: '404 Not Found' });
    expect(second!.id).toBe(first!.id);
    expect(second!.runId).not.toBe(first!.runId);
    expect(second!.checkedAt.getTime()).toBeGreaterThanOrEqual(first!.checkedAt.getTime());
    expect(await testApp.dataSource.getRepository(LinkCheckRow).countBy({ dealId: deal.id })).toBe(
      1,
    );
    expect((await listed()).deals.map((entry: ListedCheck) => entry.deal.id)).toEqual([deal.id]);

    // The curator corrects the link: the check was of the old one, so the deal leaves the list
    // until the next run checks the new link.
    await request(testApp.app)
      .put(`/api/deals/${deal.id}`)
      .set('Cookie', curator)
      .send({ affiliateLink: site.url('/fixed') })
      .expect(200);
    const corrected = await listed();
    expect(corrected.deals).toEqual([]);
    expect(corrected.counts).toEqual({ ok: 0, broken: 0, unknown: 0, notChecked: 0 });
    await testApp.services.linkHealth.runner.run('manual');
    expect(await checkOf(testApp, deal.id)).toMatchObject({
      status: 'ok',
      url: site.url('/fixed'),
    });

    // Expiring it takes it out of the counts; deleting it deletes its row.
    await request(testApp.app)
      .post(`/api/deals/${deal.id}/expire`)
      .set('Cookie', curator)
      .expect(200);
    expect((await listed('ok')).counts.ok).toBe(0);
    await request(testApp.app).delete(`/api/deals/${deal.id}`).set('Cookie', curator).expect(200);
    expect(await checkOf(testApp, deal.id)).toBeNull();
  });

  it('checks the link Grab Deal follows: a shop link in the description before the affiliate link', async () => {
    site.on('/listed-product', answer(404)).on('/affiliate-product', answer(200));
    const deal = await insertDeal(testApp.dataSource, {
      description: `Two colours. ${site.url('/listed-product')}`,
      affiliateLink: site.url('/affiliate-product'),
    });
    await testApp.services.linkHealth.runner.run('manual');
    expect(await checkOf(testApp, deal.id)).toMatchObject({
      status: 'broken',
      url: site.url('/listed-product'),
    });
    expect(spy.requested.some((line) => line.endsWith('/affiliate-product'))).toBe(false);
    expect((await listed('broken')).deals.map((entry: ListedCheck) => entry.deal.id)).toEqual([
      deal.id,
    ]);

    // Without the description's link, Grab Deal follows the affiliate link: the old check no
    // longer counts, and the next run checks the new link.
    await request(testApp.app)
      .put(`/api/deals/${deal.id}`)
      .set('Cookie', curator)
      .send({ description: 'Two colours.' })
      .expect(200);
    expect((await listed('broken')).counts).toEqual({
      ok: 0,
      broken: 0,
      unknown: 0,
      notChecked: 0,
    });
    await testApp.services.linkHealth.runner.run('manual');
    expect(await checkOf(testApp, deal.id)).toMatchObject({
      status: 'ok',
      url: site.url('/affiliate-product'),
    });
  });

  it('keeps what a stopped run checked, and a later attempt of the same job goes on from there', async () => {
    site.on('/quick', answer(200)).on('/stuck', slowAnswer(60_000));
    const quick = await insertDeal(testApp.dataSource, { affiliateLink: site.url('/quick') });
    const stuck = await insertDeal(testApp.dataSource, { affiliateLink: site.url('/stuck') });
    const amazon = await insertDeal(testApp.dataSource, { affiliateLink: AMAZON_LINK });
    const runner = testApp.services.linkHealth.runner;

    // What a crash leaves: the run stopped with the stuck link still waiting for an answer.
    const crash = new AbortController();
    const stopped = runner.run('schedule', 'bullmq:crash-test', crash.signal);
    await waitFor(() => site.requests().includes('HEAD /stuck'), { what: 'the stuck request' });
    crash.abort(new Error('the worker died'));
    await expect(stopped).rejects.toThrow('the worker died');
    expect(await checkOf(testApp, quick.id)).toMatchObject({ status: 'ok' });
    expect(await checkOf(testApp, amazon.id)).toMatchObject({ status: 'not-checked' });
    expect(await checkOf(testApp, stuck.id)).toBeNull();
    const runs = testApp.dataSource.getRepository(LinkCheckRunRow);
    expect(await runs.findBy({ owner: 'bullmq:crash-test' })).toEqual([
      expect.objectContaining({ finishedAt: null }),
    ]);

    site.on('/stuck', answer(410));
    site.seen.length = 0;
    const resumed = await runner.run('schedule', 'bullmq:crash-test');
    expect(site.requests()).toEqual(['HEAD /stuck']);
    expect(resumed).toEqual({ checked: 3, ok: 1, broken: 1, unknown: 0, notChecked: 1 });
    expect(await checkOf(testApp, stuck.id)).toMatchObject({
      status: 'broken',
      reason: '410 Gone',
    });
    expect(await runs.findBy({ owner: 'bullmq:crash-test' })).toEqual([
      expect.objectContaining({ finishedAt: expect.any(Date), checked: 3 }),
    ]);

    // A job id reused long after (Redis lost its data) starts a run of its own.
    const dead = await runs.save(
      runs.create({
        trigger: 'schedule',
        owner: 'bullmq:reused',
        startedAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000),
        finishedAt: null,
      }),
    );
    await runner.run('schedule', 'bullmq:reused');
    expect(await runs.findOneByOrFail({ id: dead.id })).toMatchObject({ finishedAt: null });
    expect(await runs.countBy({ owner: 'bullmq:reused' })).toBe(2);
  });

  it('runs a check in this process on POST /api/link-checks/run and checkDealLinks, one at a time', async () => {
    site.on('/slow-shop', slowAnswer(1_500));
    const deal = await insertDeal(testApp.dataSource, { affiliateLink: site.url('/slow-shop') });

    const started = await request(testApp.app)
      .post('/api/link-checks/run')
      .set('Cookie', curator)
      .expect(202);
    expect(started.body).toEqual({ started: true, message: expect.any(String) });
    expect(started.headers['cache-control']).toBe('no-store');
    const again = await graphql(
      testApp.app,
      'mutation { checkDealLinks { started message } }',
      {},
      curator,
    );
    expect(again.body.data.checkDealLinks).toEqual({
      started: false,
      message: expect.stringMatching(/already running/),
    });
    expect((await listed()).running).toBe(true);

    await waitFor(async () => (await checkOf(testApp, deal.id)) !== null, {
      timeoutMs: 10_000,
      what: 'the check of the slow shop',
    });
    await waitFor(async () => !(await listed()).running, { what: 'the run to end' });
    expect(site.requests()).toEqual(['HEAD /slow-shop']);
    const runs = await testApp.dataSource.getRepository(LinkCheckRunRow).find();
    expect(runs).toEqual([
      expect.objectContaining({ trigger: 'manual', owner: null, checked: 1, ok: 1 }),
    ]);
  });

  it('refuses an unknown status with 400 {message, field}', async () => {
    const refused = await request(testApp.app)
      .get('/api/link-checks?status=dead')
      .set('Cookie', curator)
      .expect(400);
    expect(refused.body).toMatchObject({
      message: expect.stringMatching(/status/),
      field: 'status',
    });
  });

  it('keeps the link checks for curators', async () => {
    await request(testApp.app).get('/api/link-checks').expect(401);
    await request(testApp.app).post('/api/link-checks/run').expect(401);
    for (const document of [
      '{ dealLinkChecks { reason } }',
      '{ linkHealth { running } }',
      'mutation { checkDealLinks { started } }',
    ]) {
      const anonymous = await graphql(testApp.app, document);
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    const visitor = await signedInAs(testApp.app, 'links.visitor');
    await request(testApp.app).get('/api/link-checks').set('Cookie', visitor).expect(403);
    await request(testApp.app).post('/api/link-checks/run').set('Cookie', visitor).expect(403);
    const refused = await graphql(testApp.app, '{ linkHealth { running } }', {}, visitor);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    // Nothing was started by the refused requests.
    expect(await testApp.dataSource.getRepository(LinkCheckRunRow).count()).toBe(0);
  });
});

describe.each(DIALECTS)('link checks under the import address rules on %s', (dialect) => {
  let site: LocalSite;
  let testApp: TestApp;

  beforeAll(async () => {
    site = await new LocalSite().start();
    site.on('/product', answer(200));
    // IMPORT_ALLOW_PRIVATE_HOSTS unset, as in production; a timer runs the "weekly" check.
    testApp = await startTestApp(dialect, {}, { serviceTestOptions: fastChecks() });
  });

  afterAll(async () => {
    await testApp.close();
    await site.stop();
  });

  it('refuses loopback links without requesting them: broken, "not a public address"', async () => {
    const literal = await insertDeal(testApp.dataSource, { affiliateLink: site.url('/product') });
    const named = await insertDeal(testApp.dataSource, {
      affiliateLink: site.url('/product', 'localhost'),
    });
    const counts = await testApp.services.linkHealth.runner.run('manual');
    expect(counts).toMatchObject({ checked: 2, broken: 2 });
    for (const deal of [literal, named]) {
      expect(await checkOf(testApp, deal.id)).toMatchObject({
        status: 'broken',
        httpStatus: null,
        reason: 'not a public address',
      });
    }
    expect(site.seen).toEqual([]);
  });
});

describe.each(DIALECTS)('the in-process link-check schedule on %s', (dialect) => {
  let site: LocalSite;
  let testApp: TestApp;

  beforeAll(async () => {
    site = await new LocalSite().start();
    site.on('/product', answer(200));
    testApp = await startTestApp(
      dialect,
      { IMPORT_ALLOW_PRIVATE_HOSTS: 'true' },
      { serviceTestOptions: fastChecks({ inProcessTiming: { everyMs: 150 } }) },
    );
  });

  afterAll(async () => {
    await testApp.close();
    await site.stop();
  });

  it('checks the links on its schedule, without Redis', async () => {
    const deal = await insertDeal(testApp.dataSource, { affiliateLink: site.url('/product') });
    const runs = testApp.dataSource.getRepository(LinkCheckRunRow);
    await waitFor(async () => (await runs.countBy({ trigger: 'schedule' })) >= 2, {
      timeoutMs: 10_000,
      what: 'two scheduled runs',
    });
    expect(await checkOf(testApp, deal.id)).toMatchObject({ status: 'ok', httpStatus: 200 });
    expect(site.requests()).toContain('HEAD /product');
    const [latest] = await runs.find({ order: { id: 'DESC' }, take: 1 });
    expect(latest).toMatchObject({ trigger: 'schedule', owner: null });
  });
});
