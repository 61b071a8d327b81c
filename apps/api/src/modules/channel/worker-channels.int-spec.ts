import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChannelPostsQueue, type ChannelPostsQueue } from '@deal-site/jobs';
import { TEST_REDIS_URL, randomQueuePrefix, sleep, waitFor } from '@deal-site/jobs/testing';
import {
  CHANNEL_POSTING_SCHEDULER_ID,
  POST_DEALS_TO_CHANNELS_JOB,
} from '@deal-site/queue-contract';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { insertDeal } from '../../../test/deal-fixtures';
import { FakeDiscord } from '../../../test/fake-channels/discord';
import { startSourceWorker, workerDatabase, type SourceWorker } from '../../../test/source-worker';
import { DIALECTS } from '../../../test/test-databases';
import { openDatabase } from '../../database/data-source';
import {
  startChannelPostingScheduling,
  type ChannelPostingScheduling,
} from './channel-posting-scheduling';
import { ChannelPostRow } from './channel-post.entity';

describe.each(DIALECTS)('channel posting through two BullMQ worker processes on %s', (dialect) => {
  let dataDir: string;
  let discord: FakeDiscord;
  let dataSource: DataSource;
  let dropDatabase: () => Promise<void>;
  let scheduling: ChannelPostingScheduling;
  let queue: ChannelPostsQueue;
  const workers: SourceWorker[] = [];

  afterEach(async () => {
    for (const worker of workers) worker.kill();
    await scheduling.stop();
    await queue.obliterate({ force: true });
    await queue.close();
    await dataSource.destroy();
    await dropDatabase();
    await discord.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('posts each new deal once through a rate limit, two workers and a restart', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'worker-channels-'));
    const database = await workerDatabase(dialect, dataDir);
    dropDatabase = database.drop;
    dataSource = await openDatabase(database.config);
    discord = await FakeDiscord.start();
    const prefix = randomQueuePrefix();
    queue = createChannelPostsQueue({ redisUrl: TEST_REDIS_URL, prefix });
    const env = {
      DATA_DIR: dataDir,
      QUEUE_PREFIX: prefix,
      DISCORD_WEBHOOK_URL: discord.webhookUrl,
      ...database.env,
    };
    // The API's side: the job scheduler (every 500 ms here), one sweep at a time across workers.
    scheduling = await startChannelPostingScheduling({
      redisUrl: TEST_REDIS_URL,
      queuePrefix: prefix,
      logger: pino({ level: 'silent' }),
      channels: { run: () => Promise.reject(new Error('the API never sweeps with Redis')) },
      everyMs: 500,
    });
    expect(scheduling.mode).toBe('bullmq');
    expect((await queue.getJobSchedulers()).map(({ key, name }) => ({ key, name }))).toEqual([
      { key: CHANNEL_POSTING_SCHEDULER_ID, name: POST_DEALS_TO_CHANNELS_JOB },
    ]);
    expect(await queue.getGlobalConcurrency()).toBe(1);

    discord.answerNext(429, 1, 1);
    workers.push(await startSourceWorker(env), await startSourceWorker(env));
    for (const worker of workers) expect(worker.stdout()).toContain('"channel-posts"');

    const messagesFor = (dealId: number) =>
      discord.messages.filter((message) =>
        message.embed.url.endsWith(`/deals/${dealId}?src=discord`),
      );

    const firstDeals = [
      await insertDeal(dataSource, { createdAt: new Date() }),
      await insertDeal(dataSource, { createdAt: new Date() }),
    ];
    await waitFor(() => firstDeals.every((deal) => messagesFor(deal.id).length > 0), {
      timeoutMs: 60_000,
      what: `the first deals on Discord (stdout: ${workers[0].stdout()})`,
    });
    for (const deal of firstDeals) expect(messagesFor(deal.id)[0]).toBeDefined();
    expect(discord.calls[0].status).toBe(429);

    // A worker restarts; the other goes on meanwhile.
    workers[0].child.kill('SIGTERM');
    expect(await workers[0].exited).toBe(0);
    workers[0] = await startSourceWorker(env);

    const second = await insertDeal(dataSource, { createdAt: new Date() });
    await waitFor(() => messagesFor(second.id).length > 0, {
      timeoutMs: 60_000,
      what: 'the second deal on Discord',
    });
    // Several more sweeps by both workers post nothing again.
    await sleep(2_000);
    for (const deal of [...firstDeals, second]) expect(messagesFor(deal.id)).toHaveLength(1);
    expect(discord.errors).toEqual([]);
    const rows = await dataSource.getRepository(ChannelPostRow).find({ order: { dealId: 'ASC' } });
    expect(rows.map(({ dealId, channel, state }) => ({ dealId, channel, state }))).toEqual(
      [...firstDeals, second].map((deal) => ({
        dealId: deal.id,
        channel: 'discord',
        state: 'posted',
      })),
    );
    for (const worker of workers) expect(worker.stderr()).toBe('');
  });
});
