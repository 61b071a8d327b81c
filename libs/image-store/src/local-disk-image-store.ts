import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageStore, StoredImageStat } from './image-store';

const TEMP_PREFIX = '.tmp-';
/** A temp file this old belongs to a write that died; no live write takes anywhere near as long. */
const STALE_TEMP_MS = 60 * 60 * 1000;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Files in one folder. Only names that `isValidName` accepts are ever turned into paths, so a
 * name can never point outside the folder; writes go to a temp file renamed into place.
 */
export class LocalDiskImageStore implements ImageStore {
  constructor(
    readonly dir: string,
    private readonly isValidName: (name: string) => boolean,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  private pathOf(name: string): string {
    if (!this.isValidName(name)) throw new Error(`refused image store name "${name}"`);
    return join(this.dir, name);
  }

  async put(name: string, data: Buffer): Promise<void> {
    const target = this.pathOf(name);
    const temp = join(this.dir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
    const file = await open(temp, 'wx');
    try {
      await file.writeFile(data);
      await file.sync();
    } catch (error) {
      await file.close();
      await rm(temp, { force: true });
      throw error;
    }
    await file.close();
    await rename(temp, target);
  }

  async read(name: string): Promise<Buffer | null> {
    if (!this.isValidName(name)) return null;
    try {
      return await readFile(this.pathOf(name));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(name: string): Promise<StoredImageStat | null> {
    if (!this.isValidName(name)) return null;
    try {
      const info = await stat(this.pathOf(name));
      return { size: info.size, modifiedAt: info.mtime };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(name: string): Promise<boolean> {
    if (!this.isValidName(name)) return false;
    try {
      await unlink(this.pathOf(name));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async list(namePrefix = ''): Promise<string[]> {
    const names = await readdir(this.dir);
    return names.filter((name) => name.startsWith(namePrefix) && this.isValidName(name));
  }

  /** Removes temp files left by writes that died (a killed process never renames them). */
  async removeAbandonedTempFiles(now = Date.now()): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.dir)) {
      if (!name.startsWith(TEMP_PREFIX)) continue;
      const info = await stat(join(this.dir, name)).catch(() => null);
      if (info && now - info.mtimeMs > STALE_TEMP_MS) {
        await rm(join(this.dir, name), { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
