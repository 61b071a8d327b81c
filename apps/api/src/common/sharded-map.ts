import { LRUCache } from 'lru-cache';

export const SHARDS = 64;

/** Which of SHARDS parts a key belongs to: its low bits (keys are hashes, see numericKey). */
export const shardIndex = (key: number): number => key % SHARDS;

/**
 * A map split over SHARDS maps by shardIndex. A map that outgrows its table copies every entry
 * into a bigger one at once, and one kept at its size by deletes rebuilds its table whenever the
 * deleted entries fill it: with hundreds of thousands of entries (a day's visitors of a popular
 * deal, a burst window's addresses) in one map, that copy held up every answer for tens of
 * milliseconds. Each shard copies only its own share, at a moment of its own.
 */
export class ShardedMap<V> {
  private readonly shards = Array.from({ length: SHARDS }, () => new Map<number, V>());
  private entries = 0;

  get size(): number {
    return this.entries;
  }

  get(key: number): V | undefined {
    return this.shards[shardIndex(key)].get(key);
  }

  set(key: number, value: V): void {
    const shard = this.shards[shardIndex(key)];
    // The shard's growth tells whether the key was new: one lookup instead of has() and set().
    const sizeBefore = shard.size;
    shard.set(key, value);
    this.entries += shard.size - sizeBefore;
  }

  clear(): void {
    for (const shard of this.shards) shard.clear();
    this.entries = 0;
  }
}

/**
 * An LRU of number keys (see numericKey) bounded to about `max` entries, as SHARDS LRUs of a
 * SHARDS-th each (the least recently used of a key's shard goes first). One LRU kept full by
 * deletes rebuilds its whole table every few tens of thousands of new keys; a shard rebuilds only
 * its own.
 */
export class ShardedLru<V extends NonNullable<unknown>> {
  private readonly shards: LRUCache<number, V>[];

  constructor(max: number) {
    this.shards = Array.from(
      { length: SHARDS },
      () => new LRUCache<number, V>({ max: Math.ceil(max / SHARDS) }),
    );
  }

  get(key: number): V | undefined {
    return this.shards[shardIndex(key)].get(key);
  }

  set(key: number, value: V): void {
    this.shards[shardIndex(key)].set(key, value);
  }

  clear(): void {
    for (const shard of this.shards) shard.clear();
  }
}
