import {
  barPercent,
  clicksPerVisitor,
  dealSourcesPath,
  lastDays,
  rangeOf,
  rangeProblemOf,
  shiftDay,
  trafficSourcesCsvUrl,
  trafficSourcesUrl,
} from './traffic-sources';

describe('traffic sources in the admin', () => {
  it('moves site days across months, years and DST changes by calendar days', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDay('2026-01-01', -90)).toBe('2025-10-03');
    expect(shiftDay('2026-11-01', 1)).toBe('2026-11-02');
  });

  it('makes Today and the last 7, 30 and 90 days inclusive ranges ending today', () => {
    const today = '2026-12-02';
    const custom = { from: '', to: '' };
    expect(rangeOf('today', today, custom)).toEqual({ from: today, to: today });
    expect(rangeOf('7', today, custom)).toEqual({ from: '2026-11-26', to: today });
    expect(rangeOf('30', today, custom)).toEqual(lastDays(30, today));
    expect(lastDays(30, today).from).toBe('2026-11-03');
    expect(rangeOf('90', today, custom)?.from).toBe('2026-09-04');
  });

  it('takes a custom range only once both dates are whole, and leaves the rest to the server', () => {
    const today = '2026-12-02';
    expect(rangeOf('custom', today, { from: '2026-11-01', to: '' })).toBeNull();
    expect(rangeOf('custom', today, { from: '2026-11-30', to: '2026-11-01' })).toEqual({
      from: '2026-11-30',
      to: '2026-11-01',
    });
  });

  it('asks the API for the range, the deal and the CSV', () => {
    const range = { from: '2026-11-26', to: '2026-12-02' };
    expect(trafficSourcesUrl(range)).toBe('/api/traffic/sources?from=2026-11-26&to=2026-12-02');
    expect(trafficSourcesUrl(range, '42')).toBe(
      '/api/traffic/sources?from=2026-11-26&to=2026-12-02&deal=42',
    );
    expect(trafficSourcesCsvUrl(range)).toBe(
      '/api/traffic/sources.csv?from=2026-11-26&to=2026-12-02',
    );
    expect(dealSourcesPath(42)).toBe('/admin?sourcesDeal=42#traffic-sources');
  });

  it('gives clicks per visitor two decimals and a dash without visitors', () => {
    expect(clicksPerVisitor({ visitors: 3, clicks: 1 })).toBe('0.33');
    expect(clicksPerVisitor({ visitors: 2, clicks: 5 })).toBe('2.50');
    expect(clicksPerVisitor({ visitors: 0, clicks: 4 })).toBe('–');
  });

  it('sizes bars against the largest figure of their table', () => {
    expect(barPercent(5, 10)).toBe(50);
    expect(barPercent(1, 3)).toBe(33.3);
    expect(barPercent(0, 0)).toBe(0);
  });

  it("reads the server's {message, field} from a 400, or falls back to the status text", () => {
    expect(rangeProblemOf('{"message":"from is after to","field":"from"}', 'Bad Request')).toEqual({
      message: 'from is after to',
      field: 'from',
    });
    expect(rangeProblemOf('{"message":"range over 400 days"}', 'Bad Request')).toEqual({
      message: 'range over 400 days',
    });
    expect(rangeProblemOf('<html>', 'Bad Request')).toEqual({ message: 'Bad Request' });
  });
});
