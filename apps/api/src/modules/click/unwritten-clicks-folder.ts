import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { ClickBatch } from './click-batch';

/** A claim older than this belongs to a process that stopped before writing it: another may take it. */
export const ABANDONED_CLAIM_MS = 10 * 60 * 1000;

const KEPT = /^clicks-[\w-]+\.json$/;
const CLAIMED = /^(clicks-[\w-]+\.json)\.writing-(\d+)-[0-9a-f]+$/;
const SITE_DAY = /^\d{4}-\d{2}-\d{2}$/;
const VISITOR_HASH = /^[0-9a-f]{1,64}$/;

type KeptRow = [dealId: number, day: string, visitorHash: string, clicks: number];

/** Clicks taken from the folder by this process: write them, then call `written` or `release`. */
export interface ClaimedClicks {
  file: string;
  batch: ClickBatch;
  /** Removes the file: its clicks are stored. */
  written(): Promise<void>;
  /** Gives the file back for a later start to try again. */
  release(): Promise<void>;
}

function rowsOf(batch: ClickBatch): KeptRow[] {
  const rows: KeptRow[] = [];
  for (const dealId of batch.dealIds)
    for (const { day, visitorHash, clicks } of batch.visitorsOf(dealId))
      rows.push([dealId, day, visitorHash, clicks]);
  return rows;
}

const isKeptRow = (row: unknown): row is KeptRow =>
  Array.isArray(row) &&
  row.length === 4 &&
  Number.isSafeInteger(row[0]) &&
  row[0] > 0 &&
  typeof row[1] === 'string' &&
  SITE_DAY.test(row[1]) &&
  typeof row[2] === 'string' &&
  VISITOR_HASH.test(row[2]) &&
  Number.isSafeInteger(row[3]) &&
  row[3] > 0;

/** The batch a kept file holds; throws on anything that is not exactly what `keep` writes. */
function batchOf(text: string): ClickBatch {
  const parsed = JSON.parse(text) as { clicks?: unknown };
  if (!Array.isArray(parsed.clicks) || !parsed.clicks.every(isKeptRow))
    throw new Error('not a list of [deal id, day, visitor hash, clicks] rows');
  const batch = new ClickBatch();
  for (const [dealId, day, visitorHash, clicks] of parsed.clicks)
    batch.add(dealId, day, visitorHash, clicks);
  return batch;
}

/**
 * Counted clicks that could not be written before the process stopped (the database was away), kept
 * as files in a folder of DATA_DIR until a later start writes them. A file is written whole or not
 * at all (a temporary name, fsync, then rename), and a process takes it by renaming it to a claim
 * of its own, so two processes sharing the folder never both write it.
 */
export class UnwrittenClicksFolder {
  constructor(
    readonly folder: string,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Writes the batch to a new file of the folder; answers its path. */
  async keep(batch: ClickBatch): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    const name = `clicks-${this.clock()}-${randomBytes(6).toString('hex')}.json`;
    const temporary = join(this.folder, `.${name}.part`);
    const file = await open(temporary, 'w');
    try {
      await file.writeFile(JSON.stringify({ clicks: rowsOf(batch) }));
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, join(this.folder, name));
    return join(this.folder, name);
  }

  /**
   * Takes every kept file, and every claim abandoned for longer than ABANDONED_CLAIM_MS. A file
   * that cannot be read as kept clicks is renamed `.invalid`, left for a person to look at, and
   * reported through `onInvalid`.
   */
  async claimAll(onInvalid: (file: string, error: unknown) => void): Promise<ClaimedClicks[]> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const claimed: ClaimedClicks[] = [];
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
      try {
        claimed.push(
          this.claimOf(claim, join(this.folder, keptName), await readFile(claim, 'utf8')),
        );
      } catch (error) {
        await rename(claim, join(this.folder, `${keptName}.invalid`));
        onInvalid(join(this.folder, `${keptName}.invalid`), error);
      }
    }
    return claimed;
  }

  /** The kept file's own name when `name` may be taken now, else null. */
  private claimable(name: string): string | null {
    if (KEPT.test(name)) return name;
    const claim = CLAIMED.exec(name);
    return claim && this.clock() - Number(claim[2]) > ABANDONED_CLAIM_MS ? claim[1] : null;
  }

  private claimOf(claim: string, kept: string, text: string): ClaimedClicks {
    return {
      file: kept,
      batch: batchOf(text),
      written: () => unlink(claim),
      release: () => rename(claim, kept),
    };
  }
}
