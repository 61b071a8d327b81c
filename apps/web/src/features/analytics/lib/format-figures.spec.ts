import { formatAverage, formatCount, formatTrend } from './format-figures';

describe('figures as the admin reads them', () => {
  it('signs trends and keeps one decimal at most', () => {
    expect(formatTrend(12.5)).toBe('+12.5%');
    expect(formatTrend(-33.3)).toBe('-33.3%');
    expect(formatTrend(0)).toBe('0%');
    expect(formatTrend(1462.5)).toBe('+1,462.5%');
  });

  it('groups counts and gives averages one decimal', () => {
    expect(formatCount(5000)).toBe('5,000');
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(76.4)).toBe('76.4');
  });
});
