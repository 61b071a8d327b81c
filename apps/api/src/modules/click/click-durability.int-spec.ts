import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp, type RunningApp } from '../../app';
import { openDatabase } from '../../database/data-source';
import { createLogger } from '../../logger';
import { randomTestAddress } from '../../../test/auth-helpers';
import { insertDeal, loadDeal } from '../../../test/deal-fixtures';
import {
  listenOnLoopback,
  startTestApp,
  type LoopbackServer,
  type TestApp,
} from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { BROWSER_USER_AGENT } from '../../../test/visitor-agents';
import { VisitorHasher } from '../visitor/visitor-hash';
import { ClickBatch } from './click-batch';
import { CLICK_RETRY_AFTER_SECONDS } from './click.errors';
import { clickBatchWriter, ClickService } from './click.service';
import { keptClicksFolder } from './kept-clicks';

const HAMMERED_CLICKS = 400;
const STORED_WITHIN_MS = 5000;

/** A second API process on the same database, as a deployment with two of them runs. */
async function secondProcess(
  testApp: TestApp,
): Promise<{ running: RunningApp; dataSource: DataSource }> {
  const dataSource = await openDatabase(testApp.config.database);
  const running = await createApp({
    config: testApp.config,
    dataSource,
    logger: createLogger('silent'),
    web: 'none',
  });
  // Listening, so that concurrent requests share one server.
  await running.app.listen({ port: 0, host: '127.0.0.1' });
  return { running, dataSource };
}

const pressFrom = (app: RunningApp['server'], dealId: number, address = randomTestAddress()) =>
  request(app)
    .post(`/api/deals/${dealId}/click`)
    .set({ 'User-Agent': BROWSER_USER_AGENT, 'X-Forwarded-For': address });

/** Polls the stored count until it is `expected` or the time is up, then answers what it saw. */
async function storedWithin(dataSource: DataSource, dealId: number, expected: number) {
  const deadline = Date.now() + STORED_WITHIN_MS;
  let stored = (await loadDeal(dataSource, dealId))!.clicks;
  while (stored !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    stored = (await loadDeal(dataSource, dealId))!.clicks;
  }
  return stored;
}

describe.each(DIALECTS)('buffered clicks on %s', (dialect) => {
  let testApp: TestApp;
  let server: LoopbackServer;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    server = await listenOnLoopback(testApp);
  });

  afterAll(async () => {
    await server.close();
    await testApp.close();
  });

  it(`stores every click answered as counted within ${STORED_WITHIN_MS / 1000} s, without being asked to`, async () => {
    const deal = await insertDeal(testApp.dataSource, { clicks: 20 });
    const answers = await Promise.all(
      Array.from({ length: HAMMERED_CLICKS }, async (_, index) => {
        const response = await fetch(`${server.baseUrl}/api/deals/${deal.id}/click`, {
          method: 'POST',
          headers: {
            'User-Agent': BROWSER_USER_AGENT,
            'X-Forwarded-For': `10.7.${index >> 8}.${index & 255}`,
          },
        });
        return {
          status: response.status,
          clicks: ((await response.json()) as { clicks: number }).clicks,
        };
      }),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    // Each answer counts the click it answers, so together they name every count from 21 up.
    const counts = answers.map((answer) => answer.clicks).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: HAMMERED_CLICKS }, (_, index) => 21 + index));
    expect(await storedWithin(testApp.dataSource, deal.id, 20 + HAMMERED_CLICKS)).toBe(
      20 + HAMMERED_CLICKS,
    );
  }, 30_000);

  it('adds up the clicks of two API processes on one database', async () => {
    const other = await secondProcess(testApp);
    try {
      const deal = await insertDeal(testApp.dataSource, { clicks: 5 });
      const statuses = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          pressFrom(index % 2 ? testApp.app : other.running.server, deal.id).then(
            (answer) => answer.status,
          ),
        ),
      );
      expect(statuses).toEqual(Array(60).fill(200));
      // One after the other: both "processes" share this thread, where SQLite's lock wait blocks.
      await testApp.services.clicks.flush();
      await other.running.services.clicks.flush();
      expect((await loadDeal(testApp.dataSource, deal.id))!.clicks).toBe(65);
    } finally {
      await other.running.close();
      await other.dataSource.destroy();
    }
  });

  it('writes the buffered clicks when the app closes, so a restarted one finds them', async () => {
    const other = await secondProcess(testApp);
    const deal = await insertDeal(testApp.dataSource, { clicks: 2 });
    for (let press = 0; press < 4; press += 1)
      await pressFrom(other.running.server, deal.id).expect(200);
    await other.running.close();
    await other.dataSource.destroy();
    const restarted = await secondProcess(testApp);
    try {
      expect((await loadDeal(restarted.dataSource, deal.id))!.clicks).toBe(6);
      const answer = await pressFrom(restarted.running.server, deal.id).expect(200);
      expect(answer.body).toEqual({ clicks: 7 });
    } finally {
      await restarted.running.close();
      await restarted.dataSource.destroy();
    }
  });

  it('refuses clicks with 503 and Retry-After while writes fail, and writes the kept ones once when the database is back', async () => {
    const other = await secondProcess(testApp);
    try {
      const deal = await insertDeal(testApp.dataSource, { clicks: 9 });
      for (let press = 0; press < 3; press += 1)
        await pressFrom(other.running.server, deal.id).expect(200);
      // The process loses its database connection before its next write.
      await other.dataSource.destroy();
      await expect(other.running.services.clicks.flush()).rejects.toThrow();
      const refused = await pressFrom(other.running.server, deal.id);
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe(String(CLICK_RETRY_AFTER_SECONDS));
      expect((await loadDeal(testApp.dataSource, deal.id))!.clicks).toBe(9);

      await other.dataSource.initialize();
      // The kept clicks are retried on their own within a few seconds, and written once.
      expect(await storedWithin(testApp.dataSource, deal.id, 12)).toBe(12);
      await other.running.services.clicks.flush();
      expect((await loadDeal(testApp.dataSource, deal.id))!.clicks).toBe(12);
      expect((await pressFrom(other.running.server, deal.id).expect(200)).body).toEqual({
        clicks: 13,
      });
    } finally {
      await other.running.close();
      if (other.dataSource.isInitialized) await other.dataSource.destroy();
    }
  }, 20_000);

  it('keeps the clicks it cannot write on close in DATA_DIR, and the next start writes them once', async () => {
    const stopping = await secondProcess(testApp);
    const deal = await insertDeal(testApp.dataSource, { clicks: 4 });
    const visitor = randomTestAddress();
    for (let press = 0; press < 2; press += 1)
      await pressFrom(stopping.running.server, deal.id, visitor).expect(200);
    await pressFrom(stopping.running.server, deal.id).expect(200);
    // The database goes away before the write; the process is stopped meanwhile.
    await stopping.dataSource.destroy();
    await expect(stopping.running.close()).resolves.toBeUndefined();
    expect((await loadDeal(testApp.dataSource, deal.id))!.clicks).toBe(4);
    const folder = join(testApp.config.dataDir, 'unwritten-clicks');
    expect(readdirSync(folder)).toHaveLength(1);

    const restarted = await secondProcess(testApp);
    try {
      expect((await loadDeal(testApp.dataSource, deal.id))!.clicks).toBe(7);
      expect(readdirSync(folder)).toEqual([]);
      // The kept visitor rows count towards the daily cap: one more click of that visitor counts.
      for (let press = 0; press < 2; press += 1)
        await pressFrom(restarted.running.server, deal.id, visitor).expect(200);
      await restarted.running.services.clicks.flush();
      expect((await loadDeal(testApp.dataSource, deal.id))!.clicks).toBe(8);
    } finally {
      await restarted.running.close();
      await restarted.dataSource.destroy();
    }
    // A second start finds nothing left to write.
    const again = await secondProcess(testApp);
    await again.running.close();
    await again.dataSource.destroy();
    expect((await loadDeal(testApp.dataSource, deal.id))!.clicks).toBe(8);
  });
  it('leaves kept clicks in the folder while the database cannot take them, and writes them once later', async () => {
    const deal = await insertDeal(testApp.dataSource, { clicks: 1 });
    const folder = keptClicksFolder(join(testApp.config.dataDir, 'kept-at-start'));
    const kept = new ClickBatch();
    kept.add(deal.id, '2026-11-26', '0123456789abcdef', 2);
    kept.add(deal.id, '2026-11-26', 'fedcba9876543210', 1);
    await folder.keep(kept);
    const dataSource = await openDatabase(testApp.config.database);
    const starting = () =>
      new ClickService(dataSource, {
        timeZone: testApp.config.siteTimeZone,
        hasher: new VisitorHasher(dataSource, 'kept.test'),
        unwrittenClicks: folder,
      });
    await dataSource.destroy();
    const unlucky = starting();
    await unlucky.writeKeptClicks();
    await unlucky.close();
    expect((await loadDeal(testApp.dataSource, deal.id))!.clicks).toBe(1);
    expect(readdirSync(folder.folder).filter((name) => name.endsWith('.json'))).toHaveLength(1);

    await dataSource.initialize();
    try {
      const lucky = starting();
      await lucky.writeKeptClicks();
      await lucky.close();
      expect((await loadDeal(testApp.dataSource, deal.id))!.clicks).toBe(4);
      expect(readdirSync(folder.folder)).toEqual([]);
      const again = starting();
      await again.writeKeptClicks();
      await again.close();
      expect((await loadDeal(testApp.dataSource, deal.id))!.clicks).toBe(4);
    } finally {
      await dataSource.destroy();
    }
  });

  it('writes a kept file too big for one transaction in parts, keeping only the parts refused', async () => {
    const deal = await insertDeal(testApp.dataSource, { clicks: 0 });
    const folder = keptClicksFolder(join(testApp.config.dataDir, 'kept-in-parts'));
    const perTransaction = clickBatchWriter(testApp.dataSource).visitorsPerTransaction;
    const visitors = 2 * perTransaction + 200;
    const visitorHash = (index: number) => index.toString(16).padStart(64, '0');
    const kept = new ClickBatch();
    for (let index = 0; index < visitors; index += 1)
      kept.add(deal.id, '2026-11-26', visitorHash(index), 1);
    await folder.keep(kept);
    const service = () =>
      new ClickService(testApp.dataSource, {
        timeZone: testApp.config.siteTimeZone,
        hasher: new VisitorHasher(testApp.dataSource, 'kept.test'),
        unwrittenClicks: folder,
      });
    const keptRows = () =>
      readdirSync(folder.folder).map(
        (name) =>
          (JSON.parse(readFileSync(join(folder.folder, name), 'utf8')) as { rows: unknown[] }).rows
            .length,
      );

    // The database refuses one visitor of the second transaction, and with it that transaction.
    const refused = visitorHash(perTransaction + 100);
    await testApp.dataSource.query(
      dialect === 'mysql'
        ? `CREATE TRIGGER refuse_one_click BEFORE INSERT ON deal_clicks FOR EACH ROW BEGIN
             IF NEW.visitor_hash = '${refused}' THEN
               SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused for the test';
             END IF;
           END`
        : `CREATE TRIGGER refuse_one_click BEFORE INSERT ON deal_clicks
           WHEN NEW.visitor_hash = '${refused}'
           BEGIN SELECT RAISE(ABORT, 'refused for the test'); END`,
    );
    try {
      const refusing = service();
      await refusing.writeKeptClicks();
      await refusing.close();
    } finally {
      await testApp.dataSource.query('DROP TRIGGER IF EXISTS refuse_one_click');
    }
    expect((await loadDeal(testApp.dataSource, deal.id))!.clicks).toBe(perTransaction);
    expect(keptRows()).toEqual([visitors - perTransaction]);

    const taking = service();
    await taking.writeKeptClicks();
    await taking.close();
    expect((await loadDeal(testApp.dataSource, deal.id))!.clicks).toBe(visitors);
    expect(keptRows()).toEqual([]);
    const [{ rows, clicks }] = await testApp.dataSource.query<{ rows: unknown; clicks: unknown }[]>(
      'SELECT COUNT(*) AS `rows`, SUM(`clicks`) AS `clicks` FROM `deal_clicks` WHERE `deal_id` = ?',
      [deal.id],
    );
    expect([Number(rows), Number(clicks)]).toEqual([visitors, visitors]);
  }, 60_000);
});
