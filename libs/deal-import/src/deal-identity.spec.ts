import { PRODUCT_KEY_LENGTH, dealIdentity } from './deal-identity';

describe('dealIdentity', () => {
  it('names the store and product of the link Grab Deal opens', () => {
    expect(
      dealIdentity({
        description: 'Deal at https://www.amazon.co.uk/Kettle/dp/B0ABCDEF12/ref=sr_1 today',
        affiliateLink: 'https://www.walmart.com/ip/123',
      }),
    ).toEqual({ storeSlug: 'amazon', productKey: 'amazon:B0ABCDEF12' });
    expect(
      dealIdentity({ description: '', affiliateLink: 'https://www.walmart.com/ip/123' }),
    ).toEqual({
      storeSlug: 'walmart',
      productKey: 'url:https://walmart.com/ip/123',
    });
  });

  it('has neither without a link, and no store behind a generic shortener', () => {
    expect(dealIdentity({ description: 'No link here', affiliateLink: '' })).toEqual({
      storeSlug: null,
      productKey: null,
    });
    expect(
      dealIdentity({ description: '', affiliateLink: 'https://bit.ly/3abc' }).storeSlug,
    ).toBeNull();
  });

  it('hashes a product key longer than its column, the same way every time', () => {
    const affiliateLink = `https://shop.example.com/p?${'q'.repeat(300)}=1`;
    const { productKey } = dealIdentity({ description: '', affiliateLink });
    expect(productKey).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(productKey!.length).toBeLessThanOrEqual(PRODUCT_KEY_LENGTH);
    expect(dealIdentity({ description: '', affiliateLink }).productKey).toBe(productKey);
  });
});
