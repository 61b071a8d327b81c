import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordingLogger } from '../../test/recording-logger';
import { ABANDONED_CLAIM_MS, KeptRowsFolder, type KeptRowsFormat } from './kept-rows-folder';

/** Positive whole numbers, for the folder's own behaviour. */
const countsFormat: KeptRowsFormat<number[]> = {
  prefix: 'counts',
  count: (counts) => counts.length,
  toRows: (counts) => counts,
  fromRows: (rows) => {
    if (!rows.every((row) => Number.isSafeInteger(row) && (row as number) > 0))
      throw new Error('not positive whole numbers');
    return rows as number[];
  },
};

describe('KeptRowsFolder', () => {
  let root: string;
  let folder: string;
  let now: number;
  let kept: KeptRowsFolder<number[]>;
  const noInvalid = (file: string, error: unknown) => {
    throw new Error(`unexpected invalid file ${file}: ${String(error)}`);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'kept-rows-'));
    folder = join(root, 'kept');
    now = Date.parse('2026-11-26T01:00:00Z');
    kept = new KeptRowsFolder(folder, countsFormat, undefined, () => now);
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('has nothing to claim before anything was kept, the folder not even made', async () => {
    expect(await kept.claimAll(noInvalid)).toEqual([]);
  });

  it('gives back exactly what it kept, once, and forgets it when written', async () => {
    await kept.keep([3, 1, 2]);
    expect(readdirSync(folder).filter((name) => name.startsWith('.'))).toEqual([]);

    const [claim, ...others] = await kept.claimAll(noInvalid);
    expect(others).toEqual([]);
    expect(claim.value).toEqual([3, 1, 2]);
    expect(await kept.claimAll(noInvalid)).toEqual([]);

    await claim.written();
    expect(readdirSync(folder)).toEqual([]);
  });

  it('lets only one of two processes sharing the folder claim a file', async () => {
    await kept.keep([5]);
    const other = new KeptRowsFolder(folder, countsFormat, undefined, () => now);
    const [mine, theirs] = await Promise.all([kept.claimAll(noInvalid), other.claimAll(noInvalid)]);
    expect(mine.length + theirs.length).toBe(1);
  });

  it('offers a released file again', async () => {
    await kept.keep([5]);
    const [claim] = await kept.claimAll(noInvalid);
    await claim.release();
    const [again] = await kept.claimAll(noInvalid);
    expect(again.value).toEqual([5]);
  });

  it('takes over a claim abandoned for longer than a process needs to write it, not a fresh one', async () => {
    await kept.keep([6]);
    await kept.claimAll(noInvalid); // claimed by a process that then stopped
    now += ABANDONED_CLAIM_MS - 1000;
    expect(await kept.claimAll(noInvalid)).toEqual([]);
    now += 2000;
    const [taken] = await kept.claimAll(noInvalid);
    expect(taken.value).toEqual([6]);
    await taken.written();
    expect(readdirSync(folder)).toEqual([]);
  });

  it.each([
    ['not JSON', '{"rows": [1, 2'],
    ['a row the format refuses', '{"rows": [1, -2]}'],
    ['no rows at all', '{"visits": []}'],
  ])(
    'sets aside a file holding %s, reporting it, and still claims the good ones',
    async (_, text) => {
      await kept.keep([1]);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'counts-1-bad.json'), text);
      const invalid: string[] = [];
      const claims = await kept.claimAll((file) => invalid.push(file));
      expect(claims.map((claim) => claim.value)).toEqual([[1]]);
      expect(invalid).toEqual([join(folder, 'counts-1-bad.json.invalid')]);
      expect(readdirSync(folder)).toContain('counts-1-bad.json.invalid');
      expect(await kept.claimAll(noInvalid)).toEqual([]);
    },
  );

  /** A folder (the test's own unless told) with a logger whose lines the test reads. */
  function loggedFolder(path = folder) {
    const { logger, lines } = recordingLogger();
    const logged = new KeptRowsFolder(path, countsFormat, logger, () => now);
    return { logged, lines };
  }

  describe('writeEach', () => {
    it('deletes each file once written', async () => {
      await kept.keep([1, 2]);
      const seen: number[][] = [];
      const { logged, lines } = loggedFolder();
      await logged.writeEach(async (value) => void seen.push(value));
      expect(seen).toEqual([[1, 2]]);
      expect(lines).toMatchObject([{ msg: 'wrote the counts a stopped process kept', counts: 2 }]);
      expect(readdirSync(folder)).toEqual([]);
    });

    it('gives a file back whole when nothing of it was written', async () => {
      await kept.keep([1, 2]);
      const { logged, lines } = loggedFolder();
      await logged.writeEach(() => Promise.reject(new Error('database away')));
      expect(lines).toMatchObject([
        {
          msg: 'kept counts could not be written; left for the next start',
          err: { message: 'database away' },
        },
      ]);
      const [again] = await kept.claimAll(noInvalid);
      expect(again.value).toEqual([1, 2]);
    });

    it('keeps only the rest when a write failed part-way', async () => {
      await kept.keep([1, 2, 3]);
      await kept.writeEach(async (value) => {
        value.shift();
        throw new Error('database went away after one row');
      });
      const claims = await kept.claimAll(noInvalid);
      expect(claims.map((claim) => claim.value)).toEqual([[2, 3]]);
    });
  });

  describe('keepUnwritten', () => {
    it('keeps the value in a new file and logs it as kept', async () => {
      const { logged, lines } = loggedFolder();
      await logged.keepUnwritten([4, 5], new Error('database away'));
      expect(lines).toMatchObject([
        { msg: 'counts could not be written on close; kept for the next start', kept: 2 },
      ]);
      const [claim] = await kept.claimAll(noInvalid);
      expect(claim.value).toEqual([4, 5]);
    });

    it('logs the value as lost when not even the file can be written', async () => {
      writeFileSync(join(root, 'in-the-way'), 'a file where the folder should be');
      const { logged: blocked, lines } = loggedFolder(join(root, 'in-the-way', 'kept'));
      await blocked.keepUnwritten([4, 5]);
      expect(lines).toMatchObject([{ msg: 'counts could not be written on close', lost: 2 }]);
    });
  });

  it('leaves files of other kinds, and unfinished ones, alone', async () => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'notes.txt'), 'hello');
    writeFileSync(join(folder, 'visits-1-abc.json'), '{"rows": []}');
    writeFileSync(join(folder, '.counts-1-abc.json.part'), '{"rows": []}');
    expect(await kept.claimAll(noInvalid)).toEqual([]);
    expect(readdirSync(folder).sort()).toEqual([
      '.counts-1-abc.json.part',
      'notes.txt',
      'visits-1-abc.json',
    ]);
  });
});
