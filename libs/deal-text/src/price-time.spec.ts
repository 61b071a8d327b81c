import { priceTimeLabel } from './price-time';

describe('priceTimeLabel', () => {
  it('writes the time in the site zone with plain spaces', () => {
    expect(priceTimeLabel('2026-11-27T20:05:00Z', 'America/New_York')).toBe(
      'Nov 27, 2026, 3:05 PM',
    );
  });

  it('takes the date of the zone, not of UTC', () => {
    expect(priceTimeLabel('2026-11-28T03:30:00Z', 'America/Los_Angeles')).toBe(
      'Nov 27, 2026, 7:30 PM',
    );
    expect(priceTimeLabel('2026-11-28T03:30:00Z', 'Asia/Tokyo')).toBe('Nov 28, 2026, 12:30 PM');
  });
});
