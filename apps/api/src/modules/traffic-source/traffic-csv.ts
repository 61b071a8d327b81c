import { csvOf } from '../../common/csv';
import type { DailyAggregate } from './traffic-queries';

const HEADER = [
  'day',
  'dimension',
  'source',
  'group',
  'medium',
  'campaign',
  'path',
  'device',
  'browser',
  'visitors',
  'clicks',
];

/** The columns a dimension's value fills, in HEADER's order from `source` to `browser`. */
function valueCells({ dimension, key1, key2, key3 }: DailyAggregate): string[] {
  const cells = ['', '', '', '', '', '', ''];
  if (dimension === 'source') [cells[0], cells[1]] = [key1, key2];
  if (dimension === 'campaign') [cells[0], cells[2], cells[3]] = [key1, key2, key3];
  if (dimension === 'page') cells[4] = key1;
  if (dimension === 'device') cells[5] = key1;
  if (dimension === 'browser') cells[6] = key1;
  return cells;
}

/** The daily aggregates as RFC 4180 CSV (a header, then one line per day and value), formulas defused. */
export const trafficCsv = (rows: readonly DailyAggregate[]): string =>
  csvOf([
    HEADER,
    ...rows.map((row) => [
      row.day,
      row.dimension,
      ...valueCells(row),
      String(row.visitors),
      String(row.clicks),
    ]),
  ]);
