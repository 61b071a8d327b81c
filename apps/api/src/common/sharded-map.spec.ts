import { numericKey } from './numeric-key';
import { SHARDS, ShardedLru, ShardedMap, shardIndex } from './sharded-map';

describe('ShardedMap', () => {
  it('keeps a value per number key and counts each key once in its size', () => {
    const counts = new ShardedMap<number>();
    const keys = [0, 1, 63, 64, 65, 2 ** 52 - 1, 123_456_789];
    keys.forEach((key, index) => counts.set(key, index + 1));
    counts.set(64, 10);
    expect(keys.map((key) => counts.get(key))).toEqual([1, 2, 3, 10, 5, 6, 7]);
    expect(counts.get(2)).toBeUndefined();
    expect(counts.size).toBe(keys.length);
  });

  it('empties every shard on clear', () => {
    const taken = new ShardedMap<number>();
    const keys = ['203.0.113.7', '203.0.113.8', 'fd00:1:0:5::', ''].map((text) => numericKey(text));
    keys.forEach((key, index) => taken.set(key, index));
    expect(keys.map((key) => taken.get(key))).toEqual([0, 1, 2, 3]);
    taken.clear();
    expect(taken.size).toBe(0);
    expect(keys.map((key) => taken.get(key))).toEqual(keys.map(() => undefined));
  });

  it('spreads addresses that differ in one group evenly over the shards', () => {
    const perShard = new Array<number>(SHARDS).fill(0);
    for (let group = 0; group < SHARDS * 100; group += 1) {
      perShard[shardIndex(numericKey(`fd00:1:0:${group.toString(16)}::`))] += 1;
      perShard[shardIndex(numericKey(`10.${group >> 8}.${group & 255}.1`))] += 1;
    }
    // 200 each on average: no shard near twice that, none left empty.
    expect(Math.max(...perShard)).toBeLessThan(300);
    expect(Math.min(...perShard)).toBeGreaterThan(100);
  });
});

describe('ShardedLru', () => {
  it('keeps about its bound of the most recently used keys', () => {
    const recent = new ShardedLru<number>(SHARDS * 2);
    const keys = Array.from({ length: 1000 }, (_, index) =>
      numericKey(`198.51.${index >> 8}.${index & 255}`),
    );
    keys.forEach((key, index) => recent.set(key, index));
    const kept = keys.filter((key) => recent.get(key) !== undefined);
    expect(kept.length).toBeLessThanOrEqual(SHARDS * 2);
    expect(kept.length).toBeGreaterThan(SHARDS);
    expect(recent.get(keys[999])).toBe(999);
    expect(recent.get(keys[0])).toBeUndefined();
    recent.clear();
    expect(recent.get(keys[999])).toBeUndefined();
  });
});
