import { CronExpressionParser } from 'cron-parser';
import { EMAIL_DIGEST_JOB_OPTIONS, digestSchedule, purgePendingSchedule } from './digest-jobs';

const nextRuns = (
  { pattern, tz }: { pattern: string; tz: string },
  from: string,
  count: number,
) => {
  const cron = CronExpressionParser.parse(pattern, { tz, currentDate: new Date(from) });
  return Array.from({ length: count }, () => cron.next().toISOString());
};

describe('digest schedules', () => {
  it('sends the daily digest every day at the hour in the site time zone', () => {
    expect(
      nextRuns(digestSchedule('daily', 8, 'America/Chicago'), '2026-11-23T00:00:00Z', 2),
    ).toEqual(['2026-11-23T14:00:00.000Z', '2026-11-24T14:00:00.000Z']);
  });

  it('sends the weekly digest on Mondays only, across a daylight-saving change', () => {
    expect(
      nextRuns(digestSchedule('weekly', 7, 'America/Chicago'), '2026-10-27T00:00:00Z', 2),
    ).toEqual(['2026-11-02T13:00:00.000Z', '2026-11-09T13:00:00.000Z']);
  });

  it('purges unconfirmed subscriptions hourly', () => {
    expect(nextRuns(purgePendingSchedule('UTC'), '2026-11-23T10:40:00Z', 2)).toEqual([
      '2026-11-23T11:35:00.000Z',
      '2026-11-23T12:35:00.000Z',
    ]);
  });
});

describe('EMAIL_DIGEST_JOB_OPTIONS', () => {
  it('retries a failed run with backoff, giving up well before the next daily run', () => {
    const { attempts, backoff } = EMAIL_DIGEST_JOB_OPTIONS;
    const waits = Array.from({ length: attempts - 1 }, (_, retry) => backoff.delay * 2 ** retry);
    expect(attempts).toBeGreaterThan(1);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeLessThan(60 * 60 * 1000);
  });

  it('keeps finished jobs bounded by both count and age', () => {
    for (const keep of [
      EMAIL_DIGEST_JOB_OPTIONS.removeOnComplete,
      EMAIL_DIGEST_JOB_OPTIONS.removeOnFail,
    ]) {
      expect(keep.count).toBeGreaterThan(0);
      expect(keep.age).toBeGreaterThan(0);
    }
  });
});
