import { earlierPostings, formatPriceValue, pricePostingOf } from './price-history';
import type { ProductPosting } from './product-postings';

const posting = (
  id: number,
  createdAt: string,
  price = '19.99',
  expiresAt: string | null = null,
): ProductPosting => ({
  id,
  productKey: 'amazon:B0TEST0001',
  price,
  createdAt: new Date(createdAt),
  expiresAt: expiresAt === null ? null : new Date(expiresAt),
});

describe('earlierPostings', () => {
  const newestFirst = [
    posting(7, '2026-05-03T00:00Z'),
    posting(6, '2026-05-02T00:00Z'),
    posting(5, '2026-05-02T00:00Z'),
    posting(4, '2026-05-01T00:00Z'),
  ];

  it('keeps the postings before the deal, in the order given, the deal itself left out', () => {
    const deal = { id: 6, createdAt: new Date('2026-05-02T00:00Z') };
    expect(earlierPostings(deal, newestFirst).map((earlier) => earlier.id)).toEqual([5, 4]);
  });

  it('counts nothing for the first posting', () => {
    const deal = { id: 4, createdAt: new Date('2026-05-01T00:00Z') };
    expect(earlierPostings(deal, newestFirst)).toEqual([]);
  });
});

describe('pricePostingOf', () => {
  const now = new Date('2026-05-10T00:00Z');

  it('labels a readable price in its currency and tells whether it is still live', () => {
    expect(pricePostingOf(posting(3, '2026-05-01T00:00Z', '1,299.99'), now)).toEqual({
      dealId: '3',
      postedAt: new Date('2026-05-01T00:00Z'),
      price: '1,299.99',
      priceLabel: '$1,299.99',
      live: true,
    });
    const expired = posting(3, '2026-05-01T00:00Z', '€19,99', '2026-05-10T00:00Z');
    expect(pricePostingOf(expired, now)).toMatchObject({ priceLabel: '€19.99', live: false });
  });

  it('gives no label to a price that is no single amount', () => {
    expect(pricePostingOf(posting(3, '2026-05-01T00:00Z', '2 for $10'), now).priceLabel).toBe(null);
  });
});

describe('formatPriceValue', () => {
  it.each([
    [{ amount: 1299.99, currency: 'USD' }, '$1,299.99'],
    [{ amount: 20, currency: 'USD' }, '$20.00'],
    [{ amount: 19.99, currency: 'EUR' }, '€19.99'],
    [{ amount: 5, currency: 'GBP' }, '£5.00'],
  ])('writes %j as %s', (value, label) => {
    expect(formatPriceValue(value)).toBe(label);
  });
});
