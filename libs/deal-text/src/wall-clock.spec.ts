import { offsetAt, rememberZoneOffsets, wallClockAsUtc, zoneOffsets } from './wall-clock';
import { priceTimeLabel } from './price-time';

const HOUR_MS = 60 * 60 * 1000;
const from = new Date('2025-01-01T00:00:00Z');
const until = new Date('2028-01-01T00:00:00Z');

describe('zoneOffsets', () => {
  it('finds each change of a zone to the second', () => {
    const chicago = zoneOffsets('America/Chicago', from, until);
    expect(chicago.spans).toContainEqual([Date.parse('2026-03-08T08:00:00Z'), -5 * HOUR_MS]);
    expect(chicago.spans).toContainEqual([Date.parse('2026-11-01T07:00:00Z'), -6 * HOUR_MS]);
    expect(chicago.spans).toHaveLength(7);
    expect(chicago.until).toBe(until.getTime());
  });

  it('holds one span for a zone without changes', () => {
    expect(zoneOffsets('Asia/Kathmandu', from, until).spans).toEqual([
      [from.getTime(), 5.75 * HOUR_MS],
    ]);
  });
});

describe('wallClockAsUtc with remembered offsets', () => {
  // Zones with whole-hour, half-hour and 30-minute-DST changes, south and north.
  const zones = ['America/Chicago', 'Europe/London', 'Australia/Lord_Howe', 'America/Santiago'];
  const instants: number[] = [];
  for (let at = from.getTime() - 3 * HOUR_MS; at < until.getTime() + 3 * HOUR_MS; at += 7_919_531)
    instants.push(at);

  it.each(zones)('reads %s exactly as Intl does, inside the span and out of it', (timeZone) => {
    const fromIntl = instants.map((at) => wallClockAsUtc(at, timeZone));
    rememberZoneOffsets(zoneOffsets(timeZone, from, until));
    expect(instants.map((at) => wallClockAsUtc(at, timeZone))).toEqual(fromIntl);
    expect(offsetAt(Date.parse('2026-07-01T12:00:00.750Z'), timeZone)).toBe(
      wallClockAsUtc(Date.parse('2026-07-01T12:00:00Z'), timeZone) -
        Date.parse('2026-07-01T12:00:00Z'),
    );
  });

  it('labels a price time from remembered offsets without building any Intl formatter', () => {
    rememberZoneOffsets(zoneOffsets('America/New_York', from, until));
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(priceTimeLabel('2026-11-27T20:05:00Z', 'America/New_York')).toBe(
        'Nov 27, 2026, 3:05 PM',
      );
      expect(priceTimeLabel('2026-07-04T04:00:00Z', 'America/New_York')).toBe(
        'Jul 4, 2026, 12:00 AM',
      );
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});
