import { instantOfLocalDateTime, localDateTimeString } from './zoned-time';

const NEW_YORK = 'America/New_York';

describe('localDateTimeString', () => {
  it('reads the clock of the zone', () => {
    expect(localDateTimeString(new Date('2026-11-28T03:30:00Z'), NEW_YORK)).toBe(
      '2026-11-27T22:30',
    );
    expect(localDateTimeString(new Date('2026-07-01T12:05:00Z'), NEW_YORK)).toBe(
      '2026-07-01T08:05',
    );
  });
});

describe('instantOfLocalDateTime', () => {
  it('is the inverse of localDateTimeString in summer and winter', () => {
    for (const iso of ['2026-11-28T03:30:00.000Z', '2026-07-01T12:05:00.000Z']) {
      const local = localDateTimeString(new Date(iso), NEW_YORK);
      expect(instantOfLocalDateTime(local, NEW_YORK)?.toISOString()).toBe(iso);
    }
  });

  it('takes the earlier of a reading the clocks pass twice', () => {
    // 2026-11-01 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
    expect(instantOfLocalDateTime('2026-11-01T01:30', NEW_YORK)?.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('lands just after a spring change for a reading the clocks skip', () => {
    // 2027-03-14 02:30 does not exist in New York; read with EST's offset it is 03:30 EDT.
    expect(instantOfLocalDateTime('2027-03-14T02:30', NEW_YORK)?.toISOString()).toBe(
      '2027-03-14T07:30:00.000Z',
    );
  });

  it.each([
    '',
    '2026-02-30T10:00',
    '2026-13-01T10:00',
    '2026-00-01T10:00',
    '2026-11-27T24:00',
    '2026-11-27 10:00',
    'tomorrow',
  ])('refuses %p', (text) => {
    expect(instantOfLocalDateTime(text, NEW_YORK)).toBeNull();
  });
});
