import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { connectionOptions } from './connection-options';
import { WAL_KEPT_BYTES, checkpointInBackground } from './wal-checkpoints';

const PAGES_OF_ROWS = 300;

describe('WAL checkpoints in a background thread', () => {
  let folder: string;
  let file: string;
  let dataSource: DataSource;

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'wal-checkpoints-'));
    file = join(folder, 'deals.sqlite');
    dataSource = new DataSource(await connectionOptions({ dialect: 'sqlite', file }));
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE `rows` (`id` integer PRIMARY KEY, `body` text NOT NULL)');
  });

  afterEach(async () => {
    await dataSource.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  const autocheckpoint = async () =>
    Number((await dataSource.query('PRAGMA wal_autocheckpoint'))[0].wal_autocheckpoint);
  // Each row fills most of a page, so the database file grows only when the WAL is copied back.
  const writeRows = (pages = PAGES_OF_ROWS) =>
    dataSource.transaction(async (manager) => {
      for (let id = 0; id < pages; id += 1)
        await manager.query('INSERT INTO `rows` (`body`) VALUES (?)', ['x'.repeat(3000)]);
    });
  const databaseBytes = () => statSync(file).size;
  const walBytes = () => statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0;
  // A bulk import's worth of pages in one commit, about three times what the WAL may keep.
  const writeBulk = () => writeRows(3000);

  it('copies committed pages into the database file while commits no longer checkpoint', async () => {
    const checkpoints = await checkpointInBackground(dataSource, { intervalMs: 50 });
    try {
      expect(await autocheckpoint()).toBe(0);
      const before = databaseBytes();
      await writeRows();
      const deadline = Date.now() + 5000;
      while (databaseBytes() < before + PAGES_OF_ROWS * 3000 && Date.now() < deadline)
        await pause(20);
      expect(databaseBytes()).toBeGreaterThanOrEqual(before + PAGES_OF_ROWS * 3000);
    } finally {
      await checkpoints?.stop();
    }
  });

  it('empties the WAL file once it grows past its bound', async () => {
    // Written before the thread starts, under SQLite's own 1,000-page threshold: all in the WAL.
    await writeRows();
    expect(walBytes()).toBeGreaterThan(PAGES_OF_ROWS * 3000);
    const checkpoints = await checkpointInBackground(dataSource, {
      intervalMs: 50,
      truncateAboveBytes: 512 * 1024,
    });
    try {
      const deadline = Date.now() + 5000;
      while (walBytes() > 0 && Date.now() < deadline) await pause(20);
      expect(walBytes()).toBe(0);
    } finally {
      await checkpoints?.stop();
    }
  });

  it('leaves no more than its bound of WAL beside the database once a bulk of writes is copied back', async () => {
    const checkpoints = await checkpointInBackground(dataSource, { intervalMs: 50 });
    try {
      await writeBulk();
      const deadline = Date.now() + 3000;
      while (walBytes() > WAL_KEPT_BYTES && Date.now() < deadline) await pause(20);
      expect(walBytes()).toBeLessThanOrEqual(WAL_KEPT_BYTES);
    } finally {
      await checkpoints?.stop();
    }
  });

  it('shrinks the WAL back to its bound at the first commit after a checkpoint without the thread', async () => {
    // As the worker process and the operator command write: SQLite checkpoints in their commits.
    await writeBulk();
    expect(walBytes()).toBeGreaterThan(WAL_KEPT_BYTES);
    await dataSource.query('PRAGMA wal_checkpoint(PASSIVE)');
    await dataSource.query('INSERT INTO `rows` (`body`) VALUES (?)', ['after']);
    expect(walBytes()).toBeLessThanOrEqual(WAL_KEPT_BYTES);
  });

  it('gives checkpoints back to commits once stopped', async () => {
    const checkpoints = await checkpointInBackground(dataSource, { intervalMs: 50 });
    await checkpoints?.stop();
    expect(await autocheckpoint()).toBe(1000);
  });

  it('gives checkpoints back to commits when the thread fails, and says why', async () => {
    const errors: Error[] = [];
    rmSync(folder, { recursive: true, force: true });
    // The thread cannot open a file in a folder that is gone; the main connection is still open.
    const checkpoints = await checkpointInBackground(dataSource, {
      intervalMs: 50,
      onError: (error) => errors.push(error),
    });
    const deadline = Date.now() + 5000;
    while (errors.length === 0 && Date.now() < deadline) await pause(20);
    expect(errors[0]?.message).toMatch(/unable to open|directory/i);
    while ((await autocheckpoint()) !== 1000 && Date.now() < deadline) await pause(20);
    expect(await autocheckpoint()).toBe(1000);
    await checkpoints?.stop();
  });

  it('does nothing for an in-memory database', async () => {
    const memory = new DataSource({ type: 'better-sqlite3', database: ':memory:' });
    await memory.initialize();
    expect(await checkpointInBackground(memory)).toBeNull();
    await memory.destroy();
  });
});
