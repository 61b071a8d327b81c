import { feedLinks } from './feed-links';

describe('feedLinks', () => {
  it('links the home page to its feeds in every format', () => {
    expect(feedLinks({ path: '' }, '')).toEqual([
      { mediaType: 'application/rss+xml', title: 'Daily Deals', path: '/feed.xml' },
      { mediaType: 'application/atom+xml', title: 'Daily Deals', path: '/atom.xml' },
      { mediaType: 'application/feed+json', title: 'Daily Deals', path: '/feed.json' },
    ]);
  });

  it("names a collection's feeds after it, under its path", () => {
    expect(
      feedLinks({ path: '/fashion', name: 'Fashion' }, '').map(({ title, path }) => [title, path]),
    ).toEqual([
      ['Daily Deals: Fashion', '/fashion/feed.xml'],
      ['Daily Deals: Fashion', '/fashion/atom.xml'],
      ['Daily Deals: Fashion', '/fashion/feed.json'],
    ]);
  });

  it('carries the search, encoded, into the feed and its title', () => {
    const [rss] = feedLinks({ path: '/favorites', name: 'Favorites' }, ' kayak & paddle/oar ');
    expect(rss.path).toBe('/favorites/feed.xml?q=kayak%20%26%20paddle%2Foar');
    expect(rss.title).toBe('Daily Deals: Favorites: “kayak & paddle/oar”');
    expect(feedLinks({ path: '' }, 'kayak')[0].title).toBe('Daily Deals: “kayak”');
  });

  it('treats a blank search as none, as the listing does', () => {
    expect(feedLinks({ path: '' }, '   ')[0]).toMatchObject({
      title: 'Daily Deals',
      path: '/feed.xml',
    });
  });
});
