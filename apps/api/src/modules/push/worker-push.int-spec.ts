import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWebPushQueue, type WebPushQueue } from '@deal-site/jobs';
import { TEST_REDIS_URL, randomQueuePrefix, sleep, waitFor } from '@deal-site/jobs/testing';
import { PUSH_FANOUT_SCHEDULER_ID, SEND_DEAL_PUSHES_JOB } from '@deal-site/queue-contract';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { generateVAPIDKeys } from 'web-push';
import { insertDeal } from '../../../test/deal-fixtures';
import { FakePushService, type FakeSubscription } from '../../../test/fake-push-service';
import { insertPushSubscription } from '../../../test/push-fixtures';
import { startSourceWorker, workerDatabase, type SourceWorker } from '../../../test/source-worker';
import { DIALECTS } from '../../../test/test-databases';
import { openDatabase } from '../../database/data-source';
import { startPushFanoutScheduling, type PushFanoutScheduling } from './push-fanout-scheduling';
import { PushFanoutRow } from './push-fanout.entity';
import { PushSubscriptionRow } from './push-subscription.entity';

describe.each(DIALECTS)('deal pushes through two BullMQ worker processes on %s', (dialect) => {
  let dataDir: string;
  let service: FakePushService;
  let dataSource: DataSource;
  let dropDatabase: () => Promise<void>;
  let scheduling: PushFanoutScheduling;
  let queue: WebPushQueue;
  const workers: SourceWorker[] = [];

  afterEach(async () => {
    for (const worker of workers) worker.kill();
    await scheduling.stop();
    await queue.obliterate({ force: true });
    await queue.close();
    await dataSource.destroy();
    await dropDatabase();
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends each new deal once to each follower through retries, two workers and a restart, and deletes a gone subscription', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'worker-push-'));
    const database = await workerDatabase(dialect, dataDir);
    dropDatabase = database.drop;
    dataSource = await openDatabase(database.config);
    service = await FakePushService.start();
    const prefix = randomQueuePrefix();
    queue = createWebPushQueue({ redisUrl: TEST_REDIS_URL, prefix });
    const keys = generateVAPIDKeys();
    const env = {
      DATA_DIR: dataDir,
      QUEUE_PREFIX: prefix,
      // The fake push service listens on loopback https, trusted through the run's certificate.
      IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
      NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS ?? '',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:push-worker-test@example.com',
      ...database.env,
    };
    // The API's side: the job scheduler (every 500 ms here), one sweep at a time across workers.
    scheduling = await startPushFanoutScheduling({
      redisUrl: TEST_REDIS_URL,
      queuePrefix: prefix,
      logger: pino({ level: 'silent' }),
      pushes: { run: () => Promise.reject(new Error('the API never sweeps with Redis')) },
      everyMs: 500,
    });
    expect(scheduling.mode).toBe('bullmq');
    expect((await queue.getJobSchedulers()).map(({ key, name }) => ({ key, name }))).toEqual([
      { key: PUSH_FANOUT_SCHEDULER_ID, name: SEND_DEAL_PUSHES_JOB },
    ]);
    expect(await queue.getGlobalConcurrency()).toBe(1);

    const followers: FakeSubscription[] = [];
    for (let i = 0; i < 3; i += 1) {
      const subscription = service.createFakeSubscription();
      await insertPushSubscription(dataSource, subscription, { all: true });
      followers.push(subscription);
    }
    const gone = service.createFakeSubscription();
    await insertPushSubscription(dataSource, gone, { all: true });
    service.answerNext(gone.endpoint, 410);
    // The first follower's service is busy once: the message is retried after Retry-After.
    service.answerNext(followers[0].endpoint, 429, 1, 1);

    workers.push(await startSourceWorker(env), await startSourceWorker(env));
    for (const worker of workers) expect(worker.stdout()).toContain('"web-push"');

    const deliveredOf = (dealId: number, endpoint: string) =>
      service
        .delivered(endpoint)
        .filter((message) => (message.payload as { id: number }).id === dealId);
    const allDelivered = (dealId: number) => () =>
      followers.every(({ endpoint }) => deliveredOf(dealId, endpoint).length > 0);

    const first = await insertDeal(dataSource, { createdAt: new Date() });
    await waitFor(allDelivered(first.id), {
      timeoutMs: 60_000,
      what: `the first deal to reach every follower (stdout: ${workers[0].stdout()})`,
    });
    for (const { endpoint } of followers)
      expect(
        deliveredOf(first.id, endpoint)[0].receivedAt - first.createdAt.getTime(),
      ).toBeLessThan(60_000);
    expect(service.received(followers[0].endpoint).map(({ status }) => status)).toEqual([429, 201]);
    await waitFor(
      async () =>
        (await dataSource
          .getRepository(PushSubscriptionRow)
          .findOneBy({ endpoint: gone.endpoint })) === null,
      { what: 'the gone subscription to be deleted' },
    );

    // A worker restarts; the other goes on meanwhile.
    workers[0].child.kill('SIGTERM');
    expect(await workers[0].exited).toBe(0);
    workers[0] = await startSourceWorker(env);

    const second = await insertDeal(dataSource, { createdAt: new Date() });
    await waitFor(allDelivered(second.id), {
      timeoutMs: 60_000,
      what: 'the second deal to reach every follower',
    });
    // Several more sweeps by both workers send nothing again.
    await sleep(2_000);
    for (const { endpoint } of followers) {
      expect(deliveredOf(first.id, endpoint)).toHaveLength(1);
      expect(deliveredOf(second.id, endpoint)).toHaveLength(1);
    }
    expect(service.received(gone.endpoint)).toHaveLength(1);
    expect(service.errors).toEqual([]);
    const fanouts = await dataSource
      .getRepository(PushFanoutRow)
      .find({ order: { dealId: 'ASC' } });
    expect(fanouts).toEqual([
      expect.objectContaining({ dealId: first.id, sent: 3, removed: 1, failed: 0 }),
      expect.objectContaining({ dealId: second.id, sent: 3, removed: 0, failed: 0 }),
    ]);
    for (const worker of workers) expect(worker.stderr()).toBe('');
  });
});
