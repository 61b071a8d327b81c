import { dayWindows, localDateString, startOfDayInZone } from './day-split';

const CHICAGO = 'America/Chicago';

describe('startOfDayInZone', () => {
  it.each([
    [
      'Chicago 23:30 local stays on its day',
      '2026-01-15T05:30:00Z',
      CHICAGO,
      '2026-01-14T06:00:00.000Z',
    ],
    [
      'Chicago 00:30 local starts the new day',
      '2026-01-15T06:30:00Z',
      CHICAGO,
      '2026-01-15T06:00:00.000Z',
    ],
    [
      'Chicago exactly at local midnight',
      '2026-01-15T06:00:00Z',
      CHICAGO,
      '2026-01-15T06:00:00.000Z',
    ],
    [
      'Chicago spring-forward day, after the jump',
      '2026-03-08T18:00:00Z',
      CHICAGO,
      '2026-03-08T06:00:00.000Z',
    ],
    [
      'Chicago day after spring-forward',
      '2026-03-09T10:00:00Z',
      CHICAGO,
      '2026-03-09T05:00:00.000Z',
    ],
    [
      'Chicago fall-back day, first 01:30 (CDT)',
      '2026-11-01T06:30:00Z',
      CHICAGO,
      '2026-11-01T05:00:00.000Z',
    ],
    [
      'Chicago fall-back day, second 01:30 (CST)',
      '2026-11-01T07:30:00Z',
      CHICAGO,
      '2026-11-01T05:00:00.000Z',
    ],
    [
      'Chicago fall-back day, 23:30 local',
      '2026-11-02T05:30:00Z',
      CHICAGO,
      '2026-11-01T05:00:00.000Z',
    ],
    [
      'Kolkata (+05:30) 23:30 local',
      '2026-01-15T18:00:00Z',
      'Asia/Kolkata',
      '2026-01-14T18:30:00.000Z',
    ],
    [
      'Kolkata (+05:30) 00:30 local',
      '2026-01-15T19:00:00Z',
      'Asia/Kolkata',
      '2026-01-15T18:30:00.000Z',
    ],
    ['Kathmandu (+05:45)', '2026-06-01T00:00:00Z', 'Asia/Kathmandu', '2026-05-31T18:15:00.000Z'],
    [
      'UTC last millisecond of the day',
      '2026-01-15T23:59:59.999Z',
      'UTC',
      '2026-01-15T00:00:00.000Z',
    ],
    ['UTC exactly midnight', '2026-01-15T00:00:00Z', 'UTC', '2026-01-15T00:00:00.000Z'],
    // Chile moves its clocks at midnight: the day begins at 01:00 or at the repeated 00:00.
    [
      'Santiago, midnight skipped',
      '2026-09-06T12:00:00Z',
      'America/Santiago',
      '2026-09-06T04:00:00.000Z',
    ],
    [
      'Santiago, midnight after the repeated hour',
      '2026-04-05T12:00:00Z',
      'America/Santiago',
      '2026-04-05T04:00:00.000Z',
    ],
  ])('%s', (_case, instant, timeZone, expected) => {
    expect(startOfDayInZone(new Date(instant), timeZone).toISOString()).toBe(expected);
  });

  it('rejects an unknown zone', () => {
    expect(() => startOfDayInZone(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('dayWindows', () => {
  it.each([
    [
      'spring-forward day is 23 hours',
      '2026-03-08T18:00:00Z',
      CHICAGO,
      ['2026-03-07T06:00:00.000Z', '2026-03-08T06:00:00.000Z', '2026-03-09T05:00:00.000Z'],
      23,
    ],
    [
      'fall-back day is 25 hours',
      '2026-11-01T12:00:00Z',
      CHICAGO,
      ['2026-10-31T05:00:00.000Z', '2026-11-01T05:00:00.000Z', '2026-11-02T06:00:00.000Z'],
      25,
    ],
    [
      'month and year rollover in UTC',
      '2026-01-01T08:00:00Z',
      'UTC',
      ['2025-12-31T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z'],
      24,
    ],
    [
      'non-hour offset',
      '2026-01-15T19:00:00Z',
      'Asia/Kolkata',
      ['2026-01-14T18:30:00.000Z', '2026-01-15T18:30:00.000Z', '2026-01-16T18:30:00.000Z'],
      24,
    ],
  ])('%s', (_case, now, timeZone, [yesterday, today, tomorrow], todayHours) => {
    const windows = dayWindows(new Date(now), timeZone);
    expect(windows.yesterdayStart.toISOString()).toBe(yesterday);
    expect(windows.todayStart.toISOString()).toBe(today);
    expect(windows.tomorrowStart.toISOString()).toBe(tomorrow);
    const hours = (windows.tomorrowStart.getTime() - windows.todayStart.getTime()) / 3_600_000;
    expect(hours).toBe(todayHours);
  });

  it('answers the same windows all day and new ones from local midnight on, either way in time', () => {
    const morning = dayWindows(new Date('2026-03-08T12:00:00Z'), CHICAGO);
    expect(dayWindows(new Date('2026-03-09T04:59:59.999Z'), CHICAGO)).toBe(morning);

    const nextDay = dayWindows(new Date('2026-03-09T05:00:00.000Z'), CHICAGO);
    expect(nextDay.todayStart.toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(nextDay.yesterdayStart.toISOString()).toBe('2026-03-08T06:00:00.000Z');

    const dayBefore = dayWindows(new Date('2026-03-08T05:59:59.999Z'), CHICAGO);
    expect(dayBefore.todayStart.toISOString()).toBe('2026-03-07T06:00:00.000Z');
    expect(dayWindows(new Date('2026-03-08T06:00:00.000Z'), 'UTC').todayStart.toISOString()).toBe(
      '2026-03-08T00:00:00.000Z',
    );
  });
});

describe('localDateString', () => {
  it.each([
    [
      'the last second before Chicago midnight on the spring-forward day',
      '2026-03-08T05:59:59Z',
      '2026-03-07',
    ],
    ['Chicago midnight of the spring-forward day', '2026-03-08T06:00:00Z', '2026-03-08'],
    [
      'the first second of the day after, now on daylight time',
      '2026-03-09T05:00:00Z',
      '2026-03-09',
    ],
    ['the 25th hour of the fall-back day', '2026-11-02T05:59:59Z', '2026-11-01'],
  ])('%s', (_case, instant, date) => {
    expect(localDateString(new Date(instant), CHICAGO)).toBe(date);
  });

  it('turns over at local midnight to the millisecond, either way in time, whatever it answered last', () => {
    const lastOfSaturday = new Date('2026-03-08T05:59:59.999Z');
    const midnight = new Date('2026-03-08T06:00:00.000Z');
    expect(localDateString(midnight, CHICAGO)).toBe('2026-03-08');
    expect(localDateString(lastOfSaturday, CHICAGO)).toBe('2026-03-07');
    expect(localDateString(midnight, CHICAGO)).toBe('2026-03-08');
    expect(localDateString(midnight, 'Asia/Tokyo')).toBe('2026-03-08');
    expect(localDateString(new Date('2026-03-08T15:00:00.000Z'), 'Asia/Tokyo')).toBe('2026-03-09');
    expect(localDateString(lastOfSaturday, CHICAGO)).toBe('2026-03-07');
  });
});
