import type { ChannelImage } from './channel';
import {
  buildChannelPost,
  channelPostUrl,
  channelStoreName,
  type ChannelDeal,
} from './channel-post-builder';

const deal = (fields: Partial<ChannelDeal> = {}): ChannelDeal => ({
  id: 7,
  title: 'Cordless drill',
  description: '',
  price: '',
  originalPrice: '',
  percentOff: null,
  imageUrl: '',
  affiliateLink: 'https://www.amazon.com/dp/B000000001?tag=site-20',
  ...fields,
});

describe('channelStoreName', () => {
  it('names the store as the site does, from the link', () => {
    expect(channelStoreName('https://www.homedepot.com/p/123')).toBe('Home Depot');
    expect(channelStoreName('https://amzn.to/abc')).toBe('Amazon');
    expect(channelStoreName('https://shop.example.com/x')).toBeNull();
    expect(channelStoreName('')).toBeNull();
  });
});

describe('buildChannelPost', () => {
  const image: ChannelImage = {
    bytes: Buffer.from('jpeg'),
    contentType: 'image/jpeg',
    url: 'https://deals.example.com/uploads/a.jpg',
    alt: 'Cordless drill',
  };

  it('links the deal page with the channel as src, never the affiliate link', () => {
    const post = buildChannelPost(
      deal({ price: '49', originalPrice: '99', description: 'Use code SAVE10 at checkout' }),
      'telegram',
      'https://deals.example.com',
      image,
    );
    expect(post).toEqual({
      dealId: 7,
      title: 'Cordless drill',
      priceLabel: '$49, was $99 (51% off)',
      couponCode: 'SAVE10',
      store: 'Amazon',
      url: 'https://deals.example.com/deals/7?src=telegram',
      image,
    });
    expect(JSON.stringify({ ...post, image: null })).not.toMatch(/amazon\.com|\/go\//);
  });

  it('falls back to the description for a title, and has no code or store when none is known', () => {
    const post = buildChannelPost(
      deal({ title: ' ', description: 'Grill set\nmore', affiliateLink: '' }),
      'discord',
      'https://deals.example.com',
      null,
    );
    expect(post).toMatchObject({ title: 'Grill set', couponCode: null, store: null, image: null });
  });

  it('marks each channel in its link', () => {
    expect(channelPostUrl('https://d.example', 3, 'bluesky')).toBe(
      'https://d.example/deals/3?src=bluesky',
    );
  });
});
