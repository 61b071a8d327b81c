import { randomUUID } from 'node:crypto';
import {
  IMPORT_JOB_OPTIONS,
  IMPORT_SCHEDULER_ID,
  SCHEDULED_IMPORT_JOB,
} from '@deal-site/queue-contract';
import { createImportQueue, type ImportQueue } from '@deal-site/jobs';
import { stubImporter } from '@deal-site/jobs/testing';
import pino from 'pino';
import type { JobScheduling } from './job-scheduling';
import { startJobScheduling } from './start-job-scheduling';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const logger = pino({ level: 'silent' });

describe('startJobScheduling with Redis', () => {
  let prefix: string;
  let inspector: ImportQueue;
  const started: JobScheduling[] = [];

  const boot = async (siteTimeZone = 'America/Chicago') => {
    const scheduling = await startJobScheduling({
      redisUrl: REDIS_URL,
      siteTimeZone,
      logger,
      importer: stubImporter(),
      queuePrefix: prefix,
    });
    started.push(scheduling);
    return scheduling;
  };

  beforeEach(() => {
    prefix = `test-${randomUUID()}`;
    inspector = createImportQueue({ redisUrl: REDIS_URL, prefix });
  });

  afterEach(async () => {
    await Promise.all(started.splice(0).map((scheduling) => scheduling.stop()));
    await inspector.obliterate({ force: true });
    await inspector.close();
  });

  it('leaves exactly one job scheduler, and one next job, after three boots', async () => {
    for (let bootCount = 0; bootCount < 3; bootCount += 1) {
      expect((await boot()).mode).toBe('bullmq');
    }

    const schedulers = await inspector.getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({
      key: IMPORT_SCHEDULER_ID,
      name: SCHEDULED_IMPORT_JOB,
      pattern: '5 * * * *',
      tz: 'America/Chicago',
      template: { data: { trigger: 'schedule' } },
    });

    const delayed = await inspector.getDelayed();
    expect(delayed).toHaveLength(1);
    const [nextJob] = delayed;
    expect(nextJob.name).toBe(SCHEDULED_IMPORT_JOB);
    expect(nextJob.opts).toMatchObject(IMPORT_JOB_OPTIONS);
    expect(new Date(nextJob.timestamp + (nextJob.opts.delay ?? 0)).getUTCMinutes()).toBe(5);
  });

  it('leaves exactly one job scheduler after three simultaneous boots', async () => {
    await Promise.all([boot(), boot(), boot()]);

    expect(await inspector.getJobSchedulers()).toHaveLength(1);
    expect(await inspector.getDelayed()).toHaveLength(1);
  });

  it('moves the one scheduler to a new site time zone on the next boot', async () => {
    await boot('America/Chicago');
    await boot('Asia/Kolkata');

    const schedulers = await inspector.getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0].tz).toBe('Asia/Kolkata');
    const delayed = await inspector.getDelayed();
    expect(delayed).toHaveLength(1);
    // 5 past the hour in India (UTC+5:30) is 35 past in UTC.
    expect(new Date(delayed[0].timestamp + (delayed[0].opts.delay ?? 0)).getUTCMinutes()).toBe(35);
  });

  it('enqueues an on-demand import once, however often it is asked while it waits', async () => {
    const scheduling = await boot();

    await scheduling.enqueueImportNow('manual');
    await scheduling.enqueueImportNow('manual');

    const waiting = await inspector.getWaiting();
    expect(waiting).toHaveLength(1);
    expect(waiting[0].name).toBe(SCHEDULED_IMPORT_JOB);
    expect(waiting[0].data).toEqual({ trigger: 'manual', requestedAt: expect.any(String) });
    expect(waiting[0].opts).toMatchObject(IMPORT_JOB_OPTIONS);
  });
});
