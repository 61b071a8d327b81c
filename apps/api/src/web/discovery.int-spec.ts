import { XMLParser } from 'fast-xml-parser';
import { startBuiltServer, type BuiltServer } from '../../test/built-server';

const CURATOR = { username: 'discovery-curator', password: 'curator-password-1' };
const HOSTILE_TITLE = 'Kayak </script><script>alert(1)</script> ]]> <!-- 🛶';

/** The JSON-LD blocks of a page's head, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map(([, json]) => JSON.parse(json) as Record<string, unknown>);
}

function feedLinks(html: string): { type: string; href: string }[] {
  return [
    ...html.matchAll(/<link rel="alternate" type="([^"]+)" title="[^"]*" href="([^"]+)" \/>/g),
  ].map(([, type, href]) => ({ type, href: href.replace(/&#38;/g, '&') }));
}

describe('what search engines and feed readers find on the built site', () => {
  let server: BuiltServer;
  let cookie = '';
  let dealId = 0;
  let hostileId = 0;
  const page = async (path: string) => {
    const response = await fetch(`${server.baseUrl}${path}`);
    expect(response.status).toBe(200);
    return response.text();
  };
  const createDeal = async (fields: Record<string, unknown>): Promise<number> => {
    const created = await fetch(`${server.baseUrl}/api/deals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ affiliateLink: 'https://shop.example/p', ...fields }),
    });
    expect(created.status).toBe(201);
    return ((await created.json()) as { id: number }).id;
  };

  beforeAll(async () => {
    server = await startBuiltServer({ PUBLIC_URL: 'https://deals.test' });
    const registered = await fetch(`${server.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CURATOR),
    });
    cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0];
    dealId = await createDeal({
      title: 'Inflatable kayak',
      description: 'Two seats.',
      price: '149.99',
      expiresAt: '2099-12-31T23:00:00Z',
    });
    hostileId = await createDeal({ title: HOSTILE_TITLE, price: '20' });
  }, 60_000);

  afterAll(() => server?.stop());

  it('links each list page to its feeds, searched as the page is, and the links answer', async () => {
    expect(feedLinks(await page('/'))).toEqual([
      { type: 'application/rss+xml', href: 'https://deals.test/feed.xml' },
      { type: 'application/atom+xml', href: 'https://deals.test/atom.xml' },
      { type: 'application/feed+json', href: 'https://deals.test/feed.json' },
    ]);
    expect(feedLinks(await page('/fashion?q=rain%20boots'))[0].href).toBe(
      'https://deals.test/fashion/feed.xml?q=rain%20boots',
    );
    const found = await page('/feed.xml?q=kayak');
    const items = new XMLParser().parse(found).rss.channel.item as { link: string; guid: string }[];
    // The link a reader follows says it came from the feed; the item's id stays the clean address.
    expect(items.map(({ link }) => link)).toEqual([
      `https://deals.test/deals/${hostileId}?src=feed`,
      `https://deals.test/deals/${dealId}?src=feed`,
    ]);
    expect(items.map(({ guid }) => guid)).toEqual([
      `https://deals.test/deals/${hostileId}`,
      `https://deals.test/deals/${dealId}`,
    ]);
    expect(feedLinks(await page(`/deals/${dealId}`))).toEqual([]);
  });

  it('describes a deal page as a Product with its Offer, and list pages not at all', async () => {
    const [product] = structuredData(await page(`/deals/${dealId}`));
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Inflatable kayak',
      offers: {
        '@type': 'Offer',
        price: '149.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `https://deals.test/deals/${dealId}`,
        priceValidUntil: '2099-12-31',
      },
    });
    expect(structuredData(await page('/'))).toEqual([]);
    expect(structuredData(await page('/fashion'))).toEqual([]);
  });

  it('keeps a title holding </script> inside its JSON-LD', async () => {
    const html = await page(`/deals/${hostileId}`);
    const [product] = structuredData(html);
    expect(product.name).toBe(HOSTILE_TITLE);
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});
