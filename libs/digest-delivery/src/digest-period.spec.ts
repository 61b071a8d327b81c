import { digestPeriod } from './digest-period';

describe('digestPeriod', () => {
  it('names a daily period by the site day, not the UTC day', () => {
    // 03:00 UTC on the 24th is still the evening of the 23rd in Chicago.
    expect(digestPeriod('daily', new Date('2026-11-24T03:00:00Z'), 'America/Chicago')).toBe(
      'daily:2026-11-23',
    );
    expect(digestPeriod('daily', new Date('2026-11-24T03:00:00Z'), 'UTC')).toBe('daily:2026-11-24');
  });

  it('names a weekly period by its Monday, the same all week long', () => {
    const monday = digestPeriod('weekly', new Date('2026-11-23T14:00:00Z'), 'America/Chicago');
    const sunday = digestPeriod('weekly', new Date('2026-11-30T05:59:00Z'), 'America/Chicago');
    const nextMonday = digestPeriod('weekly', new Date('2026-11-30T14:00:00Z'), 'America/Chicago');
    expect(monday).toBe('weekly:2026-11-23');
    expect(sunday).toBe('weekly:2026-11-23');
    expect(nextMonday).toBe('weekly:2026-11-30');
  });
});
