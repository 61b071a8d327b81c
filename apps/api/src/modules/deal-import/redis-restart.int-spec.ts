import { createImportQueue, createImportWorker, type ImportWorker } from '@deal-site/jobs';
import {
  startPrivateRedis,
  stubImporter,
  waitFor,
  type PrivateRedis,
} from '@deal-site/jobs/testing';
import { IMPORT_SCHEDULER_ID } from '@deal-site/queue-contract';
import pino from 'pino';
import request from 'supertest';
import { TEST_PASSWORD, randomTestAddress, signedInAs } from '../../../test/auth-helpers';
import { insertDeal } from '../../../test/deal-fixtures';
import { ImportTriggerKind } from './deal-import.types';
import { startTestApp, type TestApp } from '../../../test/test-app';

const logger = pino({ level: 'silent' });

describe('Redis restarted under load (a server of the test own, restarted empty)', () => {
  let redis: PrivateRedis;
  let testApp: TestApp;
  let worker: ImportWorker;
  const importer = stubImporter(async () => ({
    imported: 2,
    notImported: 0,
    message: 'imported after the restart',
  }));

  beforeAll(async () => {
    redis = await startPrivateRedis();
    testApp = await startTestApp('sqlite', { REDIS_URL: redis.url });
    worker = createImportWorker({
      redisUrl: redis.url,
      prefix: testApp.config.queuePrefix,
      logger,
      importer,
    });
    await signedInAs(testApp.app, 'restart.curator');
  }, 30_000);

  afterAll(async () => {
    await worker?.close();
    await testApp?.close();
    await redis?.stop();
  });

  const schedulerIds = async () => {
    const queue = createImportQueue({ redisUrl: redis.url, prefix: testApp.config.queuePrefix });
    try {
      return (await queue.getJobSchedulers()).map(({ key }) => key);
    } finally {
      await queue.close();
    }
  };

  it('keeps pages and clicks answering, keeps the login limits, and runs imports once it is back', async () => {
    const deal = await insertDeal(testApp.dataSource, { title: 'Outage-proof kettle' });
    expect(await schedulerIds()).toEqual([IMPORT_SCHEDULER_ID]);
    await redis.stop();

    const api = () => request(testApp.app);
    const statuses: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      statuses.push((await api().get('/api/deals')).status);
      const click = await api()
        .post(`/api/deals/${deal.id}/click`)
        .set('User-Agent', `Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0 outage-${round}`)
        .set('X-Forwarded-For', randomTestAddress());
      statuses.push(click.status);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    // Without Redis each process counts in memory: the limits hold, they do not open up.
    const address = randomTestAddress();
    const login = (password: string) =>
      api()
        .post('/api/login')
        .set('X-Forwarded-For', address)
        .send({ username: 'restart.curator', password });
    for (let failure = 0; failure < 5; failure += 1) {
      expect((await login('wrong password')).status).toBe(401);
    }
    expect((await login(TEST_PASSWORD)).status).toBe(429);

    await redis.restart();
    // The schedule comes back by itself, though Redis lost it.
    await waitFor(async () => (await schedulerIds()).includes(IMPORT_SCHEDULER_ID), {
      timeoutMs: 15_000,
      intervalMs: 200,
      what: 'the import scheduler to be written again',
    });
    const run = await testApp.services.imports.runNow(ImportTriggerKind.MANUAL, 15_000);
    expect(run).toMatchObject({ imported: 2, message: 'imported after the restart' });
    expect(importer.triggers.length).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
