import {
  buildChannelPost,
  type ChannelImage,
  type ChannelName,
  type ChannelPost,
} from '@deal-site/channel-posting';
import sharp from 'sharp';

export const TEST_PUBLIC_URL = 'https://deals.example.test';
export const AFFILIATE_LINK = 'https://www.amazon.com/dp/B0TESTDEAL?tag=dealsite-20';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
export const graphemesOf = (text: string) =>
  Array.from(segmenter.segment(text), (part) => part.segment);

/** 500 graphemes: ZWJ families, flags, skin tones, accents and HTML's special characters. */
export function emojiTitle(): string {
  const pattern = graphemesOf('👨‍👩‍👧‍👦 🇫🇷Déjà👍🏽 & 🏳️‍🌈<deal> "x" ');
  const parts: string[] = [];
  for (let i = 0; parts.length < 500; i += 1) parts.push(pattern[i % pattern.length]);
  return parts.join('');
}

export async function testImage(alt: string): Promise<ChannelImage> {
  const bytes = await sharp({
    create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  return { bytes, contentType: 'image/jpeg', url: `${TEST_PUBLIC_URL}/images/1.jpg`, alt };
}

/** A deal's post to `channel` as the delivery builds it: an Amazon deal with a coupon. */
export function testPost(
  channel: ChannelName,
  { id = 41, title = 'Cordless drill kit', image = null as ChannelImage | null } = {},
): ChannelPost {
  return buildChannelPost(
    {
      id,
      title,
      description: 'Clip the coupon. Use code SAVE10 at checkout.',
      price: '59.99',
      originalPrice: '89.99',
      percentOff: null,
      imageUrl: '',
      affiliateLink: AFFILIATE_LINK,
    },
    channel,
    TEST_PUBLIC_URL,
    image,
  );
}

/** What every channel's text must hold: the deal page for this channel, never the store's link. */
export function expectSiteLinkOnly(text: string, post: ChannelPost, channel: ChannelName): void {
  expect(post.url).toBe(`${TEST_PUBLIC_URL}/deals/${post.dealId}?src=${channel}`);
  expect(text).toContain(post.url);
  expect(text).not.toContain('amazon.com');
  expect(text).not.toContain('/go/');
}
