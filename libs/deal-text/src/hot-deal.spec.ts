import { averageClicks, formatAverage, isHotDeal } from './hot-deal';

describe('isHotDeal', () => {
  it.each([
    ['above the average', 11, 10, true],
    ['equal to the average', 10, 10, false],
    ['below the average', 3, 10, false],
    ['any click beats an average of 0', 1, 0, true],
    ['no clicks, average 0', 0, 0, false],
    ['missing clicks count as 0', null, 0.5, false],
    ['fractional average', 3, 2.5, true],
  ])('%s', (_case, clicks, average, expected) => {
    expect(isHotDeal(clicks, average)).toBe(expected);
  });
});

describe('averageClicks', () => {
  it.each([
    ['no deals', [], 0],
    ['one deal', [{ clicks: 7 }], 7],
    ['mean', [{ clicks: 1 }, { clicks: 2 }, { clicks: 4 }], 7 / 3],
    ['missing clicks count as 0', [{ clicks: 4 }, { clicks: null }], 2],
  ])('%s', (_case, deals, expected) => {
    expect(averageClicks(deals)).toBeCloseTo(expected);
  });
});

describe('formatAverage', () => {
  it.each([
    [0, '0.0'],
    [7 / 3, '2.3'],
    [2.25, '2.3'],
    [12, '12.0'],
    [Number.NaN, '0.0'],
  ])('%p -> %p', (average, expected) => {
    expect(formatAverage(average)).toBe(expected);
  });
});
