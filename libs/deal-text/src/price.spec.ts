import { normalizePrice, parsePriceFromText } from './price';

describe('normalizePrice', () => {
  it.each([
    ['$19.99', '19.99'],
    ['  $ 19.99 ', '19.99'],
    ['19.99', '19.99'],
    ['Under $20', 'Under 20'],
    ['0', '0'],
    ['', ''],
    ['   ', ''],
    [null, ''],
  ])('%p -> %p', (text, expected) => {
    expect(normalizePrice(text)).toBe(expected);
  });
});

describe('parsePriceFromText (cap 1000)', () => {
  it.each([
    ['a price in a sentence', 'Grab it for $24.99 today', '24.99'],
    ['whole dollars', 'Only $5!', '5'],
    ['space after the sign', 'Now $ 12.50', '12.50'],
    ['exactly the cap', 'Laptop $1,000', '1000'],
    ['first amount wins', '$19.99 (was $39.99)', '19.99'],
    ['above the cap is rejected, not skipped', 'TV $1,299.99, $50 off', null],
    ['a number without a dollar sign', 'Pack of 24', null],
    ['empty', '', null],
    ['null', null, null],
  ])('%s', (_case, text, expected) => {
    expect(parsePriceFromText(text)).toBe(expected);
  });
});
