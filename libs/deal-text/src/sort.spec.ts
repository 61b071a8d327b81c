import { type DealSort, parseDealSort, sortDeals } from './sort';

const deals = [
  { id: 1, createdAt: '2026-03-01T10:00:00Z', clicks: 5 },
  { id: 2, createdAt: new Date('2026-03-03T10:00:00Z'), clicks: 9 },
  { id: 3, createdAt: '2026-03-02T10:00:00Z', clicks: 5 },
  { id: 4, createdAt: '2026-03-02T10:00:00Z', clicks: 0 },
  { id: 10, createdAt: '2026-03-02T10:00:00Z', clicks: null },
  { id: 5, createdAt: 'garbage', clicks: 9 },
];

describe('sortDeals', () => {
  it.each<[DealSort, number[]]>([
    // Equal dates (3, 4, 10): higher id counts as newer; 10 sorts after 4 numerically.
    ['newest', [2, 10, 4, 3, 1, 5]],
    ['oldest', [5, 1, 3, 4, 10, 2]],
    // Clicks first, then newest; an unreadable date is the oldest.
    ['popular', [2, 5, 3, 1, 10, 4]],
  ])('%s', (sort, expectedIds) => {
    expect(sortDeals(deals, sort).map((deal) => deal.id)).toEqual(expectedIds);
  });

  it('returns a new array and leaves the input alone', () => {
    const input = [...deals];
    const sorted = sortDeals(input, 'oldest');
    expect(sorted).not.toBe(input);
    expect(input).toEqual(deals);
  });

  it('orders string ids numerically on ties', () => {
    const tied = ['9', '10', '2'].map((id) => ({ id, createdAt: '2026-01-01T00:00:00Z' }));
    expect(sortDeals(tied, 'oldest').map((deal) => deal.id)).toEqual(['2', '9', '10']);
  });
});

describe('parseDealSort', () => {
  it.each([
    ['newest', 'newest'],
    ['oldest', 'oldest'],
    ['popular', 'popular'],
    [' Popular ', 'popular'],
    ['clicks', null],
    ['', null],
    [undefined, null],
    [42, null],
  ])('%p -> %p', (value, expected) => {
    expect(parseDealSort(value)).toBe(expected);
  });
});
