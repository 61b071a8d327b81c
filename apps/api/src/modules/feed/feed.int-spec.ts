import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { insertDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { DealCategory } from '../deal/deal.entity';
import { FEED_SIZE } from './feed-sections';

const HOUR_MS = 60 * 60 * 1000;
const UPLOAD = '0f1e2d3c4b5a69788796a5b4c3d2e1f0.jpg';
const UPLOAD_BYTES = Buffer.alloc(3_456, 7);
// Lone surrogates are the write-feed spec's: each database turns them into U+FFFD on the way in.
const HOSTILE_TITLE = 'Kayak ]]> </script><script>alert(1)</script> \u0001\u001b 🛶 \uFFFF & co';
const NOT_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function parsedXml(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  expect(NOT_IN_XML.test(body)).toBe(false);
  return parser.parse(body);
}

describe.each(DIALECTS)('deal feeds on %s', (dialect) => {
  let testApp: TestApp;
  let site: string;
  const ids: Record<string, number> = {};

  const get = (path: string, headers: Record<string, string> = {}) =>
    request(testApp.app).get(path).set(headers);
  const rssItems = async (path: string) => {
    const answer = await get(path).expect(200);
    return asList(parsedXml(answer.text).rss.channel.item) as Record<string, unknown>[];
  };

  beforeAll(async () => {
    testApp = await startTestApp(dialect, { PUBLIC_URL: 'https://deals.test' });
    site = testApp.config.publicUrl;
    await testApp.services.images.uploads.put(UPLOAD, UPLOAD_BYTES);
    const created = Date.now() - 10 * HOUR_MS;
    const at = (hours: number) => new Date(created + hours * HOUR_MS);
    const insert = async (name: string, fields: Parameters<typeof insertDeal>[1]) => {
      ids[name] = (await insertDeal(testApp.dataSource, fields)).id;
    };
    await insert('older', { title: 'Camp stove', createdAt: at(1) });
    await insert('kayak', {
      title: 'Inflatable kayak',
      description: 'Two seats. Use code PADDLE15 at checkout.',
      price: '149.99',
      priceSetAt: at(2),
      imageUrl: `/uploads/${UPLOAD}`,
      affiliateLink: 'https://shop.example/kayak?tag=aff-20',
      createdAt: at(2),
    });
    await insert('expired', { title: 'Expired kayak paddle', createdAt: at(3), expiresAt: at(4) });
    await insert('archived', { title: 'Archived kayak seat', createdAt: at(3), active: false });
    await insert('fashion', {
      title: 'Rain jacket',
      category: DealCategory.FASHION,
      createdAt: at(4),
    });
    await insert('hostile', {
      title: HOSTILE_TITLE,
      description: `]]> </script> \u0000\u0002 ${'🙂'.repeat(3)}`,
      createdAt: at(5),
    });
  });

  afterAll(() => testApp.close());

  it('lists the newest live deals of the home list in RSS, the deal page as link (with ?src=feed) and guid', async () => {
    const items = await rssItems('/feed.xml');
    expect(items.map(({ link }) => link)).toEqual(
      [ids.hostile, ids.kayak, ids.older].map((id) => `${site}/deals/${id}?src=feed`),
    );
    const kayak = items[1];
    expect(kayak.guid).toEqual({ '#text': `${site}/deals/${ids.kayak}`, '@isPermaLink': 'false' });
    expect(kayak.enclosure).toEqual({
      '@url': `${site}/uploads/${UPLOAD}`,
      '@type': 'image/jpeg',
      '@length': String(UPLOAD_BYTES.length),
    });
    expect(kayak.description).toMatch(
      /^<p><strong>Under \$149\.99 \(as of [A-Z][a-z]{2} \d+, \d{4}, \d+:\d\d [AP]M\)<\/strong><\/p><p>Code: <code>PADDLE15<\/code><\/p>$/,
    );
  });

  it('never links to the tracked redirect or the affiliate link', async () => {
    for (const path of ['/feed.xml', '/atom.xml', '/feed.json']) {
      const { text } = await get(path).expect(200);
      expect(text).not.toContain('/go/');
      expect(text).not.toContain('shop.example');
    }
  });

  it('writes a deal holding ]]>, </script>, control characters and emoji into every feed validly', async () => {
    const shown = 'Kayak ]]> </script><script>alert(1)</script>  🛶  & co';
    const rss = await rssItems('/feed.xml');
    expect(rss[0].title).toBe(shown);
    const atom = parsedXml((await get('/atom.xml').expect(200)).text).feed;
    const title = asList(atom.entry)[0].title['#text'] as string;
    expect(
      title.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code))),
    ).toBe(shown);
    const json = JSON.parse((await get('/feed.json').expect(200)).text);
    expect(json.items[0].title).toBe(shown);
  });

  it('serves Atom and JSON Feed of a section, and a search with the same q as the page', async () => {
    const atom = await get('/fashion/atom.xml').expect(200);
    expect(atom.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const entries = asList(parsedXml(atom.text).feed.entry);
    expect(entries.map(({ id }) => id)).toEqual([`${site}/deals/${ids.fashion}`]);
    expect(entries[0].link['@href']).toBe(`${site}/deals/${ids.fashion}?src=feed`);
    const json = await get('/favorites/feed.json').expect(200);
    expect(json.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    expect(JSON.parse(json.text).items).toEqual([]);

    const found = await rssItems('/feed.xml?q=kayak');
    expect(found.map(({ link }) => link)).toEqual([
      `${site}/deals/${ids.hostile}?src=feed`,
      `${site}/deals/${ids.kayak}?src=feed`,
    ]);
    const channel = parsedXml((await get('/feed.xml?q=kayak').expect(200)).text).rss.channel;
    expect(channel.link).toBe(`${site}/?q=kayak`);
    expect(channel['atom:link']['@href']).toBe(`${site}/feed.xml?q=kayak`);
  });

  it('answers a reader polling with its ETag or date with a 304, and a proxy may keep it', async () => {
    const first = await get('/feed.xml').expect(200);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const { etag } = first.headers;
    const lastModified = first.headers['last-modified'];
    expect(lastModified).toBeDefined();
    const again = await get('/feed.xml', { 'If-None-Match': etag }).expect(304);
    expect(again.text).toBe('');
    await get('/feed.xml', { 'If-Modified-Since': lastModified }).expect(304);
    await get('/feed.xml', { 'If-None-Match': etag, 'If-Modified-Since': lastModified }).expect(
      304,
    );
  });

  it(`holds the newest ${FEED_SIZE} deals and refuses a search longer than the page's`, async () => {
    const fillers: number[] = [];
    for (let index = 0; index < FEED_SIZE + 2; index += 1)
      fillers.push((await insertDeal(testApp.dataSource, { title: `Filler ${index}` })).id);
    const items = await rssItems('/feed.xml?q=filler');
    expect(items.map(({ link }) => link)).toEqual(
      fillers
        .reverse()
        .slice(0, FEED_SIZE)
        .map((id) => `${site}/deals/${id}?src=feed`),
    );
    const refused = await get(`/feed.xml?q=${'a'.repeat(201)}`).expect(400);
    expect(refused.text).toContain('Bad request');
  });
});
