import { digestImageUrl, toDigestDeal } from './digest-deal';

const PUBLIC_URL = 'https://deals.example.com';
const UPLOAD = `${'a'.repeat(32)}.jpg`;

describe('digestImageUrl', () => {
  it('turns an upload into its 400 px variant on the site', () => {
    expect(digestImageUrl(`/uploads/${UPLOAD}`, PUBLIC_URL)).toBe(
      `${PUBLIC_URL}/api/images/${UPLOAD}?w=400`,
    );
  });

  it('keeps an absolute http(s) URL and takes the first of a list', () => {
    expect(
      digestImageUrl('https://images.example/a.jpg,https://images.example/b.jpg', PUBLIC_URL),
    ).toBe('https://images.example/a.jpg');
  });

  it.each(['', 'javascript:alert(1)', '/uploads/../secret.jpg', 'images/a.jpg'])(
    'leaves out %p',
    (imageUrl) => {
      expect(digestImageUrl(imageUrl, PUBLIC_URL)).toBeNull();
    },
  );
});

describe('toDigestDeal', () => {
  it('carries the price label and the coupon code as the deal card shows them', () => {
    expect(
      toDigestDeal(
        {
          id: 7,
          title: 'Running shoes',
          description: 'Use code RUN20 at checkout',
          price: '24.99',
          percentOff: null,
          imageUrl: `/uploads/${UPLOAD}`,
          priceSetAt: new Date('2026-11-27T20:05:00Z'),
          affiliateLink: 'https://shop.example/shoes',
          category: 'daily',
        },
        PUBLIC_URL,
        'America/New_York',
      ),
    ).toEqual({
      id: 7,
      title: 'Running shoes',
      priceLabel: 'Under $24.99',
      priceAsOf: 'Nov 27, 2026, 3:05 PM',
      code: 'RUN20',
      imageUrl: `${PUBLIC_URL}/api/images/${UPLOAD}?w=400`,
    });
  });
});
