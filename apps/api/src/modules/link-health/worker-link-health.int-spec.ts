import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLinkHealthQueue, type LinkHealthQueue } from '@deal-site/jobs';
import { TEST_REDIS_URL, randomQueuePrefix, waitFor } from '@deal-site/jobs/testing';
import { LocalSite, answer, slowAnswer } from '@deal-site/link-health/testing';
import { CHECK_LINKS_JOB } from '@deal-site/queue-contract';
import type { DataSource } from 'typeorm';
import { insertDeal } from '../../../test/deal-fixtures';
import { startSourceWorker, workerDatabase, type SourceWorker } from '../../../test/source-worker';
import { DIALECTS } from '../../../test/test-databases';
import { openDatabase } from '../../database/data-source';
import { LinkCheckRunRow } from './link-check-run.entity';
import { LinkCheckRow } from './link-check.entity';

describe.each(DIALECTS)('the worker process checking links, on %s', (dialect) => {
  let dataDir: string;
  let site: LocalSite;
  let queue: LinkHealthQueue;
  let dataSource: DataSource;
  let dropDatabase: () => Promise<void>;
  let worker: SourceWorker | undefined;

  afterEach(async () => {
    worker?.kill();
    await queue.obliterate({ force: true });
    await queue.close();
    await dataSource.destroy();
    await dropDatabase();
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes the link-check job from the queue, writes each check as it is done, and stops at once on SIGTERM keeping them', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'worker-links-'));
    const database = await workerDatabase(dialect, dataDir);
    dropDatabase = database.drop;
    dataSource = await openDatabase(database.config);
    site = await new LocalSite().start();
    // The slow shop would answer after the 10 s timeout: the run is still checking it at SIGTERM.
    site.on('/product', answer(200)).on('/slow', slowAnswer(30_000));
    const prefix = randomQueuePrefix();
    queue = createLinkHealthQueue({ redisUrl: TEST_REDIS_URL, prefix });

    const ok = await insertDeal(dataSource, { affiliateLink: site.url('/product') });
    const amazon = await insertDeal(dataSource, {
      affiliateLink: 'https://www.amazon.com/dp/B0WORKER01',
    });
    const slow = await insertDeal(dataSource, { affiliateLink: site.url('/slow') });

    worker = await startSourceWorker({
      DATA_DIR: dataDir,
      QUEUE_PREFIX: prefix,
      IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
      ...database.env,
    });
    expect(worker.stdout()).toContain('"link-health"');

    const job = await queue.add(CHECK_LINKS_JOB, { trigger: 'schedule' });
    // Both links are on one host: the slow one is asked for one pacing interval (5 s) later.
    await waitFor(() => site.requests().includes('HEAD /slow'), {
      timeoutMs: 20_000,
      what: `the slow shop to be asked (stdout: ${worker.stdout()})`,
    });
    const checks = dataSource.getRepository(LinkCheckRow);
    expect(await checks.findOneBy({ dealId: ok.id })).toMatchObject({
      status: 'ok',
      httpStatus: 200,
    });
    expect(await checks.findOneBy({ dealId: amazon.id })).toMatchObject({
      status: 'not-checked',
    });

    const stoppingAt = Date.now();
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    // It did not wait for the slow shop's answer, nor for the request's 10 s timeout.
    expect(Date.now() - stoppingAt).toBeLessThan(8_000);
    expect(worker.stderr()).toBe('');

    // What the run wrote stays; the unfinished run waits for the job's next attempt.
    expect(await checks.findOneBy({ dealId: ok.id })).toMatchObject({ status: 'ok' });
    expect(await checks.findOneBy({ dealId: slow.id })).toBeNull();
    expect(await dataSource.getRepository(LinkCheckRunRow).find()).toEqual([
      expect.objectContaining({
        trigger: 'schedule',
        owner: `bullmq:${job.id}`,
        finishedAt: null,
      }),
    ]);
    const stopped = await queue.getJob(job.id!);
    expect(await stopped!.getState()).toBe('delayed');
    expect(stopped!.attemptsMade).toBe(1);
  });
});
