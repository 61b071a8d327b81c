/** A least-recently-used map bounded by the total size of its values in bytes (and optionally their count). */
export class ByteBoundedCache<V extends { data: Buffer }> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    if (value.data.length > this.maxBytes / 8) return;
    this.entries.set(key, value);
    this.bytes += value.data.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
      this.bytes -= old.data.length;
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (!value) return;
    this.entries.delete(key);
    this.bytes -= value.data.length;
  }

  /** Drops every key the predicate picks (the variants of a deleted upload). */
  deleteWhere(pick: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (pick(key)) this.delete(key);
  }

  get size(): number {
    return this.bytes;
  }
}
