import { join } from 'node:path';
import { KeptRowsFolder, type KeptRowsFormat } from '../../common/kept-rows-folder';
import type { SiteVisitor } from './site-visitor.entity';

export type QueuedVisit = Pick<SiteVisitor, 'day' | 'visitorHash'>;

const SITE_DAY = /^\d{4}-\d{2}-\d{2}$/;
const VISITOR_HASH = /^[0-9a-f]{1,64}$/;

const isVisitRow = (row: unknown): row is [string, string] =>
  Array.isArray(row) &&
  row.length === 2 &&
  typeof row[0] === 'string' &&
  SITE_DAY.test(row[0]) &&
  typeof row[1] === 'string' &&
  VISITOR_HASH.test(row[1]);

/** Queued visits as rows of [day, visitor hash]. */
export const keptVisitsFormat: KeptRowsFormat<QueuedVisit[]> = {
  prefix: 'visits',
  toRows: (visits) => visits.map(({ day, visitorHash }) => [day, visitorHash]),
  fromRows: (rows) => {
    if (!rows.every(isVisitRow)) throw new Error('not a list of [day, visitor hash] rows');
    return rows.map(([day, visitorHash]) => ({ day, visitorHash }));
  },
};

export type KeptVisitsFolder = KeptRowsFolder<QueuedVisit[]>;

/** Visits a shutdown could not write, in `DATA_DIR/unwritten-visits`. */
export const keptVisitsFolder = (dataDir: string): KeptVisitsFolder =>
  new KeptRowsFolder(join(dataDir, 'unwritten-visits'), keptVisitsFormat);
