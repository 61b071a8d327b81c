import { CronExpressionParser } from 'cron-parser';
import { LINK_HEALTH_JOB_OPTIONS, linkCheckSchedule } from './link-health-jobs';

describe('linkCheckSchedule', () => {
  it('checks the links on Mondays at 04:00 in the site time zone, across a daylight-saving change', () => {
    const { pattern, tz } = linkCheckSchedule('America/Chicago');
    const cron = CronExpressionParser.parse(pattern, {
      tz,
      currentDate: new Date('2026-10-27T00:00:00Z'),
    });
    expect([cron.next().toISOString(), cron.next().toISOString()]).toEqual([
      '2026-11-02T10:00:00.000Z',
      '2026-11-09T10:00:00.000Z',
    ]);
  });
});

describe('LINK_HEALTH_JOB_OPTIONS', () => {
  it('retries a failed run with backoff, giving up within the day', () => {
    const { attempts, backoff } = LINK_HEALTH_JOB_OPTIONS;
    const waits = Array.from({ length: attempts - 1 }, (_, retry) => backoff.delay * 2 ** retry);
    expect(attempts).toBeGreaterThan(1);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeLessThan(24 * 60 * 60 * 1000);
  });

  it('keeps finished jobs bounded by both count and age', () => {
    for (const keep of [
      LINK_HEALTH_JOB_OPTIONS.removeOnComplete,
      LINK_HEALTH_JOB_OPTIONS.removeOnFail,
    ]) {
      expect(keep.count).toBeGreaterThan(0);
      expect(keep.age).toBeGreaterThan(0);
    }
  });
});
