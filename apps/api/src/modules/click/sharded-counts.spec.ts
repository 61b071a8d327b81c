import { ShardedCounts } from './sharded-counts';

describe('ShardedCounts', () => {
  it('keeps a count per key and counts each key once in its size', () => {
    const counts = new ShardedCounts();
    const keys = [0, 1, 63, 64, 65, 2 ** 52 - 1, 123_456_789];
    keys.forEach((key, index) => counts.set(key, index + 1));
    counts.set(64, 10);
    expect(keys.map((key) => counts.get(key))).toEqual([1, 2, 3, 10, 5, 6, 7]);
    expect(counts.get(2)).toBeUndefined();
    expect(counts.size).toBe(keys.length);
  });
});
