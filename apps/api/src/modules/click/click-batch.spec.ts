import { ClickBatch, VISITOR_HASH_SEPARATOR } from './click-batch';

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
});
