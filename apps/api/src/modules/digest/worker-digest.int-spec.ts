import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  rawHeader,
  startTestSmtpServer,
  type TestSmtpServer,
} from '@deal-site/digest-delivery/testing';
import { createEmailDigestQueue, type EmailDigestQueue } from '@deal-site/jobs';
import { TEST_REDIS_URL, randomQueuePrefix } from '@deal-site/jobs/testing';
import { DIGEST_JOB } from '@deal-site/queue-contract';
import type { DataSource } from 'typeorm';
import { insertDeal } from '../../../test/deal-fixtures';
import { startSourceWorker, workerDatabase, type SourceWorker } from '../../../test/source-worker';
import { DIALECTS } from '../../../test/test-databases';
import { openDatabase } from '../../database/data-source';
import { Subscription } from '../subscription/subscription.entity';

describe.each(DIALECTS)('the worker process sending digests, on %s', (dialect) => {
  let dataDir: string;
  let smtp: TestSmtpServer;
  let queue: EmailDigestQueue;
  let dataSource: DataSource;
  let dropDatabase: () => Promise<void>;
  let worker: SourceWorker | undefined;

  afterEach(async () => {
    worker?.kill();
    await queue.obliterate({ force: true });
    await queue.close();
    await dataSource.destroy();
    await dropDatabase();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes a digest job from the queue and mails it with links on PUBLIC_URL', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'worker-digest-'));
    const database = await workerDatabase(dialect, dataDir);
    dropDatabase = database.drop;
    dataSource = await openDatabase(database.config);
    smtp = await startTestSmtpServer();
    const prefix = randomQueuePrefix();
    queue = createEmailDigestQueue({ redisUrl: TEST_REDIS_URL, prefix });

    const repository = dataSource.getRepository(Subscription);
    const reader = await repository.save(
      repository.create({
        email: `worker.reader.${Date.now()}@example.com`,
        frequency: 'daily',
        unsubscribeToken: 'w'.repeat(43),
        status: 'active',
        confirmedAt: new Date(Date.now() - 60_000),
      }),
    );
    const deal = await insertDeal(dataSource, { createdAt: new Date(Date.now() - 10_000) });

    worker = await startSourceWorker({
      DATA_DIR: dataDir,
      QUEUE_PREFIX: prefix,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Deals <deals@example.com>',
      PUBLIC_URL: 'https://deals.example.com',
      ...database.env,
    });
    expect(worker.stdout()).toContain('"mail":"smtp"');

    await queue.add(DIGEST_JOB, { frequency: 'daily', trigger: 'manual' });
    const [mail] = await smtp.waitForMails(reader.email, 1, 20_000);
    expect(mail.parsed.text).toContain(`https://deals.example.com/deals/${deal.id}`);
    expect(rawHeader(mail.parsed, 'List-Unsubscribe')).toBe(
      `<https://deals.example.com/unsubscribe/${'w'.repeat(43)}>`,
    );

    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(worker.stderr()).toBe('');
  });
});
