import { DEAL_SORTS, parseSortParam, sortParam } from './deal-sort';

describe('sort parameters', () => {
  it('spell every sort in lower case, as links shared before did', () => {
    expect(DEAL_SORTS.map(sortParam)).toEqual(['newest', 'oldest', 'popular']);
  });

  it.each([
    ['popular', 'POPULAR'],
    [' Oldest ', 'OLDEST'],
    ['newest', 'NEWEST'],
    ['clicks', 'NEWEST'],
    ['', 'NEWEST'],
    [null, 'NEWEST'],
  ])('reads %p as %s', (value, sort) => {
    expect(parseSortParam(value)).toBe(sort);
  });
});
