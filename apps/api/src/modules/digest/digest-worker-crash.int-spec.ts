import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DIGEST_SEND_CONCURRENCY } from '@deal-site/digest-delivery';
import { startTestSmtpServer, type TestSmtpServer } from '@deal-site/digest-delivery/testing';
import { createEmailDigestQueue } from '@deal-site/jobs';
import { TEST_REDIS_URL, randomQueuePrefix, waitFor } from '@deal-site/jobs/testing';
import { DIGEST_JOB } from '@deal-site/queue-contract';
import type { DataSource } from 'typeorm';
import { insertDeal } from '../../../test/deal-fixtures';
import { createMysqlDatabase, type TestDatabase } from '../../../test/test-databases';
import { openDatabase } from '../../database/data-source';
import { Subscription } from '../subscription/subscription.entity';
import { DigestSendRow } from '../subscription/digest-send.entity';

const WORKSPACE_ROOT = join(__dirname, '../../../../..');
const READERS = 12;

/** The worker's digest consumer in a process of its own, with locks of a second or two. */
async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', 'apps/worker/test/short-lock-digest-worker.ts'],
    {
      cwd: WORKSPACE_ROOT,
      env: {
        PATH: process.env.PATH,
        SWC_NODE_PROJECT: join(WORKSPACE_ROOT, 'tsconfig.base.json'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // The worker may log first (a taken-over job's stall warning can precede its "ready").
  const lines = createInterface({ input: child.stdout });
  const ready = new Promise<void>((resolve) => {
    lines.on('line', (line) => {
      if (line === 'ready') resolve();
    });
  });
  await Promise.race([
    ready,
    once(child, 'exit').then(() => {
      throw new Error('the digest worker exited before it was ready');
    }),
  ]);
  return child;
}

async function kill(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  await once(child, 'exit');
}

describe('a digest worker SIGKILLed in the middle of a run (MariaDB, Redis, SMTP)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let smtp: TestSmtpServer;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createMysqlDatabase();
    dataSource = await openDatabase(database.config);
    smtp = await startTestSmtpServer();
  });

  afterAll(async () => {
    for (const worker of workers) await kill(worker, 'SIGKILL');
    await smtp?.close();
    await dataSource?.destroy();
    await database?.drop();
  });

  it('sends the period’s digest to every subscriber once after the job is taken over', async () => {
    if (database.config.dialect !== 'mysql') throw new Error('a MariaDB database was expected');
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000);
    const repository = dataSource.getRepository(Subscription);
    const readers = await repository.save(
      Array.from({ length: READERS }, (_, index) =>
        repository.create({
          email: `crash.reader${index}@example.com`,
          frequency: 'daily',
          unsubscribeToken: `crash${String(index).padStart(38, '0')}`,
          status: 'active',
          confirmedAt: weekAgo,
        }),
      ),
    );
    await insertDeal(dataSource, {
      title: 'Deal of the crash test',
      createdAt: new Date(Date.now() - 3600_000),
    });

    const prefix = randomQueuePrefix();
    const env = {
      DATABASE_URL: database.config.url,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: prefix,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Deals <deals@example.com>',
      PUBLIC_URL: 'https://deals.example.com',
    };
    // Each message is answered after 300 ms, so the run is still going when its worker dies.
    smtp.setAnswerDelay(300);
    workers.push(await startWorker(env));
    const queue = createEmailDigestQueue({ redisUrl: TEST_REDIS_URL, prefix });
    try {
      await queue.add(DIGEST_JOB, { frequency: 'daily', trigger: 'schedule' });
      // Killed while every send in flight waits for its answer: the digests taken so far are
      // recorded as sent, and the ones in flight are taken by no one. (A message taken in the
      // instant before its send is recorded is the one a kill can make arrive twice; docs/mail.md.)
      await waitFor(
        () => smtp.received.length >= 4 && smtp.awaitingAnswer() === DIGEST_SEND_CONCURRENCY,
        { timeoutMs: 20_000, intervalMs: 5, what: 'the first digests, and the next ones sent' },
      );
      await kill(workers[0], 'SIGKILL');
      const beforeTakeOver = smtp.received.length;
      expect(beforeTakeOver).toBeLessThan(READERS);

      workers.push(await startWorker(env));
      await waitFor(() => readers.every((reader) => smtp.mailsTo(reader.email).length > 0), {
        timeoutMs: 30_000,
        intervalMs: 100,
        what: 'every subscriber’s digest',
      });
      await waitFor(async () => (await queue.getCompletedCount()) === 1, {
        timeoutMs: 10_000,
        intervalMs: 100,
        what: 'the job to complete',
      });
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
    }
    for (const reader of readers) expect(smtp.mailsTo(reader.email)).toHaveLength(1);
    const sends = await dataSource.getRepository(DigestSendRow).find();
    expect(sends).toHaveLength(READERS);
    expect(new Set(sends.map(({ status }) => status))).toEqual(new Set(['sent']));
  }, 90_000);
});
