import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClickBatch } from './click-batch';
import { ABANDONED_CLAIM_MS, UnwrittenClicksFolder } from './unwritten-clicks-folder';

const DAY = '2026-11-26';

function sampleBatch(): ClickBatch {
  const batch = new ClickBatch();
  batch.add(7, DAY, '0123456789abcdef', 2);
  batch.add(7, DAY, 'fedcba9876543210');
  batch.add(9, '2026-11-25', '00000000ffffffff', 3);
  return batch;
}

const rowsOf = (batch: ClickBatch) =>
  batch.dealIds.flatMap((dealId) =>
    [...batch.visitorsOf(dealId)].map(({ day, visitorHash, clicks }) => [
      dealId,
      day,
      visitorHash,
      clicks,
    ]),
  );

describe('UnwrittenClicksFolder', () => {
  let root: string;
  let folder: string;
  let now: number;
  let kept: UnwrittenClicksFolder;
  const noInvalid = (file: string, error: unknown) => {
    throw new Error(`unexpected invalid file ${file}: ${String(error)}`);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'unwritten-clicks-'));
    folder = join(root, 'unwritten-clicks');
    now = Date.parse('2026-11-26T01:00:00Z');
    kept = new UnwrittenClicksFolder(folder, () => now);
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('has nothing to claim before anything was kept, the folder not even made', async () => {
    expect(await kept.claimAll(noInvalid)).toEqual([]);
  });

  it('gives back exactly the clicks it kept, once, and forgets them when written', async () => {
    await kept.keep(sampleBatch());
    expect(readdirSync(folder).filter((name) => name.startsWith('.'))).toEqual([]);

    const [claim, ...others] = await kept.claimAll(noInvalid);
    expect(others).toEqual([]);
    expect(rowsOf(claim.batch)).toEqual(rowsOf(sampleBatch()));
    expect(claim.batch.totalClicks).toBe(6);
    expect(await kept.claimAll(noInvalid)).toEqual([]);

    await claim.written();
    expect(readdirSync(folder)).toEqual([]);
  });

  it('lets only one of two processes sharing the folder claim a file', async () => {
    await kept.keep(sampleBatch());
    const other = new UnwrittenClicksFolder(folder, () => now);
    const [mine, theirs] = await Promise.all([kept.claimAll(noInvalid), other.claimAll(noInvalid)]);
    expect(mine.length + theirs.length).toBe(1);
  });

  it('offers a released file again', async () => {
    await kept.keep(sampleBatch());
    const [claim] = await kept.claimAll(noInvalid);
    await claim.release();
    const [again] = await kept.claimAll(noInvalid);
    expect(again.batch.totalClicks).toBe(6);
  });

  it('takes over a claim abandoned for longer than a process needs to write it, not a fresh one', async () => {
    await kept.keep(sampleBatch());
    await kept.claimAll(noInvalid); // claimed by a process that then stopped
    now += ABANDONED_CLAIM_MS - 1000;
    expect(await kept.claimAll(noInvalid)).toEqual([]);
    now += 2000;
    const [taken] = await kept.claimAll(noInvalid);
    expect(taken.batch.totalClicks).toBe(6);
    await taken.written();
    expect(readdirSync(folder)).toEqual([]);
  });

  it.each([
    ['not JSON', '{"clicks": [[7, "2026-11-26"'],
    ['a negative click count', '{"clicks": [[7, "2026-11-26", "0123456789abcdef", -4]]}'],
    ['a malformed day', '{"clicks": [[7, "26/11/2026", "0123456789abcdef", 1]]}'],
    ['a visitor hash that is not hex', '{"clicks": [[7, "2026-11-26", "ZZZ", 1]]}'],
    ['no rows at all', '{"visits": []}'],
  ])(
    'sets aside a file holding %s, reporting it, and still claims the good ones',
    async (_, text) => {
      await kept.keep(sampleBatch());
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'clicks-1-bad.json'), text);
      const invalid: string[] = [];
      const claims = await kept.claimAll((file) => invalid.push(file));
      expect(claims.map((claim) => claim.batch.totalClicks)).toEqual([6]);
      expect(invalid).toEqual([join(folder, 'clicks-1-bad.json.invalid')]);
      expect(readdirSync(folder)).toContain('clicks-1-bad.json.invalid');
      expect(await kept.claimAll(noInvalid)).toEqual([]);
    },
  );

  it('leaves files it did not write alone', async () => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'notes.txt'), 'hello');
    writeFileSync(join(folder, '.clicks-1-abc.json.part'), '{"clicks": []}');
    expect(await kept.claimAll(noInvalid)).toEqual([]);
    expect(readdirSync(folder).sort()).toEqual(['.clicks-1-abc.json.part', 'notes.txt']);
  });
});
