import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logger';

/** A claim older than this belongs to a process that stopped before writing it: another may take it. */
export const ABANDONED_CLAIM_MS = 10 * 60 * 1000;

/** How one kind of buffered writes becomes rows of a file, and back. */
export interface KeptRowsFormat<T> {
  /** Names the kind in file names and log lines, such as `clicks`. */
  prefix: string;
  /** How many clicks or visits the value holds: for the log, and to tell a write that took part of it. */
  count(value: T): number;
  toRows(value: T): unknown[];
  /** Throws on anything that is not exactly what toRows gives. */
  fromRows(rows: unknown[]): T;
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
    private readonly logger?: Logger,
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
   * On shutdown, what the database could not take: kept in a new file and logged as kept, or,
   * when even the file cannot be written, logged as lost.
   */
  async keepUnwritten(value: T, writeError?: unknown): Promise<void> {
    const { prefix } = this.format;
    try {
      const file = await this.keep(value);
      this.logger?.warn(
        { err: writeError, kept: this.format.count(value), file },
        `${prefix} could not be written on close; kept for the next start`,
      );
    } catch (error) {
      this.logger?.error(
        { err: error, lost: this.format.count(value) },
        `${prefix} could not be written on close`,
      );
    }
  }

  /**
   * Claims every file it may and hands each value to `write`; a file is deleted once `write`
   * resolves. `write` may take out of the value what it has written (clicks, which must not be
   * written twice, do). When it throws, the file is given back if nothing was taken out, and
   * otherwise only the rest goes to a new file.
   */
  async writeEach(write: (value: T) => Promise<void>): Promise<void> {
    const { prefix } = this.format;
    const invalid = (file: string, error: unknown) =>
      this.logger?.error({ err: error, file }, `a kept ${prefix} file could not be read`);
    for (const claim of await this.claimAll(invalid)) {
      const count = this.format.count(claim.value);
      try {
        await write(claim.value);
      } catch (error) {
        if (this.format.count(claim.value) === count) await claim.release();
        else {
          await this.keep(claim.value);
          await claim.written();
        }
        this.logger?.error(
          { err: error, file: claim.file },
          `kept ${prefix} could not be written; left for the next start`,
        );
        continue;
      }
      await claim.written();
      this.logger?.info(
        { [prefix]: count, file: claim.file },
        `wrote the ${prefix} a stopped process kept`,
      );
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
