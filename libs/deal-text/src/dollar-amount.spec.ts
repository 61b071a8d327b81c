import { findDollarAmounts } from './dollar-amount';

describe('findDollarAmounts', () => {
  it.each([
    ['$19.99', ['19.99']],
    ['$ 5 and $1,299.50', ['5', '1299.50']],
    ['$12345', ['12345']],
    ['$1,23', []],
    ['price 19.99', []],
  ])('%p -> %p', (text, expected) => {
    expect(findDollarAmounts(text).map((amount) => amount.text)).toEqual(expected);
  });
});
