import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FeedEntry } from './feed-entry';
import { writeFeed, type FeedChannel } from './write-feed';

const SITE = 'https://deals.test';
const channel: FeedChannel = {
  title: 'Daily Deals: Fashion',
  description: 'Hand-picked deals.',
  siteName: 'Daily Deals',
  siteUrl: `${SITE}/`,
  pageUrl: `${SITE}/fashion`,
  links: {
    rss: `${SITE}/fashion/feed.xml`,
    atom: `${SITE}/fashion/atom.xml`,
    json: `${SITE}/fashion/feed.json`,
  },
};

const HOSTILE =
  'Boots ]]> </script><script>x()</script> \u0001\u0008\uFFFE & <b>bold</b> 😀 \uD800end';
/** What a reader should see of HOSTILE: every character XML cannot carry left out, nothing else. */
const HOSTILE_SHOWN = 'Boots ]]> </script><script>x()</script>  & <b>bold</b> 😀 end';

const entry = (overrides: Partial<FeedEntry> = {}): FeedEntry => ({
  pageUrl: `${SITE}/deals/7`,
  title: 'Trail boots',
  priceLabel: 'Under $49.99',
  priceAsOf: 'Nov 27, 2026, 3:05 PM',
  code: 'HIKE20',
  description: 'Waterproof.\n\nSizes 6–13.',
  image: {
    url: `${SITE}/uploads/0123456789abcdef0123456789abcdef.jpg`,
    stored: { type: 'image/jpeg', length: 48_213 },
  },
  createdAt: new Date('2026-11-20T10:00:00Z'),
  updatedAt: new Date('2026-11-26T08:30:00Z'),
  ...overrides,
});

const entries = [
  entry(),
  entry({
    pageUrl: `${SITE}/deals/6`,
    title: HOSTILE,
    description: `Line one ${HOSTILE}\nline two`,
    code: null,
    priceAsOf: null,
    priceLabel: 'Price Drop!',
    image: { url: 'https://cdn.shop.example/p.png', stored: null },
    createdAt: new Date('2026-11-19T10:00:00Z'),
    updatedAt: new Date('2026-11-19T10:00:00Z'),
  }),
];

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const NOT_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const decodeHtml = (html: string) =>
  html.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code)));

function parsedXml(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(NOT_IN_XML.test(xml)).toBe(false);
  return parser.parse(xml);
}

describe('writeFeed', () => {
  it('writes RSS 2.0 items with the deal page as link, a stable guid, dates and a real enclosure', () => {
    const rss = parsedXml(writeFeed('rss', channel, entries)).rss;
    expect(rss['@version']).toBe('2.0');
    expect(rss.channel.title).toBe('Daily Deals: Fashion');
    expect(rss.channel.description).toBe('Hand-picked deals.');
    expect(rss.channel.lastBuildDate).toBe('Thu, 26 Nov 2026 08:30:00 GMT');
    expect(rss.channel['atom:link']['@href']).toBe(`${SITE}/fashion/feed.xml`);
    const [first, second] = rss.channel.item;
    expect(first.title).toBe('Trail boots');
    expect(first.link).toBe(`${SITE}/deals/7?src=feed`);
    expect(first.guid).toEqual({ '#text': `${SITE}/deals/7`, '@isPermaLink': 'false' });
    expect(first.pubDate).toBe('Fri, 20 Nov 2026 10:00:00 GMT');
    expect(first.description).toBe(
      '<p><strong>Under $49.99 (as of Nov 27, 2026, 3:05 PM)</strong></p><p>Code: <code>HIKE20</code></p>',
    );
    expect(first['content:encoded']).toContain('<p>Waterproof.</p><p>Sizes 6–13.</p>');
    expect(first.enclosure).toEqual({
      '@url': `${SITE}/uploads/0123456789abcdef0123456789abcdef.jpg`,
      '@type': 'image/jpeg',
      '@length': '48213',
    });
    // Another site's image has no known length: no enclosure rather than length="0".
    expect(second.enclosure).toBeUndefined();
    expect(second.title).toBe(HOSTILE_SHOWN);
    expect(decodeHtml(second['content:encoded'])).toContain(
      `Line one ${HOSTILE_SHOWN}<br>line two`,
    );
  });

  it('writes an RSS item title as escaped text, never as CDATA a reader might take for HTML', () => {
    const title = '<b>Bold</b> & co';
    const xml = writeFeed('rss', channel, [entry({ title })]);
    expect(parsedXml(xml).rss.channel.item.title).toBe(title);
    expect(xml).toContain('<title>&lt;b&gt;Bold&lt;/b&gt; &amp; co</title>');
    expect(xml).not.toContain('<![CDATA[<b>');
  });

  it('writes Atom entries whose enclosure type is the stored one, not one guessed from .jpg', () => {
    const feed = parsedXml(writeFeed('atom', channel, entries)).feed;
    expect(feed.id).toBe(`${SITE}/fashion`);
    expect(feed.updated).toBe('2026-11-26T08:30:00.000Z');
    expect(feed.author.name).toBe('Daily Deals');
    const [first, second] = feed.entry;
    expect(first.id).toBe(`${SITE}/deals/7`);
    expect(first.updated).toBe('2026-11-26T08:30:00.000Z');
    expect(first.published).toBe('2026-11-20T10:00:00.000Z');
    const enclosure = first.link.find(
      (link: Record<string, string>) => link['@rel'] === 'enclosure',
    );
    expect(enclosure).toMatchObject({ '@type': 'image/jpeg', '@length': '48213' });
    // type="html": the text is escaped so a reader shows it as text.
    expect(second.title['@type']).toBe('html');
    expect(decodeHtml(second.title['#text'])).toBe(HOSTILE_SHOWN);
  });

  it('writes JSON Feed items with plain-text summaries and the image', () => {
    const feed = JSON.parse(writeFeed('json', channel, entries));
    expect(feed.feed_url).toBe(`${SITE}/fashion/feed.json`);
    expect(feed.items[0]).toMatchObject({
      id: `${SITE}/deals/7`,
      url: `${SITE}/deals/7?src=feed`,
      title: 'Trail boots',
      summary: 'Under $49.99 (as of Nov 27, 2026, 3:05 PM) · Code: HIKE20',
      image: `${SITE}/uploads/0123456789abcdef0123456789abcdef.jpg`,
      date_published: '2026-11-20T10:00:00.000Z',
      date_modified: '2026-11-26T08:30:00.000Z',
    });
    expect(feed.items[1].title).toBe(HOSTILE_SHOWN);
  });

  it('writes a valid empty feed', () => {
    expect(parsedXml(writeFeed('rss', channel, [])).rss.channel.item).toBeUndefined();
    expect(parsedXml(writeFeed('atom', channel, [])).feed.entry).toBeUndefined();
  });
});
