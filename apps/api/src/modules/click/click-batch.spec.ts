import { ClickBatch } from './click-batch';
import { VISITOR_HASH_SEPARATOR } from './click-rows';
import { VISITORS_PER_SEGMENT } from './click-segment';

describe('ClickBatch', () => {
  const batchOf = (rows: [dealId: number, visitorHash: string, clicks: number][]) => {
    const batch = new ClickBatch();
    for (const [dealId, visitorHash, clicks] of rows)
      batch.add(dealId, '2026-11-23', visitorHash, clicks);
    return batch;
  };

  it('adds up clicks per deal and per visitor', () => {
    const batch = batchOf([
      [1, 'a', 1],
      [1, 'a', 2],
      [1, 'b', 1],
      [2, 'a', 1],
    ]);
    expect([batch.totalFor(1), batch.totalFor(2), batch.totalFor(3)]).toEqual([4, 1, 0]);
    expect([...batch.visitorsOf(1)]).toEqual([
      { day: '2026-11-23', visitorHash: 'a', clicks: 3 },
      { day: '2026-11-23', visitorHash: 'b', clicks: 1 },
    ]);
  });

  it('moves visitor rows into chunks without losing or doubling a click', () => {
    const batch = batchOf([
      [1, 'a', 2],
      [1, 'b', 1],
      [1, 'c', 3],
      [2, 'a', 1],
      [2, 'd', 2],
    ]);
    const first = batch.takeChunk(2);
    expect([first.totalFor(1), batch.totalFor(1), batch.totalFor(2)]).toEqual([3, 3, 3]);
    const second = batch.takeChunk(2);
    const third = batch.takeChunk(2);
    expect(batch.isEmpty).toBe(true);
    const totals = [first, second, third].map((chunk) => [chunk.totalFor(1), chunk.totalFor(2)]);
    expect(totals).toEqual([
      [3, 0],
      [3, 1],
      [0, 2],
    ]);
  });

  it('takes back the clicks of a failed write', () => {
    const pending = batchOf([[1, 'a', 1]]);
    pending.absorb(
      batchOf([
        [1, 'a', 1],
        [2, 'b', 2],
      ]),
    );
    expect([pending.totalFor(1), pending.totalFor(2)]).toEqual([2, 2]);
    expect([...pending.visitorsOf(1)]).toEqual([
      { day: '2026-11-23', visitorHash: 'a', clicks: 2 },
    ]);
  });

  it('hands itself over whole when it fits, keeping nothing', () => {
    const batch = batchOf([
      [1, 'a', 2],
      [2, 'b', 1],
    ]);
    const chunk = batch.takeChunk(2);
    expect(batch.isEmpty).toBe(true);
    expect([batch.totalFor(1), chunk.totalFor(1), chunk.totalFor(2)]).toEqual([0, 2, 1]);
    batch.add(1, '2026-11-23', 'c');
    expect([batch.totalFor(1), chunk.totalFor(1)]).toEqual([1, 2]);
  });

  it('lists each deal with its total and each day with its visitors and their clicks', () => {
    const batch = batchOf([
      [1, 'a', 2],
      [1, 'b', 1],
      [2, 'a', 1],
    ]);
    batch.add(1, '2026-11-24', 'a');
    expect(batch.totalClicks).toBe(5);
    expect([...batch.visitorsOf(1)]).toEqual([
      { day: '2026-11-23', visitorHash: 'a', clicks: 2 },
      { day: '2026-11-23', visitorHash: 'b', clicks: 1 },
      { day: '2026-11-24', visitorHash: 'a', clicks: 1 },
    ]);
    const { deals, transfer } = batch.encode();
    const decoded = deals.map(([dealId, total, days]) => [
      dealId,
      total,
      days.map(([day, hashes, clicks]) => [day, hashes.split(VISITOR_HASH_SEPARATOR), [...clicks]]),
    ]);
    expect(decoded).toEqual([
      [
        1,
        4,
        [
          ['2026-11-23', ['a', 'b'], [2, 1]],
          ['2026-11-24', ['a'], [1]],
        ],
      ],
      [2, 1, [['2026-11-23', ['a'], [1]]]],
    ]);
    expect(transfer).toEqual(
      deals.flatMap(([, , days]) => days.map(([, , clicks]) => clicks.buffer)),
    );
  });

  it('keeps the first src of each visitor row through chunks, absorbs and encoding', () => {
    const batch = new ClickBatch();
    batch.add(1, '2026-11-23', 'a', 1, 'telegram');
    batch.add(1, '2026-11-23', 'a', 1, 'email');
    batch.add(1, '2026-11-23', 'b');
    batch.add(2, '2026-11-23', 'a', 1, 'feed');
    const chunk = batch.takeChunk(1);
    const rest = new ClickBatch();
    rest.absorb(batch);
    rest.absorb(chunk);
    expect([...rest.visitorsOf(1)]).toEqual(
      expect.arrayContaining([
        { day: '2026-11-23', visitorHash: 'a', clicks: 2, source: 'telegram' },
        { day: '2026-11-23', visitorHash: 'b', clicks: 1 },
      ]),
    );
    const sources = rest.encode().deals.map(([dealId, , , sourced]) => [dealId, sourced]);
    expect(sources).toEqual(
      expect.arrayContaining([
        [1, [['2026-11-23', 'a', 'telegram']]],
        [2, [['2026-11-23', 'a', 'feed']]],
      ]),
    );
  });

  describe('past a segment of visitors', () => {
    // Hex digits that differ from the first, as visitor hashes do (an odd factor keeps them apart).
    const hashOf = (index: number) =>
      ((index * 2654435761) % 2 ** 32).toString(16).padStart(8, '0').padEnd(16, '0');
    const backlogOf = (visitors: number) => {
      const batch = new ClickBatch();
      batch.add(1, '2026-11-23', 'a', 1, 'telegram');
      for (let index = 0; index < visitors; index += 1) batch.add(1, '2026-11-23', hashOf(index));
      batch.add(1, '2026-11-23', 'a', 1, 'email');
      return batch;
    };

    it('still answers one row per visitor, adding up their clicks and keeping the first src', () => {
      const batch = backlogOf(VISITORS_PER_SEGMENT);
      const rows = [...batch.visitorsOf(1)];
      expect(rows).toHaveLength(VISITORS_PER_SEGMENT + 1);
      expect(rows.filter((row) => row.visitorHash === 'a')).toEqual([
        { day: '2026-11-23', visitorHash: 'a', clicks: 2, source: 'telegram' },
      ]);
      expect([batch.totalFor(1), batch.totalClicks]).toEqual([
        VISITORS_PER_SEGMENT + 2,
        VISITORS_PER_SEGMENT + 2,
      ]);
    });

    it('encodes a visitor split over segments once per segment, in the order counted', () => {
      const { deals } = backlogOf(VISITORS_PER_SEGMENT).encode();
      const rowsOfA = deals.flatMap(([, , days, sources]) =>
        days.flatMap(([, hashes, clicks]) =>
          hashes
            .split(VISITOR_HASH_SEPARATOR)
            .flatMap((hash, index) =>
              hash === 'a' ? [[clicks[index], sources.find((row) => row[1] === 'a')?.[2]]] : [],
            ),
        ),
      );
      expect(rowsOfA).toEqual([
        [1, 'telegram'],
        [1, 'email'],
      ]);
    });

    it('hands over whole segments, cutting only the one that would go past a transaction', () => {
      const batch = backlogOf(3 * VISITORS_PER_SEGMENT);
      const all = batch.totalFor(1);
      const whole = batch.takeChunk(2 * VISITORS_PER_SEGMENT + 10);
      expect([...whole.visitorsOf(1)]).toHaveLength(2 * VISITORS_PER_SEGMENT + 10);
      const cut = batch.takeChunk(100);
      expect([...cut.visitorsOf(1)]).toHaveLength(100);
      const rest = batch.takeChunk(10 * VISITORS_PER_SEGMENT);
      expect(batch.isEmpty).toBe(true);
      expect(whole.totalFor(1) + cut.totalFor(1) + rest.totalFor(1)).toBe(all);
      expect([...rest.visitorsOf(1)].find((row) => row.visitorHash === 'a')?.clicks).toBe(1);
    });

    it('takes back a failed chunk whole, ahead of clicks counted since', () => {
      const batch = backlogOf(VISITORS_PER_SEGMENT);
      const failed = batch.takeChunk(VISITORS_PER_SEGMENT);
      batch.add(2, '2026-11-23', 'b');
      batch.absorb(failed);
      expect(failed.isEmpty).toBe(true);
      expect([batch.totalFor(1), batch.totalFor(2)]).toEqual([VISITORS_PER_SEGMENT + 2, 1]);
      expect(batch.encode().deals.map(([dealId]) => dealId)).toEqual([1, 1, 2]);
    });
  });

  it('keeps two visitors whose hashes start with the same number apart', () => {
    const batch = new ClickBatch();
    batch.add(1, '2026-11-23', '0123456789abc000');
    batch.add(1, '2026-11-23', '0123456789abcfff', 2);
    batch.add(1, '2026-11-23', '0123456789abc000');
    expect([...batch.visitorsOf(1)]).toEqual([
      { day: '2026-11-23', visitorHash: '0123456789abc000', clicks: 2 },
      { day: '2026-11-23', visitorHash: '0123456789abcfff', clicks: 2 },
    ]);
    expect(batch.totalFor(1)).toBe(4);
  });
});
