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
