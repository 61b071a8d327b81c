import { shiftSiteDay, siteDaysEndingWith } from '../visitor/site-day';
import { percentChange, visitFigures } from './visit-stats';

const TODAY = '2026-03-10';
const counts = (entries: [number, number][]) =>
  new Map(entries.map(([daysAgo, visitors]) => [shiftSiteDay(TODAY, -daysAgo), visitors]));

describe('percentChange', () => {
  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [1, 3, -66.7],
    [2, 3, -33.3],
    [10, 0, 0],
    [0, 0, 0],
    [0, 4, -100],
  ])('%d against %d is %d', (current, previous, expected) => {
    expect(percentChange(current, previous)).toBe(expected);
  });
});

describe('visitFigures', () => {
  it('is all zeros without visits, never NaN or Infinity', () => {
    expect(visitFigures(new Map(), TODAY)).toEqual({
      today: 0,
      yesterday: 0,
      week: 0,
      month: 0,
      weekTrend: 0,
      monthTrend: 0,
    });
  });

  it('adds today, yesterday, the last 7 and 30 days, and compares with the periods before', () => {
    const figures = visitFigures(
      counts([
        [0, 5],
        [1, 4],
        [6, 1], // last day of this week
        [7, 10], // first day of the week before
        [13, 2], // last day of the week before
        [14, 100], // outside both weeks, inside this month
        [29, 3], // last day of this month
        [30, 7], // previous month
        [59, 1], // previous month's first day
        [60, 1000], // outside everything
      ]),
      TODAY,
    );
    expect(figures).toEqual({
      today: 5,
      yesterday: 4,
      week: 10,
      month: 5 + 4 + 1 + 10 + 2 + 100 + 3,
      weekTrend: percentChange(10, 12),
      monthTrend: percentChange(125, 8),
    });
    expect(figures.weekTrend).toBe(-16.7);
    expect(figures.monthTrend).toBe(1462.5);
  });

  it('gives a 0 trend when the previous period was empty', () => {
    const figures = visitFigures(counts([[0, 3]]), TODAY);
    expect(figures.weekTrend).toBe(0);
    expect(figures.monthTrend).toBe(0);
  });
});

describe('site days', () => {
  it('count calendar days across month, year and daylight-saving changes', () => {
    expect(shiftSiteDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftSiteDay('2026-03-08', 1)).toBe('2026-03-09');
    expect(shiftSiteDay('2026-01-01', -1)).toBe('2025-12-31');
    expect(siteDaysEndingWith('2026-11-02', 3)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
  });
});
