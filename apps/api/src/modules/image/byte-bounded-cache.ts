import { LRUCache } from 'lru-cache';

/**
 * A least-recently-used map bounded by the total size of its values in bytes (and optionally
 * their count), on lru-cache; a value over an eighth of the budget is never kept.
 */
export class ByteBoundedCache<V extends { data: Buffer }> {
  private readonly entries: LRUCache<string, V>;

  constructor(maxBytes: number, maxEntries?: number) {
    this.entries = new LRUCache<string, V>({
      maxSize: maxBytes,
      maxEntrySize: Math.floor(maxBytes / 8),
      sizeCalculation: (value) => Math.max(1, value.data.length),
      ...(maxEntries === undefined ? {} : { max: maxEntries }),
    });
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    // lru-cache keeps the old value when the new one is too large; the caller asked to replace it.
    this.entries.delete(key);
    this.entries.set(key, value);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every key the predicate picks (the variants of a deleted upload). */
  deleteWhere(pick: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (pick(key)) this.entries.delete(key);
  }

  /** The bytes held. */
  get size(): number {
    return this.entries.calculatedSize;
  }
}
