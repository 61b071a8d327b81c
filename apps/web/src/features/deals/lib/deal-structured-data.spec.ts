import { dealStructuredData, offerPrice, type StructuredDataDeal } from './deal-structured-data';

const SITE = { publicUrl: 'https://deals.example.com', siteTimeZone: 'America/New_York' };

const deal: StructuredDataDeal = {
  id: '42',
  title: '  Inflatable kayak  ',
  description: 'Two seats,\n\npump included.  ',
  price: '49.99',
  imageUrl: '/uploads/kayak.jpg,https://cdn.example.com/paddle.png',
  expiresAt: null,
  expired: false,
};

describe('dealStructuredData', () => {
  it('describes a live deal as a product with an offer', () => {
    expect(dealStructuredData(deal, SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Inflatable kayak',
      description: 'Two seats, pump included.',
      image: ['https://deals.example.com/uploads/kayak.jpg', 'https://cdn.example.com/paddle.png'],
      url: 'https://deals.example.com/deals/42',
      offers: {
        '@type': 'Offer',
        price: '49.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://deals.example.com/deals/42',
      },
    });
  });

  it('marks an expired deal discontinued', () => {
    expect(dealStructuredData({ ...deal, expired: true }, SITE)?.offers).toMatchObject({
      availability: 'https://schema.org/Discontinued',
    });
  });

  it.each([
    // "Ends 12/31" is stored as the next local midnight: the offer runs through the 31st.
    ['2025-01-01T05:00:00.000Z', '2024-12-31'],
    // 6 pm in New York is already the next day in UTC.
    ['2024-06-15T22:00:00.000Z', '2024-06-15'],
  ])('gives an end at %s as the last day %s', (expiresAt, day) => {
    expect(dealStructuredData({ ...deal, expiresAt }, SITE)?.offers).toMatchObject({
      priceValidUntil: day,
    });
  });

  it('leaves out what the deal does not have', () => {
    const data = dealStructuredData(
      { ...deal, title: '', description: '', imageUrl: '', expiresAt: 'not a date' },
      SITE,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Untitled Deal',
      url: 'https://deals.example.com/deals/42',
      offers: expect.not.objectContaining({ priceValidUntil: expect.anything() }) as unknown,
    });
  });

  it('keeps the description to a snippet', () => {
    const description = dealStructuredData({ ...deal, description: 'word '.repeat(300) }, SITE)
      ?.description as string;
    expect(description.length).toBeLessThanOrEqual(500);
    expect(description).toMatch(/word…$/);
  });

  it('lists only images with an http(s) address', () => {
    expect(
      dealStructuredData({ ...deal, imageUrl: 'javascript:alert(1)\n/uploads/a.jpg' }, SITE)?.image,
    ).toEqual(['https://deals.example.com/uploads/a.jpg']);
  });

  it.each(['2 for $10', 'Under $20', 'Free', '', '0', '0.00'])(
    'writes nothing for the price %p, which is no single amount',
    (price) => {
      expect(dealStructuredData({ ...deal, price }, SITE)).toBeNull();
    },
  );
});

describe('offerPrice', () => {
  it.each([
    ['49.99', '49.99'],
    ['$8.50', '8.50'],
    ['20', '20'],
    ['1,299.99', '1299.99'],
    [' $ 1299 ', '1299'],
  ])('reads %p as %p', (price, amount) => {
    expect(offerPrice(price)).toBe(amount);
  });
});
