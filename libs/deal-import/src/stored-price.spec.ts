import { storedPrice } from './stored-price';

describe('storedPrice', () => {
  it('keeps a single price as its amount and currency', () => {
    expect(storedPrice('$1,299.99')).toEqual({ priceAmount: 1299.99, priceCurrency: 'USD' });
    expect(storedPrice('19,99 €')).toEqual({ priceAmount: 19.99, priceCurrency: 'EUR' });
    expect(storedPrice('Free')).toEqual({ priceAmount: 0, priceCurrency: 'USD' });
  });

  it('keeps neither for a text that is no single price', () => {
    for (const price of ['', '2 for $5', '$10-$20', 'See site'])
      expect(storedPrice(price)).toEqual({ priceAmount: null, priceCurrency: null });
  });
});
