import { dedupeByKey, dedupeByTitle, titleKey } from './dedupe';

describe('dedupeByTitle', () => {
  it.each([
    ['keeps the first of two equal titles', ['Lamp', 'Lamp'], [0]],
    ['ignores case and surrounding spaces', ['Echo Dot', ' echo dot  ', 'ECHO DOT'], [0]],
    ['different titles all kept', ['Lamp', 'Desk'], [0, 1]],
    ['inner spacing still matters', ['Echo Dot', 'Echo  Dot'], [0, 1]],
    ['first kept even when a later copy follows others', ['A', 'B', 'a', 'C', 'b'], [0, 1, 3]],
    ['deals without a title are never merged', [null, '', '  ', null], [0, 1, 2, 3]],
    ['empty list', [], []],
  ])('%s', (_case, titles, keptIndexes) => {
    const deals = titles.map((title, index) => ({ id: index, title }));
    expect(dedupeByTitle(deals).map((deal) => deal.id)).toEqual(keptIndexes);
  });
});

describe('dedupeByKey', () => {
  it('keeps the first deal of each key worked out beforehand, and every deal without one', () => {
    const deals = ['Lamp', ' lamp', '', 'Desk', ''].map((title, id) => ({
      id,
      key: titleKey(title),
    }));
    expect(dedupeByKey(deals, (deal) => deal.key).map((deal) => deal.id)).toEqual([0, 2, 3, 4]);
  });
});
