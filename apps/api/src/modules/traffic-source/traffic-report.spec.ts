import { trafficCsv } from './traffic-csv';
import type { DailyAggregate } from './traffic-queries';
import { trafficReport } from './traffic-report';

const row = (
  day: string,
  dimension: DailyAggregate['dimension'],
  keys: [string?, string?, string?],
  visitors: number,
  clicks: number,
): DailyAggregate => ({
  day,
  dimension,
  dealId: 0,
  key1: keys[0] ?? '',
  key2: keys[1] ?? '',
  key3: keys[2] ?? '',
  visitors,
  clicks,
});

const ROWS = [
  row('2026-12-01', 'total', [], 3, 4),
  row('2026-12-02', 'total', [], 2, 0),
  row('2026-12-01', 'source', ['Google', 'search'], 1, 3),
  row('2026-12-02', 'source', ['Google', 'search'], 1, 0),
  row('2026-12-01', 'source', ['direct', 'direct'], 2, 1),
  row('2026-12-02', 'source', ['=sum', 'campaign'], 1, 0),
  row('2026-12-02', 'campaign', ['=sum', '', 'fall, "big"'], 1, 0),
  row('2026-12-01', 'page', ['/'], 3, 4),
];

describe('trafficReport', () => {
  it('sums each value over the days, busiest first, absent parts as null', () => {
    const report = trafficReport({ from: '2026-12-01', to: '2026-12-02' }, ROWS);
    expect(report.totals).toEqual({ visitors: 5, clicks: 4 });
    expect(report.sources).toEqual([
      { name: 'Google', group: 'search', visitors: 2, clicks: 3 },
      { name: 'direct', group: 'direct', visitors: 2, clicks: 1 },
      { name: '=sum', group: 'campaign', visitors: 1, clicks: 0 },
    ]);
    expect(report.campaigns).toEqual([
      { source: '=sum', medium: null, campaign: 'fall, "big"', visitors: 1, clicks: 0 },
    ]);
    expect(report.pages).toEqual([{ path: '/', visitors: 3, clicks: 4 }]);
    expect(report.devices).toEqual([]);
  });

  it('answers zeros for a range without traffic', () => {
    expect(trafficReport({ from: '2026-12-01', to: '2026-12-01' }, []).totals).toEqual({
      visitors: 0,
      clicks: 0,
    });
  });
});

describe('trafficCsv', () => {
  it('writes a line per day and value, quoting and defusing cells', () => {
    const lines = trafficCsv(ROWS).split('\r\n');
    expect(lines[0]).toBe(
      'day,dimension,source,group,medium,campaign,path,device,browser,visitors,clicks',
    );
    expect(lines).toContain("2026-12-02,source,'=sum,campaign,,,,,,1,0");
    expect(lines).toContain('2026-12-02,campaign,\'=sum,,,"fall, ""big""",,,,1,0');
    expect(lines).toContain('2026-12-01,page,,,,,/,,,3,4');
    expect(lines.at(-1)).toBe('');
  });
});
