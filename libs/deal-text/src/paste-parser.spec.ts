import { parseDealPaste } from './paste-parser';
import { type DealDraft } from './types';

const none: DealDraft = {
  title: '',
  description: '',
  price: '',
  originalPrice: '',
  percentOff: null,
  couponCode: null,
  affiliateLink: '',
  imageUrls: [],
  expiresAt: null,
};

describe('parseDealPaste', () => {
  it.each<[string, string, Partial<DealDraft>]>([
    [
      'classic post: title, now/was prices, percent, code, link',
      [
        '🔥 Apple AirPods Pro 2 (USB-C) 🔥',
        '$189.99 (was $249.00)',
        '24% off',
        'Use code: PODS10',
        'https://amzn.to/3AbCdEf',
      ].join('\n'),
      {
        title: 'Apple AirPods Pro 2 (USB-C)',
        price: '189.99',
        originalPrice: '249.00',
        percentOff: 24,
        couponCode: 'PODS10',
        affiliateLink: 'https://amzn.to/3AbCdEf',
        imageUrls: [],
      },
    ],
    [
      'hype line skipped, reg price, percent computed from the two prices',
      [
        '🚨 HOT DEAL ALERT 🚨',
        '• Ninja Air Fryer 4qt •',
        'Now $59.99 reg $99.99',
        'https://www.walmart.com/ip/123456',
      ].join('\n'),
      {
        title: 'Ninja Air Fryer 4qt',
        price: '59.99',
        originalPrice: '99.99',
        percentOff: 40,
        couponCode: null,
        affiliateLink: 'https://www.walmart.com/ip/123456',
      },
    ],
    [
      'List: price, image URLs before the shop link',
      [
        'Stanley Quencher 40oz Tumbler 🥤 Rose Quartz',
        'https://m.media-amazon.com/images/I/71abc.jpg',
        'https://m.media-amazon.com/images/I/81def.PNG?v=2',
        'Deal: $29.99 | List: $45.00',
        'https://www.amazon.com/dp/B0CJZMP7L1?tag=deals-20',
      ].join('\n'),
      {
        title: 'Stanley Quencher 40oz Tumbler 🥤 Rose Quartz',
        price: '29.99',
        originalPrice: '45.00',
        percentOff: 33,
        affiliateLink: 'https://www.amazon.com/dp/B0CJZMP7L1?tag=deals-20',
        imageUrls: [
          'https://m.media-amazon.com/images/I/71abc.jpg',
          'https://m.media-amazon.com/images/I/81def.PNG?v=2',
        ],
      },
    ],
    [
      'written percent wins over the computed one',
      ['Crocs Classic Clog', '$24.99 was $49.99', 'Save 45% with Prime', 'https://amzn.to/x1'].join(
        '\n',
      ),
      { title: 'Crocs Classic Clog', price: '24.99', originalPrice: '49.99', percentOff: 45 },
    ],
    [
      'several prices: the lowest current one, savings amounts ignored',
      [
        'Lego Star Wars X-Wing 75355',
        'Size S $34.99 / Size L $44.99',
        'Save $10 with coupon, free shipping on orders over $35',
        'https://www.target.com/p/-/A-8888',
      ].join('\n'),
      { title: 'Lego Star Wars X-Wing 75355', price: '34.99', originalPrice: '', percentOff: null },
    ],
    [
      'price above the cap is ignored, original price may exceed it',
      [
        'Samsung 65" OLED TV',
        '$1,299.99 today, bundle with soundbar $899 (reg $1,499)',
        'https://www.bestbuy.com/site/123',
      ].join('\n'),
      { title: 'Samsung 65" OLED TV', price: '899', originalPrice: '1499', percentOff: 40 },
    ],
    [
      'coupon code line is not the title; "$X off" is not the price',
      [
        'Coupon code: SPRING15',
        'Dyson V8 Cordless Vacuum',
        '$15 off, now $299.99',
        'https://www.homedepot.com/p/999',
      ].join('\n'),
      {
        title: 'Dyson V8 Cordless Vacuum',
        price: '299.99',
        couponCode: 'SPRING15',
        affiliateLink: 'https://www.homedepot.com/p/999',
      },
    ],
    [
      'bullets and keycap emoji trimmed, inner emoji kept',
      ['1️⃣ 👉 Kids 🦖 Dino Pajamas Set ⭐️⭐️', '👉 $12.50 ⬅️', 'https://amzn.to/dino'].join('\n'),
      { title: 'Kids 🦖 Dino Pajamas Set', price: '12.50' },
    ],
    [
      'no prices at all, percent from text only',
      ['Old Navy sitewide sale', 'Up to 50% off everything', 'https://oldnavy.gap.com/'].join('\n'),
      { title: 'Old Navy sitewide sale', price: '', originalPrice: '', percentOff: 50 },
    ],
    [
      'link wrapped in parentheses and followed by an emoji',
      ['Kindle Paperwhite $99.99', '(https://amzn.to/kndl)🔥'].join('\n'),
      { title: 'Kindle Paperwhite $99.99', price: '99.99', affiliateLink: 'https://amzn.to/kndl' },
    ],
    [
      'price lines before the product name are skipped',
      ['$5.99!!', 'Was: $11.99', 'Scotch Heavy Duty Packing Tape 6 rolls'].join('\n'),
      {
        title: 'Scotch Heavy Duty Packing Tape 6 rolls',
        price: '5.99',
        originalPrice: '11.99',
        percentOff: 50,
        affiliateLink: '',
      },
    ],
    [
      'original price lower than the price gives no percent',
      ['Weird listing', '$30 was $25', 'https://x.com/a'].join('\n'),
      { price: '30', originalPrice: '25', percentOff: null },
    ],
    [
      'clip-coupon instruction gives no code',
      [
        'Bounty Paper Towels 12 pack',
        '$18.99',
        'Clip the 20% coupon on the page',
        'https://amzn.to/bty',
      ].join('\n'),
      { title: 'Bounty Paper Towels 12 pack', price: '18.99', couponCode: null, percentOff: null },
    ],
    [
      'markdown strike-through marks the original price',
      [
        'Deal of the Day',
        '🎧 Sony WH-1000XM5 Headphones',
        '$278 ~~$399.99~~',
        'https://amzn.to/sony',
      ].join('\n'),
      {
        title: 'Sony WH-1000XM5 Headphones',
        price: '278',
        originalPrice: '399.99',
        percentOff: 30,
      },
    ],
    [
      'a "+" after a spaced price is not a minimum-order amount',
      'Regularly $40, today $20 + extra 10% off with code TAKE10',
      { price: '20', originalPrice: '40', percentOff: 10, couponCode: 'TAKE10' },
    ],
    [
      'Windows line endings and surrounding blank lines',
      '\r\n\r\n  Instant Pot Duo 6qt  \r\n$69.95 reg. $99.95\r\nhttps://amzn.to/ip\r\n\r\n',
      {
        title: 'Instant Pot Duo 6qt',
        description: 'Instant Pot Duo 6qt  \r\n$69.95 reg. $99.95\r\nhttps://amzn.to/ip',
        price: '69.95',
        originalPrice: '99.95',
        percentOff: 30,
      },
    ],
  ])('%s', (_case, text, expected) => {
    expect(parseDealPaste(text)).toMatchObject({
      ...expected,
      description: expected.description ?? text.trim(),
    });
  });

  it.each([
    ['empty text', ''],
    ['blank text', '  \n\t '],
    ['null', null],
  ])('gives an empty draft for %s', (_case, text) => {
    expect(parseDealPaste(text)).toEqual(none);
  });

  it('reads the end date in the given zone, counting from the given time', () => {
    const post = [
      '🔥 LEGO Botanicals Orchid 10311 🔥',
      '$34.99 (reg $49.99)',
      'Use code BLOOM5 - valid thru Sunday 11:59pm',
      'https://amzn.to/orchid',
    ].join('\n');
    // Wednesday 2026-06-10 at noon in New York; that Sunday ends at Monday 00:00 EDT.
    const draft = parseDealPaste(post, {
      now: new Date('2026-06-10T16:00:00Z'),
      timeZone: 'America/New_York',
    });
    expect(draft).toEqual({
      title: 'LEGO Botanicals Orchid 10311',
      description: post,
      price: '34.99',
      originalPrice: '49.99',
      percentOff: 30,
      couponCode: 'BLOOM5',
      affiliateLink: 'https://amzn.to/orchid',
      imageUrls: [],
      expiresAt: '2026-06-15T04:00:00.000Z',
    });
  });

  describe('without options', () => {
    beforeEach(() => jest.useFakeTimers({ now: new Date('2026-06-10T23:30:00Z') }));
    afterEach(() => jest.useRealTimers());

    it("reads the end date from the clock's current day in UTC", () => {
      expect(parseDealPaste('Ends today!').expiresAt).toBe('2026-06-11T00:00:00.000Z');
    });
  });
});
