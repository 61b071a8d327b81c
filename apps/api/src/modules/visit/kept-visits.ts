import { join } from 'node:path';
import { KeptRowsFolder, type KeptRowsFormat } from '../../common/kept-rows-folder';
import type { Logger } from '../../logger';
import { isSiteDay } from '../visitor/site-day';
import type { SiteVisitor } from './site-visitor.entity';
import { isVisitorHash } from '../visitor/visitor-hash';

export type QueuedVisit = Pick<SiteVisitor, 'day' | 'visitorHash'>;

const isVisitRow = (row: unknown): row is [string, string] =>
  Array.isArray(row) && row.length === 2 && isSiteDay(row[0]) && isVisitorHash(row[1]);

/** Queued visits as rows of [day, visitor hash]. */
export const keptVisitsFormat: KeptRowsFormat<QueuedVisit[]> = {
  prefix: 'visits',
  count: (visits) => visits.length,
  toRows: (visits) => visits.map(({ day, visitorHash }) => [day, visitorHash]),
  fromRows: (rows) => {
    if (!rows.every(isVisitRow)) throw new Error('not a list of [day, visitor hash] rows');
    return rows.map(([day, visitorHash]) => ({ day, visitorHash }));
  },
};

export type KeptVisitsFolder = KeptRowsFolder<QueuedVisit[]>;

/** Visits a shutdown could not write, in `DATA_DIR/unwritten-visits`. */
export const keptVisitsFolder = (dataDir: string, logger?: Logger): KeptVisitsFolder =>
  new KeptRowsFolder(join(dataDir, 'unwritten-visits'), keptVisitsFormat, logger);
