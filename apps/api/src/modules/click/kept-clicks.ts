import { join } from 'node:path';
import { KeptRowsFolder, type KeptRowsFormat } from '../../common/kept-rows-folder';
import type { Logger } from '../../logger';
import { isSiteDay } from '../visitor/site-day';
import { isVisitorHash } from '../visitor/visitor-hash';
import { ClickBatch } from './click-batch';

type ClickRow = [
  dealId: number,
  day: string,
  visitorHash: string,
  clicks: number,
  source?: string | null,
];

// Files written before issue 57 hold four fields; the fifth is the click's `src` or null.
const isSource = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.length <= 64);

const isClickRow = (row: unknown): row is ClickRow =>
  Array.isArray(row) &&
  (row.length === 4 || row.length === 5) &&
  isSource(row[4]) &&
  Number.isSafeInteger(row[0]) &&
  row[0] > 0 &&
  isSiteDay(row[1]) &&
  isVisitorHash(row[2]) &&
  Number.isSafeInteger(row[3]) &&
  row[3] > 0;

/** A click batch as rows of [deal id, day, visitor hash, clicks, source or null]. */
export const keptClicksFormat: KeptRowsFormat<ClickBatch> = {
  prefix: 'clicks',
  count: (batch) => batch.totalClicks,
  toRows: (batch) =>
    batch.dealIds.flatMap((dealId) =>
      [...batch.visitorsOf(dealId)].map(({ day, visitorHash, clicks, source }) => [
        dealId,
        day,
        visitorHash,
        clicks,
        source ?? null,
      ]),
    ),
  fromRows: (rows) => {
    if (!rows.every(isClickRow))
      throw new Error('not a list of [deal id, day, visitor hash, clicks] rows');
    const batch = new ClickBatch();
    for (const [dealId, day, visitorHash, clicks, source] of rows)
      batch.add(dealId, day, visitorHash, clicks, source);
    return batch;
  },
};

export type KeptClicksFolder = KeptRowsFolder<ClickBatch>;

/** Counted clicks a shutdown could not write, in `DATA_DIR/unwritten-clicks`. */
export const keptClicksFolder = (dataDir: string, logger?: Logger): KeptClicksFolder =>
  new KeptRowsFolder(join(dataDir, 'unwritten-clicks'), keptClicksFormat, logger);
