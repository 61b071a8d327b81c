import { filterBySearch, matchesSearch } from './search';

describe('matchesSearch', () => {
  const deal = { title: 'Apple AirPods Pro 2', description: 'Wireless earbuds with USB-C case' };

  it.each([
    ['title substring', 'airpods', true],
    ['description substring', 'usb-c', true],
    ['any case', 'WIRELESS', true],
    ['surrounding spaces ignored', '  pro 2 ', true],
    ['empty query matches all', '', true],
    ['blank query matches all', '   ', true],
    ['null query matches all', null, true],
    ['no match', 'samsung', false],
    ['words are not matched separately', 'apple earbuds', false],
  ])('%s', (_case, query, expected) => {
    expect(matchesSearch(deal, query)).toBe(expected);
  });

  it.each([
    ['missing description', { title: 'Lamp', description: null }, 'lamp', true],
    ['missing title', { title: null, description: 'Desk lamp' }, 'desk', true],
    ['both missing', { title: null, description: null }, 'x', false],
  ])('%s', (_case, partialDeal, query, expected) => {
    expect(matchesSearch(partialDeal, query)).toBe(expected);
  });
});

describe('filterBySearch', () => {
  it('keeps matching deals in order', () => {
    const deals = [
      { id: 1, title: 'Desk lamp', description: '' },
      { id: 2, title: 'Chair', description: 'Goes with a desk' },
      { id: 3, title: 'Kettle', description: '' },
    ];
    expect(filterBySearch(deals, 'DESK').map((deal) => deal.id)).toEqual([1, 2]);
  });
});
