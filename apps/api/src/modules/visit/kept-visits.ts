import { join } from 'node:path';
import { KeptRowsFolder, type KeptRowsFormat } from '../../common/kept-rows-folder';
import type { Logger } from '../../logger';
import { isSiteDay } from '../visitor/site-day';
import type { SiteVisitor } from './site-visitor.entity';
import { isVisitorHash } from '../visitor/visitor-hash';

export type QueuedVisit = Pick<
  SiteVisitor,
  | 'day'
  | 'visitorHash'
  | 'sourceName'
  | 'sourceGroup'
  | 'sourceMedium'
  | 'sourceCampaign'
  | 'landingPath'
  | 'device'
  | 'browser'
>;

type AttributionRow = [
  sourceName: string,
  sourceGroup: string,
  sourceMedium: string | null,
  sourceCampaign: string | null,
  landingPath: string,
  device: string,
  browser: string,
];
type VisitRow = [day: string, visitorHash: string, ...AttributionRow];

// Column widths of site_visitors, in the order of AttributionRow.
const ATTRIBUTION_LENGTHS = [64, 16, 64, 64, 128, 16, 48];
const NULLABLE = new Set([2, 3]);

const isAttribution = (values: unknown[]): boolean =>
  values.length === ATTRIBUTION_LENGTHS.length &&
  values.every(
    (value, index) =>
      (value === null && NULLABLE.has(index)) ||
      (typeof value === 'string' && value.length <= ATTRIBUTION_LENGTHS[index]),
  );

// Files written before issue 57 hold [day, visitor hash]: those visits count as direct, landing on /.
const isVisitRow = (row: unknown): row is [string, string] | VisitRow =>
  Array.isArray(row) &&
  isSiteDay(row[0]) &&
  isVisitorHash(row[1]) &&
  (row.length === 2 || isAttribution(row.slice(2)));

const UNKNOWN_ATTRIBUTION: AttributionRow = ['direct', 'direct', null, null, '/', 'other', 'Other'];

/** Queued visits as rows of [day, visitor hash, source, group, medium, campaign, page, device, browser]. */
export const keptVisitsFormat: KeptRowsFormat<QueuedVisit[]> = {
  prefix: 'visits',
  count: (visits) => visits.length,
  toRows: (visits) =>
    visits.map((visit) => [
      visit.day,
      visit.visitorHash,
      visit.sourceName,
      visit.sourceGroup,
      visit.sourceMedium,
      visit.sourceCampaign,
      visit.landingPath,
      visit.device,
      visit.browser,
    ]),
  fromRows: (rows) => {
    if (!rows.every(isVisitRow)) throw new Error('not a list of [day, visitor hash, …] rows');
    return rows.map((row) => {
      const [day, visitorHash, ...rest] = row;
      const [sourceName, sourceGroup, sourceMedium, sourceCampaign, landingPath, device, browser] =
        rest.length === 0 ? UNKNOWN_ATTRIBUTION : rest;
      return {
        day,
        visitorHash,
        sourceName,
        sourceGroup,
        sourceMedium,
        sourceCampaign,
        landingPath,
        device,
        browser,
      };
    });
  },
};

export type KeptVisitsFolder = KeptRowsFolder<QueuedVisit[]>;

/** Visits a shutdown could not write, in `DATA_DIR/unwritten-visits`. */
export const keptVisitsFolder = (dataDir: string, logger?: Logger): KeptVisitsFolder =>
  new KeptRowsFolder(join(dataDir, 'unwritten-visits'), keptVisitsFormat, logger);
