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

describe('priceTimeLabel against Intl', () => {
  it('writes what en-US formatting writes, hour by hour through a day and its noon', () => {
    const format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Europe/Paris',
    });
    for (let hour = 0; hour < 26; hour += 1) {
      const iso = new Date(Date.UTC(2026, 2, 28, hour, 7)).toISOString();
      expect(priceTimeLabel(iso, 'Europe/Paris')).toBe(
        format.format(new Date(iso)).replace(/\s/g, ' '),
      );
    }
  });

  it('refuses a time that is not one', () => {
    expect(() => priceTimeLabel('yesterday', 'Europe/Paris')).toThrow(RangeError);
  });
});
