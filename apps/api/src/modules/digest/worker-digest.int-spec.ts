import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  rawHeader,
  startTestSmtpServer,
  type TestSmtpServer,
} from '@deal-site/digest-delivery/testing';
import { createEmailDigestQueue, type EmailDigestQueue } from '@deal-site/jobs';
import { TEST_REDIS_URL, randomQueuePrefix, waitFor } from '@deal-site/jobs/testing';
import { DIGEST_JOB } from '@deal-site/queue-contract';
import type { DatabaseConfig } from '@deal-site/server-config';
import type { DataSource } from 'typeorm';
import { insertDeal } from '../../../test/deal-fixtures';
import { DIALECTS, createMysqlDatabase, type Dialect } from '../../../test/test-databases';
import { openDatabase } from '../../database/data-source';
import { Subscription } from '../subscription/subscription.entity';

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

describe.each(DIALECTS)('the worker process sending digests, on %s', (dialect) => {
  let dataDir: string;
  let smtp: TestSmtpServer;
  let queue: EmailDigestQueue;
  let dataSource: DataSource;
  let dropDatabase: () => Promise<void>;
  let child: ChildProcess | undefined;

  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
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
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Deals <deals@example.com>',
        PUBLIC_URL: 'https://deals.example.com',
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
    expect(stdout).toContain('"mail":"smtp"');

    await queue.add(DIGEST_JOB, { frequency: 'daily', trigger: 'manual' });
    const [mail] = await smtp.waitForMails(reader.email, 1, 20_000);
    expect(mail.parsed.text).toContain(`https://deals.example.com/deals/${deal.id}`);
    expect(rawHeader(mail.parsed, 'List-Unsubscribe')).toBe(
      `<https://deals.example.com/unsubscribe/${'w'.repeat(43)}>`,
    );

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
  });
});
