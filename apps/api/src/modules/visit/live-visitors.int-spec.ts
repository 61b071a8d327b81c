import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { randomTestAddress, TEST_REDIS_URL } from '../../../test/auth-helpers';
import { recordingLogger } from '../../../test/recording-logger';
import { openTestDataSource, type TestDataSource } from '../../../test/test-data-source';
import { BROWSER_USER_AGENT as BROWSER } from '../../../test/visitor-agents';
import type { Logger } from '../../logger';
import { VisitorHasher } from '../visitor/visitor-hash';
import { createLiveVisitors, LIVE_VISITOR_WINDOW_MS } from './live-visitors';
import { VisitService } from './visit.service';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  await new Promise((closed) => server.close(closed));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('live visitors of several API processes', () => {
  let database: TestDataSource;
  let redis: Redis;
  const clock = { now: new Date() };
  const running: VisitService[] = [];

  /** An API process's VisitService, counting live visitors in Redis at `redisUrl`. */
  function processOn(redisUrl: string, keyNamespace: string, logger?: Logger): VisitService {
    const visits = new VisitService(database.dataSource, {
      timeZone: 'UTC',
      hasher: new VisitorHasher(database.dataSource, 'deals.test'),
      now: () => clock.now,
      logger,
      liveVisitors: createLiveVisitors({ redisUrl, keyNamespace, logger }),
    });
    running.push(visits);
    return visits;
  }

  /** Two processes sharing one Redis under a QUEUE_PREFIX of their own, and its sorted set's key. */
  function twoProcesses() {
    const keyNamespace = `test-${randomUUID()}`;
    return {
      first: processOn(TEST_REDIS_URL, keyNamespace),
      second: processOn(TEST_REDIS_URL, keyNamespace),
      key: `${keyNamespace}:live-visitors`,
    };
  }

  const someone = () => ({ address: randomTestAddress(), userAgent: BROWSER });

  beforeAll(async () => {
    database = await openTestDataSource('sqlite');
    redis = new Redis(TEST_REDIS_URL);
  });

  beforeEach(() => {
    clock.now = new Date();
  });

  afterEach(async () => {
    for (const visits of running.splice(0)) await visits.close();
  });

  afterAll(async () => {
    await redis.quit();
    await database.close();
  });

  it('answers the visitors of both processes on each, a visitor seen on both once', async () => {
    const { first, second, key } = twoProcesses();
    const both = someone();
    await first.record(someone());
    await first.record(both);
    await second.record(someone());
    await second.record(someone());
    await second.record(both);
    await first.flush();
    await second.flush();

    expect(await first.liveVisitors()).toBe(4);
    expect(await second.liveVisitors()).toBe(4);
    expect(await redis.zcard(key)).toBe(4);
    // The set goes away by itself once nobody visited for the window.
    expect(await redis.pttl(key)).toBeGreaterThan(LIVE_VISITOR_WINDOW_MS - 10_000);
  });

  it('counts the visits a process has not written yet on that process at once', async () => {
    const { first, second } = twoProcesses();
    await first.record(someone());
    await second.record(someone());
    await second.flush();
    expect(await first.liveVisitors()).toBe(2);
  });

  it('leaves out and trims away visitors last seen over 5 minutes ago', async () => {
    const { first, second, key } = twoProcesses();
    const returning = someone();
    await first.record(someone()); // gone for good
    await first.record(returning);
    await first.flush();
    clock.now = new Date(clock.now.getTime() + LIVE_VISITOR_WINDOW_MS + 1000);
    await second.record(returning);
    await second.record(someone());
    await second.flush();

    expect(await first.liveVisitors()).toBe(2);
    expect(await second.liveVisitors()).toBe(2);
    expect(await redis.zcard(key)).toBe(2);
  });

  it('forgets the live visitors of every process on "Reset Stats"', async () => {
    const { first, second, key } = twoProcesses();
    await first.record(someone());
    await second.record(someone());
    await first.flush();
    await second.flush();
    await second.reset();
    expect(await first.liveVisitors()).toBe(0);
    expect(await redis.exists(key)).toBe(0);
  });

  it('counts visits and answers from its own memory while Redis cannot be reached', async () => {
    const { logger, lines: warnings } = recordingLogger('warn');
    const visits = processOn(
      `redis://127.0.0.1:${await closedPort()}`,
      `test-${randomUUID()}`,
      logger,
    );
    const { today: before } = await visits.stats();
    const returning = someone();
    await visits.record(returning);
    await visits.record(someone());
    await visits.flush();
    await visits.record(returning);
    expect(await visits.liveVisitors()).toBe(2);
    expect((await visits.stats()).today).toBe(before + 2);
    expect(warnings.map((line) => line.msg)).toEqual([
      'live visitors: Redis unavailable, counting in memory',
    ]);
  });
});
