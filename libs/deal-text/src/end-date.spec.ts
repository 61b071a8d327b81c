import { localDateString } from './day-split';
import { findPastedEndDate } from './end-date';

const NEW_YORK = 'America/New_York';
// Wednesday 2026-06-10, noon in New York (EDT, UTC-4).
const WEDNESDAY_NOON = '2026-06-10T16:00:00Z';

function isoDatePlusDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function endIn(text: string, now: string, timeZone = NEW_YORK): string | null {
  return findPastedEndDate(text, { now: new Date(now), timeZone })?.toISOString() ?? null;
}

describe('findPastedEndDate', () => {
  describe('reads the phrasings deal posts use (pasted Wednesday June 10, New York)', () => {
    it.each([
      ['ends 12/31', '2027-01-01T05:00:00.000Z'],
      ['ends 12/31/2026', '2027-01-01T05:00:00.000Z'],
      ['ends 12/31/26', '2027-01-01T05:00:00.000Z'],
      ['expires 7/5', '2026-07-06T04:00:00.000Z'],
      ['exp 7/5', '2026-07-06T04:00:00.000Z'],
      ['Exp. 7/5', '2026-07-06T04:00:00.000Z'],
      ['Expires: 7/5', '2026-07-06T04:00:00.000Z'],
      ['valid through 6/30', '2026-07-01T04:00:00.000Z'],
      ['valid thru 6/30', '2026-07-01T04:00:00.000Z'],
      ['good through 6/30', '2026-07-01T04:00:00.000Z'],
      ['through 6/30', '2026-07-01T04:00:00.000Z'],
      ['thru 6/30', '2026-07-01T04:00:00.000Z'],
      ['until 6/30', '2026-07-01T04:00:00.000Z'],
      ['till 6/30', '2026-07-01T04:00:00.000Z'],
      ["'til 6/30", '2026-07-01T04:00:00.000Z'],
      ['ends on 6/30', '2026-07-01T04:00:00.000Z'],
      ['Ending 6/30', '2026-07-01T04:00:00.000Z'],
      ['offer ends June 30', '2026-07-01T04:00:00.000Z'],
      ['ends Jun 30', '2026-07-01T04:00:00.000Z'],
      ['ends Jun. 30th', '2026-07-01T04:00:00.000Z'],
      ['ends June 30, 2026', '2026-07-01T04:00:00.000Z'],
      ['offer ends December 31', '2027-01-01T05:00:00.000Z'],
      ['ends Dec 31', '2027-01-01T05:00:00.000Z'],
      ['ends Dec. 31st', '2027-01-01T05:00:00.000Z'],
      ['valid thru Sept 1st', '2026-09-02T04:00:00.000Z'],
      ['until Sunday', '2026-06-15T04:00:00.000Z'],
      ['ends Sunday', '2026-06-15T04:00:00.000Z'],
      ['ends this Sunday', '2026-06-15T04:00:00.000Z'],
      ['thru Sun.', '2026-06-15T04:00:00.000Z'],
      ['until Tues', '2026-06-17T04:00:00.000Z'],
      ['ends Wednesday (today counts)', '2026-06-11T04:00:00.000Z'],
      ['ends Sunday, 6/28 (the date wins)', '2026-06-29T04:00:00.000Z'],
      ['ends tonight', '2026-06-11T04:00:00.000Z'],
      ['ends today', '2026-06-11T04:00:00.000Z'],
      ['ends tomorrow', '2026-06-12T04:00:00.000Z'],
      ['until midnight', '2026-06-11T04:00:00.000Z'],
      ['ends at midnight', '2026-06-11T04:00:00.000Z'],
      ['ENDS 6/30', '2026-07-01T04:00:00.000Z'],
      ['Valid Thru JUNE 30', '2026-07-01T04:00:00.000Z'],
      ['Lightning deal ENDS TONIGHT!', '2026-06-11T04:00:00.000Z'],
    ])('%s', (text, expected) => {
      expect(endIn(text, WEDNESDAY_NOON)).toBe(expected);
    });
  });

  describe('a time of day is not read: the deal lasts to the end of the named day', () => {
    it.each([
      ['ends 6/30 at 11:59pm', '2026-07-01T04:00:00.000Z'],
      ['ends tonight at 9pm', '2026-06-11T04:00:00.000Z'],
      ['ends 6/30 11:59 PM PT', '2026-07-01T04:00:00.000Z'],
    ])('%s', (text, expected) => {
      expect(endIn(text, WEDNESDAY_NOON)).toBe(expected);
    });
  });

  describe('which day is meant', () => {
    it.each([
      ["today's date without a year is today", 'ends 6/10', '2026-06-11T04:00:00.000Z'],
      ["today's date with its year is today", 'ends 6/10/2026', '2026-06-11T04:00:00.000Z'],
      ["yesterday's date without a year is next year's", 'ends 6/9', '2027-06-10T04:00:00.000Z'],
      ['a year and a day ahead is still read', 'ends 6/11/2027', '2027-06-12T04:00:00.000Z'],
      [
        'a past date is skipped for a later end phrase',
        'Was valid thru 12/31/2025, now extended thru 7/15',
        '2026-07-16T04:00:00.000Z',
      ],
      [
        'the first end phrase wins',
        'Ends 6/30. Price good through 7/15',
        '2026-07-01T04:00:00.000Z',
      ],
      [
        'an end phrase inside a full post',
        'Ninja Air Fryer $59.99\nPosted 6/9 - ends Sunday!\nhttps://amzn.to/x',
        '2026-06-15T04:00:00.000Z',
      ],
    ])('%s', (_case, text, expected) => {
      expect(endIn(text, WEDNESDAY_NOON)).toBe(expected);
    });

    it('rolls a month/day into next year when pasted at year end', () => {
      const december30 = '2026-12-30T17:00:00Z';
      expect(endIn('ends 1/2', december30)).toBe('2027-01-03T05:00:00.000Z');
      expect(endIn('ends 12/31', december30)).toBe('2027-01-01T05:00:00.000Z');
    });

    it('reads "until Sunday" on a Sunday as today and on a Monday as six days on', () => {
      expect(endIn('until Sunday', '2026-12-27T17:00:00Z')).toBe('2026-12-28T05:00:00.000Z');
      expect(endIn('until Sunday', '2026-12-28T17:00:00Z')).toBe('2027-01-04T05:00:00.000Z');
    });

    it('takes a February 29th without a year from the next leap year only', () => {
      expect(endIn('ends 2/29', WEDNESDAY_NOON)).toBeNull();
      expect(endIn('ends 2/29', '2027-03-01T17:00:00Z')).toBe('2028-03-01T05:00:00.000Z');
    });
  });

  describe("uses the zone's day, not UTC's", () => {
    // 2026-03-11 03:30 UTC is still Tuesday 2026-03-10, 23:30 in New York.
    const lateTuesdayInNewYork = '2026-03-11T03:30:00Z';
    // 2026-06-30 16:00 UTC is already Wednesday 2026-07-01, 01:00 in Tokyo.
    const earlyWednesdayInTokyo = '2026-06-30T16:00:00Z';

    it.each([
      ['ends today', lateTuesdayInNewYork, NEW_YORK, '2026-03-11T04:00:00.000Z'],
      ['ends tomorrow', lateTuesdayInNewYork, NEW_YORK, '2026-03-12T04:00:00.000Z'],
      ['until Tuesday', lateTuesdayInNewYork, NEW_YORK, '2026-03-11T04:00:00.000Z'],
      ['ends 3/10', lateTuesdayInNewYork, NEW_YORK, '2026-03-11T04:00:00.000Z'],
      ['ends today', lateTuesdayInNewYork, 'UTC', '2026-03-12T00:00:00.000Z'],
      ['ends 3/10', lateTuesdayInNewYork, 'UTC', '2027-03-11T00:00:00.000Z'],
      ['ends today', earlyWednesdayInTokyo, 'Asia/Tokyo', '2026-07-01T15:00:00.000Z'],
      ['until Wednesday', earlyWednesdayInTokyo, 'Asia/Tokyo', '2026-07-01T15:00:00.000Z'],
      ['ends 6/30', earlyWednesdayInTokyo, 'Asia/Tokyo', '2027-06-30T15:00:00.000Z'],
      ['ends 6/30', earlyWednesdayInTokyo, NEW_YORK, '2026-07-01T04:00:00.000Z'],
      ['ends 12/31', '2027-01-01T03:00:00Z', NEW_YORK, '2027-01-01T05:00:00.000Z'],
    ])('%s at %s in %s', (text, now, timeZone, expected) => {
      expect(endIn(text, now, timeZone)).toBe(expected);
    });
  });

  describe('daylight saving changes in New York', () => {
    it.each([
      [
        'the day before fall-back ends at midnight EDT',
        'ends 10/31',
        '2026-10-20T16:00:00Z',
        '2026-11-01T04:00:00.000Z',
      ],
      [
        'the 25-hour fall-back day ends at midnight EST',
        'ends 11/1',
        '2026-10-20T16:00:00Z',
        '2026-11-02T05:00:00.000Z',
      ],
      [
        'fall-back day, pasted in the first 01:30 (EDT)',
        'ends today',
        '2026-11-01T05:30:00Z',
        '2026-11-02T05:00:00.000Z',
      ],
      [
        'fall-back day, pasted in the second 01:30 (EST)',
        'ends today',
        '2026-11-01T06:30:00Z',
        '2026-11-02T05:00:00.000Z',
      ],
      [
        'a week before spring-forward',
        'ends 3/7',
        '2027-03-01T17:00:00Z',
        '2027-03-08T05:00:00.000Z',
      ],
      [
        'the day before spring-forward ends at midnight EST',
        'ends 3/13',
        '2027-03-01T17:00:00Z',
        '2027-03-14T05:00:00.000Z',
      ],
      [
        'the 23-hour spring-forward day ends at midnight EDT',
        'ends 3/14',
        '2027-03-01T17:00:00Z',
        '2027-03-15T04:00:00.000Z',
      ],
      [
        '"until Sunday" landing on spring-forward day',
        'until Sunday',
        '2027-03-10T17:00:00Z',
        '2027-03-15T04:00:00.000Z',
      ],
      [
        'pasted on summer time, ending on winter time',
        'ends 12/31',
        WEDNESDAY_NOON,
        '2027-01-01T05:00:00.000Z',
      ],
    ])('%s', (_case, text, now, expected) => {
      expect(endIn(text, now)).toBe(expected);
    });
  });

  describe('every date of the coming year', () => {
    it.each([
      [NEW_YORK],
      ['Australia/Lord_Howe'], // half-hour clock changes
      ['America/Santiago'], // clocks change at midnight itself
    ])('ends at the first instant of the next local day in %s', (timeZone) => {
      const now = new Date(WEDNESDAY_NOON);
      const today = localDateString(now, timeZone);
      for (let daysAhead = 0; daysAhead <= 366; daysAhead++) {
        const named = isoDatePlusDays(today, daysAhead);
        const [year, month, day] = named.split('-');
        const end = findPastedEndDate(`ends ${month}/${day}/${year}`, { now, timeZone });
        const lastAndFirstDay = end && [
          localDateString(new Date(end.getTime() - 1), timeZone),
          localDateString(end, timeZone),
        ];
        expect(lastAndFirstDay).toEqual([named, isoDatePlusDays(named, 1)]);
      }
    });
  });

  describe('finds no end date', () => {
    it.each([
      ['no end phrase', 'Ninja Air Fryer $59.99 https://amzn.to/x'],
      ['a price that looks like a date', 'Only $12/31 each'],
      ['a fraction in a product name', 'DeWalt 1/2 inch drill bit set'],
      ['a date without an end keyword', 'posted 12/31'],
      ['a bare date', '12/31'],
      ['February 30th', 'ends 2/30'],
      ['month 13', 'ends 13/1'],
      ['June 31st', 'ends June 31'],
      ['day zero', 'ends 6/0'],
      ['a past date with its year', 'ends 6/9/2026'],
      ['a past date with a two-digit year', 'ends 12/31/25'],
      ['more than a year ahead', 'ends 6/12/2027'],
      ['years ahead', 'ends 12/31/2030'],
      ['a truncated year', 'ends 12/31/202'],
      ['a run of slashes', 'thru 1/2/3/4'],
      ['a keyword inside a compound', 'walk-through 3/4 scale model'],
      ['a keyword inside a word', 'Expedia 7/5 getaway, blends 6/30'],
      ['an end phrase with no day', 'ends soon, until sold out'],
      ['"next Sunday" is not guessed', 'ends next Sunday'],
      ['the date on the line after the keyword', 'Sale ends\n6/30'],
      ['empty text', ''],
    ])('%s', (_case, text) => {
      expect(endIn(text, WEDNESDAY_NOON)).toBeNull();
    });
  });

  it('rejects an unknown zone', () => {
    expect(() =>
      findPastedEndDate('ends 6/30', {
        now: new Date(WEDNESDAY_NOON),
        timeZone: 'Mars/Olympus_Mons',
      }),
    ).toThrow(RangeError);
  });
});
