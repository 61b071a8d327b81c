import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLinkHealthQueue, type LinkHealthQueue } from '@deal-site/jobs';
import { TEST_REDIS_URL, randomQueuePrefix, waitFor } from '@deal-site/jobs/testing';
import { LocalSite, answer, slowAnswer } from '@deal-site/link-health/testing';
import { CHECK_LINKS_JOB } from '@deal-site/queue-contract';
import type { DatabaseConfig } from '@deal-site/server-config';
import type { DataSource } from 'typeorm';
import { insertDeal } from '../../../test/deal-fixtures';
import { DIALECTS, createMysqlDatabase, type Dialect } from '../../../test/test-databases';
import { openDatabase } from '../../database/data-source';
import { LinkCheckRunRow } from './link-check-run.entity';
import { LinkCheckRow } from './link-check.entity';

const WORKSPACE_ROOT = join(__dirname, '../../../../..');

/** The database the worker will open from DATA_DIR or DATABASE_URL, migrated as the API does. */
async function workerDatabase(dialect: Dialect, dataDir: string) {
  if (dialect === 'sqlite') {
    const config: DatabaseConfig = { dialect, file: join(dataDir, 'deals.sqlite') };
    return { config, env: {}, drop: async () => undefined };
  }
  const mysql = await createMysqlDatabase();
  const { url } = mysql.config as { url: string };
  return { config: mysql.config, env: { DATABASE_URL: url }, drop: () => mysql.drop() };
}

describe.each(DIALECTS)('the worker process checking links, on %s', (dialect) => {
  let dataDir: string;
  let site: LocalSite;
  let queue: LinkHealthQueue;
  let dataSource: DataSource;
  let dropDatabase: () => Promise<void>;
  let child: ChildProcess | undefined;

  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
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

    let stdout = '';
    let stderr = '';
    child = spawn(process.execPath, ['-r', '@swc-node/register', 'apps/worker/src/main.ts'], {
      cwd: WORKSPACE_ROOT,
      env: {
        PATH: process.env.PATH,
        SWC_NODE_PROJECT: join(WORKSPACE_ROOT, 'tsconfig.base.json'),
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        REDIS_URL: TEST_REDIS_URL,
        QUEUE_PREFIX: prefix,
        IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
        ...database.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve));
    await waitFor(() => stdout.includes('"worker ready"'), {
      timeoutMs: 30_000,
      what: `the worker to be ready (stderr: ${stderr})`,
    });
    expect(stdout).toContain('"link-health"');

    const job = await queue.add(CHECK_LINKS_JOB, { trigger: 'schedule' });
    // Both links are on one host: the slow one is asked for one pacing interval (5 s) later.
    await waitFor(() => site.requests().includes('HEAD /slow'), {
      timeoutMs: 20_000,
      what: `the slow shop to be asked (stdout: ${stdout})`,
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
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // It did not wait for the slow shop's answer, nor for the request's 10 s timeout.
    expect(Date.now() - stoppingAt).toBeLessThan(8_000);
    expect(stderr).toBe('');

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
