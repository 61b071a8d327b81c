import { dealLink } from './deal-link';

describe('dealLink', () => {
  it.each([
    [
      'first link in the description wins',
      {
        description: 'Deal https://amzn.to/aaa then https://b.com',
        affiliateLink: 'https://c.com',
      },
      'https://amzn.to/aaa',
    ],
    [
      'affiliate link when the description has none',
      { description: 'No link here', affiliateLink: 'https://www.walmart.com/ip/123' },
      'https://www.walmart.com/ip/123',
    ],
    [
      'affiliate link is trimmed',
      { description: null, affiliateLink: '  https://target.com/p/1  ' },
      'https://target.com/p/1',
    ],
    // Decision: picture links are skipped, or Grab Deal would open a pasted product photo.
    [
      'image links in the description are skipped',
      { description: 'https://img.com/a.jpg\nhttps://amzn.to/bbb', affiliateLink: '' },
      'https://amzn.to/bbb',
    ],
    [
      'only an image link falls back to the affiliate link',
      { description: 'https://img.com/a.png', affiliateLink: 'https://c.com/x' },
      'https://c.com/x',
    ],
    [
      'affiliate link must start with http',
      { description: '', affiliateLink: 'www.amazon.com/dp/B000000000' },
      null,
    ],
    [
      'script link is never navigable',
      { description: '', affiliateLink: 'javascript:alert(1)' },
      null,
    ],
    ['nothing at all', { description: null, affiliateLink: null }, null],
    [
      'an international link in the description whole, in its ASCII form',
      { description: 'Get it at https://bücher.example/angebot', affiliateLink: 'https://c.com/x' },
      'https://xn--bcher-kva.example/angebot',
    ],
    [
      'an affiliate link written with non-ASCII characters, in its ASCII form',
      { description: '', affiliateLink: 'https://example.com/商品' },
      'https://example.com/%E5%95%86%E5%93%81',
    ],
    [
      'a Latin-1 affiliate link, in its ASCII form',
      { description: null, affiliateLink: 'https://example.com/café' },
      'https://example.com/caf%C3%A9',
    ],
    // Decision: a link holding a character no link may hold is passed over whole, never cut short.
    [
      'a link with a brace is skipped, not cut',
      { description: 'https://x.example/a{b} or https://shop.example/c', affiliateLink: '' },
      'https://shop.example/c',
    ],
  ])('%s', (_case, deal, expected) => {
    expect(dealLink(deal)).toBe(expected);
  });

  it('tells apart deals whose two texts differ only in where one ends and the other starts', () => {
    expect(dealLink({ affiliateLink: 'https://a.com/', description: 'https://b.com/' })).toBe(
      'https://b.com/',
    );
    expect(dealLink({ affiliateLink: 'https://a.com/https://b.com/', description: '' })).toBe(
      'https://a.com/https://b.com/',
    );
  });
});
