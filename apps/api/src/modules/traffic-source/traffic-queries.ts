import type { DataSource } from 'typeorm';
import type { SiteDay } from '../visitor/site-day';

/** What a report breaks traffic down by; `total` is the day's sum. */
export type TrafficDimension = 'total' | 'source' | 'campaign' | 'page' | 'device' | 'browser';
export const TRAFFIC_DIMENSIONS: readonly TrafficDimension[] = [
  'total',
  'source',
  'campaign',
  'page',
  'device',
  'browser',
];

/** One day's visitors and clicks for one value of a dimension, as traffic_daily keeps it. */
export interface DailyAggregate {
  day: SiteDay;
  dimension: TrafficDimension;
  /** 0 for the whole site; else the deal whose unique clickers `visitors` counts. */
  dealId: number;
  key1: string;
  key2: string;
  key3: string;
  visitors: number;
  clicks: number;
}

/** Where clicks are read: the whole site, one deal, or every deal on its own (for the rollup). */
export type ClickScope = { dealId: number } | 'site' | 'each deal';

// A click without its own src takes the visitor's source of the day; without a visit, direct.
const CLICK_SOURCE = "COALESCE(c.`source`, v.`source_name`, 'direct')";
const CLICK_GROUP =
  "CASE WHEN c.`source` IS NOT NULL THEN 'campaign' ELSE COALESCE(v.`source_group`, 'direct') END";
const fromVisitUnlessSourced = (column: string) =>
  `CASE WHEN c.\`source\` IS NOT NULL THEN '' ELSE COALESCE(v.\`${column}\`, '') END`;

interface DimensionSql {
  /** Key expressions over site_visitors `v`. */
  visit: string[];
  /** Key expressions over deal_clicks `c` left-joined with the visitor's site_visitors row `v`. */
  click: string[];
  visitWhere?: string;
  clickWhere?: string;
}

const DIMENSION_SQL: Record<TrafficDimension, DimensionSql> = {
  total: { visit: [], click: [] },
  source: {
    visit: ['v.`source_name`', 'v.`source_group`'],
    click: [CLICK_SOURCE, CLICK_GROUP],
  },
  campaign: {
    visit: [
      'v.`source_name`',
      "COALESCE(v.`source_medium`, '')",
      "COALESCE(v.`source_campaign`, '')",
    ],
    click: [
      CLICK_SOURCE,
      fromVisitUnlessSourced('source_medium'),
      fromVisitUnlessSourced('source_campaign'),
    ],
    visitWhere: "v.`source_group` = 'campaign'",
    clickWhere: "(c.`source` IS NOT NULL OR v.`source_group` = 'campaign')",
  },
  // A click with no visit that day came in through a /go/ link.
  page: { visit: ['v.`landing_path`'], click: ["COALESCE(v.`landing_path`, '/go')"] },
  device: { visit: ['v.`device`'], click: ["COALESCE(v.`device`, 'other')"] },
  browser: { visit: ['v.`browser`'], click: ["COALESCE(v.`browser`, 'Other')"] },
};

type KeyRow = { day: string; key1?: string; key2?: string; key3?: string; deal_id?: number };

const keyColumns = (expressions: string[]) =>
  expressions.map((expression, index) => `, ${expression} AS key${index + 1}`).join('');
const keyGroups = (expressions: string[]) =>
  expressions.map((_expression, index) => `, key${index + 1}`).join('');

function aggregateOf(
  row: KeyRow,
  dimension: TrafficDimension,
  dealId: number,
  visitors: number | string,
  clicks: number | string,
): DailyAggregate {
  return {
    day: row.day,
    dimension,
    dealId,
    key1: row.key1 ?? '',
    key2: row.key2 ?? '',
    key3: row.key3 ?? '',
    visitors: Number(visitors),
    clicks: Number(clicks),
  };
}

/** Daily unique visitors per value of a dimension, from the per-visitor rows of the range. */
async function visitorsPer(
  dataSource: DataSource,
  dimension: TrafficDimension,
  from: SiteDay,
  to: SiteDay,
): Promise<DailyAggregate[]> {
  const sql = DIMENSION_SQL[dimension];
  const rows = await dataSource.query<(KeyRow & { visitors: number | string })[]>(
    `SELECT v.\`day\` AS day${keyColumns(sql.visit)}, COUNT(*) AS visitors FROM \`site_visitors\` v ` +
      `WHERE v.\`day\` >= ? AND v.\`day\` <= ?${sql.visitWhere ? ` AND ${sql.visitWhere}` : ''} ` +
      `GROUP BY v.\`day\`${keyGroups(sql.visit)}`,
    [from, to],
  );
  return rows.map((row) => aggregateOf(row, dimension, 0, row.visitors, 0));
}

/** Daily clicks, and unique clickers, per value of a dimension, from the per-visitor rows. */
async function clicksPer(
  dataSource: DataSource,
  dimension: TrafficDimension,
  from: SiteDay,
  to: SiteDay,
  scope: ClickScope,
): Promise<DailyAggregate[]> {
  const sql = DIMENSION_SQL[dimension];
  const eachDeal = scope === 'each deal';
  const oneDeal = typeof scope === 'object' ? scope.dealId : null;
  const rows = await dataSource.query<
    (KeyRow & { clicks: number | string; clickers: number | string })[]
  >(
    `SELECT c.\`day\` AS day${eachDeal ? ', c.`deal_id` AS deal_id' : ''}${keyColumns(sql.click)}, ` +
      'SUM(c.`clicks`) AS clicks, COUNT(DISTINCT c.`visitor_hash`) AS clickers FROM `deal_clicks` c ' +
      'LEFT JOIN `site_visitors` v ON v.`day` = c.`day` AND v.`visitor_hash` = c.`visitor_hash` ' +
      `WHERE c.\`day\` >= ? AND c.\`day\` <= ?${oneDeal === null ? '' : ' AND c.`deal_id` = ?'}` +
      `${sql.clickWhere ? ` AND ${sql.clickWhere}` : ''} ` +
      `GROUP BY c.\`day\`${eachDeal ? ', c.`deal_id`' : ''}${keyGroups(sql.click)}`,
    oneDeal === null ? [from, to] : [from, to, oneDeal],
  );
  return rows.map((row) =>
    aggregateOf(
      row,
      dimension,
      eachDeal ? Number(row.deal_id) : (oneDeal ?? 0),
      scope === 'site' ? 0 : row.clickers,
      row.clicks,
    ),
  );
}

const aggregateKey = (row: DailyAggregate) =>
  `${row.day}\u0000${row.dimension}\u0000${row.dealId}\u0000${row.key1}\u0000${row.key2}\u0000${row.key3}`;

/** Adds rows of the same day, dimension, deal and value together. */
export function mergeAggregates(rows: Iterable<DailyAggregate>): DailyAggregate[] {
  const merged = new Map<string, DailyAggregate>();
  for (const row of rows) {
    const key = aggregateKey(row);
    const known = merged.get(key);
    if (known) {
      known.visitors += row.visitors;
      known.clicks += row.clicks;
    } else merged.set(key, { ...row });
  }
  return [...merged.values()];
}

/**
 * Daily aggregates of every dimension computed from the per-visitor rows (site_visitors and
 * deal_clicks) of the range: site-wide visitors and clicks, or one deal's (or each deal's)
 * unique clickers and clicks.
 */
export async function liveAggregates(
  dataSource: DataSource,
  from: SiteDay,
  to: SiteDay,
  scope: ClickScope,
): Promise<DailyAggregate[]> {
  const parts: DailyAggregate[][] = [];
  for (const dimension of TRAFFIC_DIMENSIONS) {
    if (scope === 'site') parts.push(await visitorsPer(dataSource, dimension, from, to));
    parts.push(await clicksPer(dataSource, dimension, from, to, scope));
  }
  return mergeAggregates(parts.flat());
}
