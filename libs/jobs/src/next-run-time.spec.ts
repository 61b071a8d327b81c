import { IMPORT_CRON_PATTERN, importSchedule } from '@deal-site/queue-contract';
import { nextRunTime } from './next-run-time';

const at = (iso: string) => Date.parse(iso);
const iso = (epochMs: number) => new Date(epochMs).toISOString();

describe('nextRunTime', () => {
  it('runs the import at 5 minutes past each hour', () => {
    const schedule = importSchedule('America/Chicago');
    expect(schedule.pattern).toBe(IMPORT_CRON_PATTERN);
    expect(iso(nextRunTime(schedule, at('2026-03-01T10:00:00Z')))).toBe('2026-03-01T10:05:00.000Z');
    expect(iso(nextRunTime(schedule, at('2026-03-01T10:05:00Z')))).toBe('2026-03-01T11:05:00.000Z');
  });

  it('reads the pattern in the site time zone', () => {
    // India is UTC+5:30, so 5 past the hour there is 35 past the hour in UTC.
    const schedule = importSchedule('Asia/Kolkata');
    expect(iso(nextRunTime(schedule, at('2026-03-01T10:00:00Z')))).toBe('2026-03-01T10:35:00.000Z');
  });

  it('keeps an hourly rhythm across a daylight-saving change', () => {
    // Chicago springs forward on 2026-03-08: 02:00 CST (08:00 UTC) becomes 03:00 CDT.
    const schedule = importSchedule('America/Chicago');
    const first = nextRunTime(schedule, at('2026-03-08T06:30:00Z'));
    const second = nextRunTime(schedule, first);
    const third = nextRunTime(schedule, second);
    expect([first, second, third].map(iso)).toEqual([
      '2026-03-08T07:05:00.000Z',
      '2026-03-08T08:05:00.000Z',
      '2026-03-08T09:05:00.000Z',
    ]);
  });

  it('adds a fixed interval', () => {
    expect(nextRunTime({ everyMs: 250 }, 1_000)).toBe(1_250);
  });
});
