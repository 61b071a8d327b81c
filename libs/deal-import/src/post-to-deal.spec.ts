import type { SourcePost } from '@deal-site/facebook-source';
import { NO_DEAL_DETAILS, NO_TEXT, postToDeal } from './post-to-deal';

const CREATED = new Date('2026-11-20T15:04:05Z');

const post = (message: string, extra: Partial<SourcePost> = {}): SourcePost => ({
  id: '123_456',
  message,
  createdAt: CREATED,
  permalinkUrl: 'https://www.facebook.com/123_456',
  linkUrls: [],
  imageUrls: [],
  ...extra,
});

describe('postToDeal', () => {
  it('reads a deal post through the paste rules, dated by the post', () => {
    const reading = postToDeal(
      post(
        [
          '🔥 Ninja Air Fryer 4qt 🔥',
          '$59.99 (was $99.99)',
          'Use code: FRY20',
          'https://amzn.to/3xyz',
        ].join('\n'),
        { imageUrls: ['https://scontent.example/full.jpg'] },
      ),
    );

    expect(reading).toEqual({
      deal: {
        sourcePostId: '123_456',
        title: 'Ninja Air Fryer 4qt',
        description: expect.stringContaining('Use code: FRY20'),
        price: '59.99',
        originalPrice: '99.99',
        percentOff: 40,
        affiliateLink: 'https://amzn.to/3xyz',
        remoteImageUrls: ['https://scontent.example/full.jpg'],
        createdAt: CREATED,
        expiresAt: null,
      },
    });
  });

  it('reads an end date as a day in the site zone, counted from when the post was written', () => {
    // Written Friday Nov 20, 10:04 in Chicago: "until Sunday" is Nov 22, over at Nov 23 00:00 CST.
    const reading = postToDeal(post('Wool socks 6-pack $12, deal until Sunday'), 'America/Chicago');
    expect(reading).toMatchObject({
      deal: { expiresAt: new Date('2026-11-23T06:00:00.000Z') },
    });
  });

  it('takes the link attachment destination when the text has no link', () => {
    const reading = postToDeal(
      post('Cozy throw blanket 😍 50% off today', {
        linkUrls: ['https://shop.example/blanket?ref=fb'],
      }),
    );

    expect(reading).toMatchObject({
      deal: { affiliateLink: 'https://shop.example/blanket?ref=fb', percentOff: 50 },
    });
  });

  it('prefers the first link in the text over the attachment', () => {
    const reading = postToDeal(
      post('Socks https://first.example/a then https://second.example/b', {
        linkUrls: ['https://attachment.example/c'],
      }),
    );

    expect(reading).toMatchObject({ deal: { affiliateLink: 'https://first.example/a' } });
  });

  it('stores an international link whole, in its ASCII form', () => {
    expect(postToDeal(post('Kochbuch 20% off https://bücher.example/angebot/küche'))).toMatchObject(
      {
        deal: { affiliateLink: 'https://xn--bcher-kva.example/angebot/k%C3%BCche' },
      },
    );
    expect(
      postToDeal(post('Rice cooker 30% off', { linkUrls: ['https://example.com/商品'] })),
    ).toMatchObject({ deal: { affiliateLink: 'https://example.com/%E5%95%86%E5%93%81' } });
  });

  it('counts a coupon code alone as a deal', () => {
    expect(postToDeal(post('Everything sitewide, coupon SAVE15'))).toMatchObject({
      deal: { affiliateLink: '', price: '' },
    });
  });

  it('keeps the reason for a post that is not a deal', () => {
    expect(postToDeal(post('Good morning everyone! ☀️ Have a great day'))).toEqual({
      notADeal: NO_DEAL_DETAILS,
    });
    expect(postToDeal(post('   ', { imageUrls: ['https://scontent.example/a.jpg'] }))).toEqual({
      notADeal: NO_TEXT,
    });
  });

  it('keeps only http(s) pictures, each once', () => {
    const reading = postToDeal(
      post('Lamp $20', {
        imageUrls: [
          'https://cdn.example/a.jpg',
          'ftp://cdn.example/b.jpg',
          'https://cdn.example/a.jpg',
        ],
      }),
    );

    expect(reading).toMatchObject({ deal: { remoteImageUrls: ['https://cdn.example/a.jpg'] } });
  });
});
