import { priceAndSavingLabel, type PricedDeal } from './price-and-saving';

const deal = (fields: Partial<PricedDeal> = {}): PricedDeal => ({
  description: '',
  price: '',
  originalPrice: '',
  percentOff: null,
  ...fields,
});

describe('priceAndSavingLabel', () => {
  it.each([
    [{ price: '19.99', originalPrice: '29.99' }, '$19.99, was $29.99 (33% off)'],
    [{ price: '19.99', originalPrice: '29.99', percentOff: 40 }, '$19.99, was $29.99 (40% off)'],
    [{ price: '$1,299.00' }, '$1,299.00'],
    [{ percentOff: 40 }, '40% off'],
    [{ description: 'Save 25% today' }, '25% off'],
    [{ price: 'Free' }, 'Free'],
    [{ price: '2 for $10', originalPrice: '12' }, '2 for $10, was $12'],
    [{ price: '19.99', originalPrice: '19.99' }, '$19.99'],
    [{}, ''],
  ])('writes %p as %p', (fields, label) => {
    expect(priceAndSavingLabel(deal(fields))).toBe(label);
  });
});
