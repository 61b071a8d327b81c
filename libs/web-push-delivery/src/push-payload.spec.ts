import { MAX_PUSH_PAYLOAD_BYTES, pushPayload, type PushDeal } from './push-payload';

const PUBLIC_URL = 'https://deals.example';

function deal(overrides: Partial<PushDeal> = {}): PushDeal {
  return {
    id: 42,
    title: 'Air fryer',
    description: 'A big one',
    price: '49.99',
    percentOff: null,
    imageUrl: '/uploads/3f2a9c1e0aaa4bbb8ccc1234567890ab.webp',
    category: 'daily',
    affiliateLink: 'https://www.amazon.com/dp/B0FRYER001',
    ...overrides,
  };
}

const parse = (payload: string) => JSON.parse(payload) as Record<string, unknown>;

describe('pushPayload', () => {
  it('holds the id, title, price label, card-sized image and the deal page with src=push', () => {
    const payload = parse(pushPayload(deal({ percentOff: 40 }), PUBLIC_URL));
    expect(Object.keys(payload)).toEqual(['id', 'title', 'price', 'image', 'url']);
    expect(payload).toMatchObject({
      id: 42,
      title: 'Air fryer',
      price: '40% OFF',
      url: '/deals/42?src=push',
    });
    expect(payload.image).toMatch(/^https:\/\/deals\.example\/api\/images\/.+\?w=400$/);
  });

  it('uses the price when there is no percent off, and the description for a missing title', () => {
    const payload = parse(
      pushPayload(deal({ title: ' ', description: 'Kettle\nmore' }), PUBLIC_URL),
    );
    expect(payload.title).toBe('Kettle');
    expect(payload.price).toMatch(/49\.99/);
  });

  it('has no image for a deal without one, and keeps an outside http(s) image as it is', () => {
    expect(parse(pushPayload(deal({ imageUrl: '' }), PUBLIC_URL)).image).toBeNull();
    expect(
      parse(pushPayload(deal({ imageUrl: 'https://cdn.example/a.jpg' }), PUBLIC_URL)).image,
    ).toBe('https://cdn.example/a.jpg');
  });

  it('stays within 3 KB: a huge image URL is left out, a long title shortened', () => {
    const huge = pushPayload(
      deal({ title: '"é€😀'.repeat(500), imageUrl: `https://cdn.example/${'a'.repeat(5000)}.jpg` }),
      PUBLIC_URL,
    );
    expect(Buffer.byteLength(huge)).toBeLessThanOrEqual(MAX_PUSH_PAYLOAD_BYTES);
    const payload = parse(huge);
    expect(payload.image).toBeNull();
    expect(payload.title).toMatch(/^"é€😀.*…$/u);
    expect(payload.url).toBe('/deals/42?src=push');
  });
});
