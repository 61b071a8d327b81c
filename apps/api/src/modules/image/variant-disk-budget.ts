import type { ImageStore } from '@deal-site/image-store';

/** What is left after a trim, so the next one is some way off. */
const TRIM_TO = 0.9;

/**
 * Keeps the variants on disk under a total size: past it, the oldest files (by write time) go
 * until 90 % of it is left. Any variant can be made again from its upload, so losing one only
 * costs a resize.
 */
export class VariantDiskBudget {
  /** Bytes on disk as far as this process knows; null until the first count. */
  private bytes: number | null = null;
  private trimming: Promise<void> | null = null;

  constructor(
    private readonly variants: ImageStore,
    readonly maxBytes: number,
  ) {}

  /** Called after each variant written; trims when the total went past the budget. */
  async added(size: number): Promise<void> {
    // The first count finds the file just written on disk already.
    this.bytes = this.bytes === null ? await this.countBytes() : this.bytes + size;
    if (this.bytes > this.maxBytes) await (this.trimming ??= this.trim());
  }

  private async countBytes(): Promise<number> {
    let total = 0;
    for (const file of await this.files()) total += file.size;
    return total;
  }

  private async files() {
    const files = [];
    for (const name of await this.variants.list()) {
      const stat = await this.variants.stat(name);
      if (stat) files.push({ name, size: stat.size, writtenAt: stat.modifiedAt.getTime() });
    }
    return files.sort((a, b) => a.writtenAt - b.writtenAt);
  }

  private async trim(): Promise<void> {
    try {
      const files = await this.files();
      let total = files.reduce((sum, file) => sum + file.size, 0);
      for (const file of files) {
        if (total <= this.maxBytes * TRIM_TO) break;
        if (await this.variants.delete(file.name)) total -= file.size;
      }
      this.bytes = total;
    } finally {
      this.trimming = null;
    }
  }
}
