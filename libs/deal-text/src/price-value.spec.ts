import { parsePriceValue } from './price-value';

describe('parsePriceValue', () => {
  it.each([
    ['$1,299.99', 1299.99, 'USD'],
    ['49', 49, 'USD'],
    ['49.5', 49.5, 'USD'],
    ['Under $20', 20, 'USD'],
    ['under 20', 20, 'USD'],
    ['Only $9.99', 9.99, 'USD'],
    ['$ 15', 15, 'USD'],
    ['$.99', 0.99, 'USD'],
    ['  $1,234,567.00 ', 1234567, 'USD'],
    ['€19,99', 19.99, 'EUR'],
    ['19,99 €', 19.99, 'EUR'],
    ['1.299,00 €', 1299, 'EUR'],
    ['1.299 €', 1299, 'EUR'],
    ['£5', 5, 'GBP'],
    ['US$25', 25, 'USD'],
    ['CA$30', 30, 'CAD'],
    ['49 EUR', 49, 'EUR'],
    ['$49 USD', 49, 'USD'],
    ['₹1,499', 1499, 'INR'],
    ['19,99\u00a0€', 19.99, 'EUR'],
  ])('%p is %p %p', (text, amount, currency) => {
    expect(parsePriceValue(text)).toEqual({ amount, currency });
  });

  // Decision: 0 is a real price (a freebie), and "Free" alone means 0 dollars; "Free shipping"
  // is not a price.
  it.each([['$0'], ['0'], ['$0.00'], ['Free'], ['FREE!']])('%p is 0 dollars', (text) => {
    expect(parsePriceValue(text)).toEqual({ amount: 0, currency: 'USD' });
  });

  // Decision: a range, a multi-buy or any words around the amount are never turned into a guess.
  it.each([
    ['call for price'],
    ['Free shipping'],
    ['$10-$20'],
    ['$10 - $20'],
    ['10–20'],
    ['2 for $5'],
    ['$49/mo'],
    ['$20+'],
    ['-$5'],
    ['$1,2345'],
    ['$1.999.99'],
    ['1,2,3'],
    ['$'],
    ['€5 $'],
    ['49 XYZ'],
    ['¥500'],
    [''],
    ['   '],
    [null],
    [undefined],
  ])('%p is no price', (text) => {
    expect(parsePriceValue(text)).toBeNull();
  });

  it('gives null for an amount too long to be a number', () => {
    expect(parsePriceValue('9'.repeat(400))).toBeNull();
  });
});
