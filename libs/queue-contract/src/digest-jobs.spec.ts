import { CronExpressionParser } from 'cron-parser';
import { digestSchedule, purgePendingSchedule } from './digest-jobs';

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
