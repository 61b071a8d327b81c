import type { DailyAggregate, TrafficDimension } from './traffic-queries';
import type { TrafficRange } from './traffic-range';

export interface TrafficCounts {
  visitors: number;
  clicks: number;
}

/** GET /api/traffic/sources and the trafficSources query: the range's traffic, busiest first. */
export interface TrafficReport extends TrafficRange {
  totals: TrafficCounts;
  sources: (TrafficCounts & { name: string; group: string })[];
  campaigns: (TrafficCounts & { source: string; medium: string | null; campaign: string | null })[];
  pages: (TrafficCounts & { path: string })[];
  devices: (TrafficCounts & { device: string })[];
  browsers: (TrafficCounts & { browser: string })[];
}

type Keys = Pick<DailyAggregate, 'key1' | 'key2' | 'key3'>;

/** The range's sums per value of one dimension, most visitors (then clicks) first. */
function summed<T>(
  rows: readonly DailyAggregate[],
  dimension: TrafficDimension,
  shape: (keys: Keys) => T,
): (T & TrafficCounts)[] {
  const sums = new Map<string, Keys & TrafficCounts>();
  for (const row of rows) {
    if (row.dimension !== dimension) continue;
    const key = `${row.key1}\u0000${row.key2}\u0000${row.key3}`;
    const sum = sums.get(key);
    if (sum) {
      sum.visitors += row.visitors;
      sum.clicks += row.clicks;
    } else
      sums.set(key, {
        key1: row.key1,
        key2: row.key2,
        key3: row.key3,
        visitors: row.visitors,
        clicks: row.clicks,
      });
  }
  return [...sums.values()]
    .sort(
      (a, b) =>
        b.visitors - a.visitors ||
        b.clicks - a.clicks ||
        a.key1.localeCompare(b.key1) ||
        a.key2.localeCompare(b.key2) ||
        a.key3.localeCompare(b.key3),
    )
    .map((sum) => ({ ...shape(sum), visitors: sum.visitors, clicks: sum.clicks }));
}

const orNull = (value: string) => (value === '' ? null : value);

/**
 * The report of a range from its daily aggregates. Visitors are summed day by day, as the daily
 * traffic chart sums them: a visitor of two days counts on each.
 */
export function trafficReport(range: TrafficRange, rows: readonly DailyAggregate[]): TrafficReport {
  const [totals] = summed(rows, 'total', () => ({}));
  return {
    from: range.from,
    to: range.to,
    totals: { visitors: totals?.visitors ?? 0, clicks: totals?.clicks ?? 0 },
    sources: summed(rows, 'source', ({ key1, key2 }) => ({ name: key1, group: key2 })),
    campaigns: summed(rows, 'campaign', ({ key1, key2, key3 }) => ({
      source: key1,
      medium: orNull(key2),
      campaign: orNull(key3),
    })),
    pages: summed(rows, 'page', ({ key1 }) => ({ path: key1 })),
    devices: summed(rows, 'device', ({ key1 }) => ({ device: key1 })),
    browsers: summed(rows, 'browser', ({ key1 }) => ({ browser: key1 })),
  };
}
