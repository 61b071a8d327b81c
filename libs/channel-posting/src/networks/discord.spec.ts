import type { ChannelPost } from '../channel';
import { DISCORD_TITLE_LIMIT, discordEmbed, expiredDiscordEmbed } from './discord';

const post = (fields: Partial<ChannelPost> = {}): ChannelPost => ({
  dealId: 5,
  title: 'Air fryer',
  priceLabel: '$59, was $99 (40% off)',
  couponCode: 'FRY10',
  store: 'Walmart',
  url: 'https://deals.example.com/deals/5?src=discord',
  image: null,
  ...fields,
});

describe('discordEmbed', () => {
  it('titles the embed, links it to the deal page and lists price, code and store', () => {
    expect(discordEmbed(post())).toEqual({
      title: 'Air fryer',
      url: 'https://deals.example.com/deals/5?src=discord',
      description: '$59, was $99 (40% off)\nCode: FRY10\nAt Walmart',
    });
  });

  it('shows the image by its URL', () => {
    const image = {
      bytes: Buffer.alloc(0),
      contentType: 'image/jpeg',
      url: 'https://d/x.jpg',
      alt: '',
    };
    expect(discordEmbed(post({ image })).image).toEqual({ url: 'https://d/x.jpg' });
  });

  it('cuts a long title with an ellipsis on whole graphemes, never the link', () => {
    const embed = discordEmbed(post({ title: '🎉👍🏽 '.repeat(100) }));
    expect(embed.title.length).toBeLessThanOrEqual(DISCORD_TITLE_LIMIT);
    expect(embed.title.endsWith('…')).toBe(true);
    expect(embed.title).not.toMatch(/\uD83D$|\uD83C…$/);
    expect(embed.url).toBe('https://deals.example.com/deals/5?src=discord');
  });
});

describe('expiredDiscordEmbed', () => {
  it('puts "Expired: " before the title and keeps the rest', () => {
    const embed = discordEmbed(post());
    expect(expiredDiscordEmbed(embed)).toEqual({ ...embed, title: 'Expired: Air fryer' });
  });

  it('stays within the title limit', () => {
    const embed = discordEmbed(post({ title: 'x'.repeat(400) }));
    const expired = expiredDiscordEmbed(embed);
    expect(expired.title.startsWith('Expired: ')).toBe(true);
    expect(expired.title.length).toBeLessThanOrEqual(DISCORD_TITLE_LIMIT);
  });
});
