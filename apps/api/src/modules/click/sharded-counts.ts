const SHARDS = 64;

/**
 * A map of numeric keys to counts, split over 64 maps by the key's low bits. A map that outgrows
 * its table copies every entry into a bigger one at once; with a day's visitors of a popular deal
 * (hundreds of thousands) in one map, that single copy held up every answer for milliseconds.
 */
export class ShardedCounts {
  private readonly shards = Array.from({ length: SHARDS }, () => new Map<number, number>());
  private entries = 0;

  get size(): number {
    return this.entries;
  }

  get(key: number): number | undefined {
    return this.shardOf(key).get(key);
  }

  set(key: number, count: number): void {
    const shard = this.shardOf(key);
    if (!shard.has(key)) this.entries += 1;
    shard.set(key, count);
  }

  private shardOf(key: number): Map<number, number> {
    return this.shards[key % SHARDS];
  }
}
