import { join } from 'node:path';
import { KeptRowsFolder, type KeptRowsFormat } from '../../common/kept-rows-folder';
import { ClickBatch } from './click-batch';

const SITE_DAY = /^\d{4}-\d{2}-\d{2}$/;
const VISITOR_HASH = /^[0-9a-f]{1,64}$/;

type ClickRow = [dealId: number, day: string, visitorHash: string, clicks: number];

const isClickRow = (row: unknown): row is ClickRow =>
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

/** A click batch as rows of [deal id, day, visitor hash, clicks]. */
export const keptClicksFormat: KeptRowsFormat<ClickBatch> = {
  prefix: 'clicks',
  toRows: (batch) =>
    batch.dealIds.flatMap((dealId) =>
      [...batch.visitorsOf(dealId)].map(({ day, visitorHash, clicks }) => [
        dealId,
        day,
        visitorHash,
        clicks,
      ]),
    ),
  fromRows: (rows) => {
    if (!rows.every(isClickRow))
      throw new Error('not a list of [deal id, day, visitor hash, clicks] rows');
    const batch = new ClickBatch();
    for (const [dealId, day, visitorHash, clicks] of rows)
      batch.add(dealId, day, visitorHash, clicks);
    return batch;
  },
};

export type KeptClicksFolder = KeptRowsFolder<ClickBatch>;

/** Counted clicks a shutdown could not write, in `DATA_DIR/unwritten-clicks`. */
export const keptClicksFolder = (dataDir: string): KeptClicksFolder =>
  new KeptRowsFolder(join(dataDir, 'unwritten-clicks'), keptClicksFormat);
