import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** A claim older than this belongs to a process that stopped before writing it: another may take it. */
export const ABANDONED_CLAIM_MS = 10 * 60 * 1000;

/** How one kind of buffered writes becomes rows of a file, and back. */
export interface KeptRowsFormat<T> {
  /** Starts every file name of this kind, such as `clicks`. */
  prefix: string;
  toRows(value: T): unknown[];
  /** Throws on anything that is not exactly what toRows gives. */
  fromRows(rows: unknown[]): T;
}

/** What writeEach tells as it goes, for the log. */
export interface KeptRowsEvents<T> {
  written(file: string, value: T): void;
  failed(file: string, error: unknown): void;
  invalid(file: string, error: unknown): void;
}

/** What one process took from the folder: write it, then call `written` or `release`. */
export interface ClaimedRows<T> {
  file: string;
  value: T;
  /** Removes the file: its rows are stored. */
  written(): Promise<void>;
  /** Gives the file back for a later start to try again. */
  release(): Promise<void>;
}

/**
 * Buffered writes that could not reach the database before the process stopped (it was away),
 * kept as files in a folder of DATA_DIR until a later start writes them. A file is written whole or
 * not at all (a temporary name, fsync, then rename), and a process takes it by renaming it to a
 * claim of its own, so two processes sharing the folder never both write it.
 */
export class KeptRowsFolder<T> {
  private readonly kept: RegExp;
  private readonly claimed: RegExp;

  constructor(
    readonly folder: string,
    private readonly format: KeptRowsFormat<T>,
    private readonly clock: () => number = Date.now,
  ) {
    this.kept = new RegExp(`^${format.prefix}-[\\w-]+\\.json$`);
    this.claimed = new RegExp(`^(${format.prefix}-[\\w-]+\\.json)\\.writing-(\\d+)-[0-9a-f]+$`);
  }

  /** Writes the value to a new file of the folder; answers its path. */
  async keep(value: T): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    const name = `${this.format.prefix}-${this.clock()}-${randomBytes(6).toString('hex')}.json`;
    const temporary = join(this.folder, `.${name}.part`);
    const file = await open(temporary, 'w');
    try {
      await file.writeFile(JSON.stringify({ rows: this.format.toRows(value) }));
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, join(this.folder, name));
    return join(this.folder, name);
  }

  /**
   * Takes every kept file, and every claim abandoned for longer than ABANDONED_CLAIM_MS. A file
   * that cannot be read back is renamed `.invalid`, left for a person to look at, and reported
   * through `onInvalid`.
   */
  async claimAll(onInvalid: (file: string, error: unknown) => void): Promise<ClaimedRows<T>[]> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const claims: ClaimedRows<T>[] = [];
    for (const name of names) {
      const keptName = this.claimable(name);
      if (!keptName) continue;
      const claim = join(
        this.folder,
        `${keptName}.writing-${this.clock()}-${randomBytes(6).toString('hex')}`,
      );
      try {
        await rename(join(this.folder, name), claim);
      } catch (error) {
        // Another process took it first.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      const kept = join(this.folder, keptName);
      try {
        const value = this.valueOf(await readFile(claim, 'utf8'));
        claims.push({
          file: kept,
          value,
          written: () => unlink(claim),
          release: () => rename(claim, kept),
        });
      } catch (error) {
        await rename(claim, `${kept}.invalid`);
        onInvalid(`${kept}.invalid`, error);
      }
    }
    return claims;
  }

  /**
   * Claims every file it may and hands each value to `write`; a file is deleted once `write`
   * resolves. When it throws, `leftAfterFailure` says what of the value is still unwritten: null
   * (the default) for all of it, and the file is given back; otherwise that rest goes to a new file.
   */
  async writeEach(
    write: (value: T) => Promise<void>,
    events: KeptRowsEvents<T>,
    leftAfterFailure: (value: T) => T | null = () => null,
  ): Promise<void> {
    for (const claim of await this.claimAll((file, error) => events.invalid(file, error))) {
      try {
        await write(claim.value);
      } catch (error) {
        const left = leftAfterFailure(claim.value);
        if (left === null) await claim.release();
        else {
          await this.keep(left);
          await claim.written();
        }
        events.failed(claim.file, error);
        continue;
      }
      await claim.written();
      events.written(claim.file, claim.value);
    }
  }

  /** The kept file's own name when `name` may be taken now, else null. */
  private claimable(name: string): string | null {
    if (this.kept.test(name)) return name;
    const claim = this.claimed.exec(name);
    return claim && this.clock() - Number(claim[2]) > ABANDONED_CLAIM_MS ? claim[1] : null;
  }

  private valueOf(text: string): T {
    const { rows } = JSON.parse(text) as { rows?: unknown };
    if (!Array.isArray(rows)) throw new Error('no list of rows');
    return this.format.fromRows(rows);
  }
}
