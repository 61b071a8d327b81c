import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { graphql, signedInAs } from '../../../test/auth-helpers';
import { dealInput, insertDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';

const HOUR_MS = 60 * 60 * 1000;

/** Links as curators paste them, with the store each belongs to (null: none). */
const LINKS: [string, string | null, string | null][] = [
  ['https://amzn.to/3xYz12', 'amazon', 'amazon.com'],
  ['https://www.amazon.com/Echo-Dot/dp/B08N5WRWNW/ref=sr_1_1?tag=deals-20', 'amazon', 'amazon.com'],
  ['https://www.amazon.co.uk/dp/B08N5WRWNW', 'amazon', 'amazon.co.uk'],
  ['https://smile.amazon.com/gp/product/B07XJWD3GY', 'amazon', 'amazon.com'],
  ['https://a.co/d/0aBcDeF', 'amazon', 'amazon.com'],
  ['https://www.walmart.com/ip/Roku-Express/123456', 'walmart', 'walmart.com'],
  ['https://goto.walmart.com/c/1/2?u=https%3A%2F%2Fwww.walmart.com', 'walmart', 'walmart.com'],
  ['https://www.target.com/p/lego-set/-/A-87654321', 'target', 'target.com'],
  ['https://www.homedepot.com/p/Drill/456', 'homedepot', 'homedepot.com'],
  ['https://www.bestbuy.com/site/headphones/6505727.p?skuId=6505727', 'bestbuy', 'bestbuy.com'],
  ['https://shop.lego.com/en-us/product/75313', 'lego', 'lego.com'],
  ['https://www.ebay.co.uk/itm/1234567890', 'ebay', 'ebay.co.uk'],
  ['https://www.ebay.com/itm/987654321', 'ebay', 'ebay.com'],
  ['http://www.costco.com/tv.html', 'costco', 'costco.com'],
  ['https://WWW.ETSY.COM/listing/1/mug', 'etsy', 'etsy.com'],
  ['https://store.steampowered.com/app/1091500', 'steampowered', 'steampowered.com'],
  ['https://www.newegg.ca/p/N82E16834', 'newegg', 'newegg.ca'],
  ['https://deals.acmegadgets.co.uk/lamp', 'acmegadgets', 'acmegadgets.co.uk'],
  ['https://bit.ly/3abcDEF', null, null],
  ['https://acme.myshopify.com/products/mug', null, null],
];

const DEAL_STORE = `query DealStore($id: ID!) {
  deal(id: $id) { id store { slug name domain liveDeals } }
}`;
const STORES = `{ stores { slug name domain liveDeals } }`;
const STORE = `query Store($slug: String!) { store(slug: $slug) { slug name domain liveDeals } }`;
const STORE_DEALS = `query StoreDeals($store: String, $search: String, $sort: DealSort, $limit: Int, $offset: Int) {
  deals(store: $store, search: $search, sort: $sort, limit: $limit, offset: $offset) {
    total
    items { id title store { slug name } }
  }
}`;
const RENAME = `mutation Rename($slug: String!, $name: String!) {
  renameStore(slug: $slug, name: $name) { slug name domain liveDeals }
}`;
const CREATE = `mutation Create($input: CreateDealInput!) { createDeal(input: $input) { id } }`;
const DEAL_LIST = `{ deals(limit: 100) { items { id store { slug name } } } }`;

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function parsedXml(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body);
}

describe.each(DIALECTS)('stores on %s', (dialect) => {
  let testApp: TestApp;
  let site: string;
  let curator: string;
  let visitor: string;
  /** Deal ids by their link's index in LINKS. */
  const linkDealIds: number[] = [];
  let expiredTargetId: number;

  const get = (path: string) => request(testApp.app).get(path);
  const query = async (text: string, variables: Record<string, unknown> = {}, cookie?: string) => {
    const response = await graphql(testApp.app, text, variables, cookie);
    expect(response.body.errors).toBeUndefined();
    return response.body.data;
  };

  beforeAll(async () => {
    testApp = await startTestApp(dialect, { PUBLIC_URL: 'https://deals.test' });
    site = testApp.config.publicUrl;
    curator = await signedInAs(testApp.app, 'store.curator');
    visitor = await signedInAs(testApp.app, 'store.visitor');
    for (const [index, [affiliateLink]] of LINKS.entries()) {
      const input = dealInput({
        title: `Store deal ${index}${index === 2 ? ' kettle' : ''}`,
        description: 'A good price',
        affiliateLink,
        category: 'DAILY',
        imageUrl: '',
      });
      const data = await query(CREATE, { input }, curator);
      linkDealIds.push(Number(data.createDeal.id));
    }
    const past = new Date(Date.now() - 5 * HOUR_MS);
    expiredTargetId = (
      await insertDeal(testApp.dataSource, {
        title: 'Expired target deal',
        affiliateLink: 'https://www.target.com/p/old/-/A-1',
        storeSlug: 'target',
        createdAt: new Date(past.getTime() - HOUR_MS),
        expiresAt: past,
      })
    ).id;
    await insertDeal(testApp.dataSource, {
      title: 'Only expired at Old Shop',
      affiliateLink: 'https://www.oldshop.com/x',
      storeSlug: 'oldshop',
      createdAt: new Date(past.getTime() - HOUR_MS),
      expiresAt: past,
    });
    await insertDeal(testApp.dataSource, {
      title: 'Scheduled amazon deal',
      affiliateLink: 'https://www.amazon.com/dp/B0SCHEDULE',
      storeSlug: 'amazon',
      createdAt: new Date(Date.now() + 5 * HOUR_MS),
    });
    await testApp.services.siteVersion.writeVisibleChange(() => Promise.resolve());
  });

  afterAll(() => testApp.close());

  it('names the store of each link through the API: short links, www, country domains, subdomains', async () => {
    for (const [index, [link, slug, domain]] of LINKS.entries()) {
      const { deal } = await query(DEAL_STORE, { id: String(linkDealIds[index]) });
      expect({ link, store: deal.store && [deal.store.slug, deal.store.domain] }).toEqual({
        link,
        store: slug && [slug, domain],
      });
    }
    const { deal } = await query(DEAL_STORE, { id: String(linkDealIds[9]) });
    expect(deal.store).toEqual({
      slug: 'bestbuy',
      name: 'Best Buy',
      domain: 'bestbuy.com',
      liveDeals: 1,
    });
  });

  it('lists the stores with live deals, the most first, leaving out expired and scheduled deals', async () => {
    const { stores } = await query(STORES);
    expect(stores.slice(0, 3)).toEqual([
      { slug: 'amazon', name: 'Amazon', domain: 'amazon.com', liveDeals: 5 },
      { slug: 'ebay', name: 'eBay', domain: 'ebay.com', liveDeals: 2 },
      { slug: 'walmart', name: 'Walmart', domain: 'walmart.com', liveDeals: 2 },
    ]);
    const slugs = stores.map((store: { slug: string }) => store.slug);
    expect(slugs).toHaveLength(12);
    expect(slugs).not.toContain('oldshop');
    expect(stores.find((store: { slug: string }) => store.slug === 'target').liveDeals).toBe(1);
  });

  it('finds a store any deal linked to, and refuses other slugs with NOT_FOUND', async () => {
    expect((await query(STORE, { slug: 'oldshop' })).store).toEqual({
      slug: 'oldshop',
      name: 'Oldshop',
      domain: 'oldshop.com',
      liveDeals: 0,
    });
    for (const slug of ['nosuchstore', 'Amazon', 'amazon.com', '../admin', '']) {
      const response = await graphql(testApp.app, STORE, { slug });
      expect(response.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
  });

  it("lists a store's live deals with the sections' sort, search and paging", async () => {
    const { deals } = await query(STORE_DEALS, { store: 'amazon', limit: 2 });
    expect(deals.total).toBe(5);
    expect(deals.items.map((deal: { id: string }) => Number(deal.id))).toEqual([
      linkDealIds[4],
      linkDealIds[3],
    ]);
    const oldest = await query(STORE_DEALS, {
      store: 'amazon',
      sort: 'OLDEST',
      limit: 1,
      offset: 1,
    });
    expect(oldest.deals.items.map((deal: { id: string }) => Number(deal.id))).toEqual([
      linkDealIds[1],
    ]);
    const searched = await query(STORE_DEALS, { store: 'amazon', search: 'KETTLE' });
    expect(searched.deals.total).toBe(1);
    expect((await query(STORE_DEALS, { store: 'target' })).deals.items).toEqual([
      {
        id: String(linkDealIds[7]),
        title: 'Store deal 7',
        store: { slug: 'target', name: 'Target' },
      },
    ]);
    expect(expiredTargetId).toBeGreaterThan(0);
    const bad = await graphql(testApp.app, STORE_DEALS, { store: 'Not A Slug' });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it("names every card's store without a statement per card", async () => {
    const WITH_STORES = `query Cards($limit: Int!) { deals(limit: $limit) { items { id store { name liveDeals } } } }`;
    const statementsFor = async (limit: number) => {
      const queryRunner = testApp.dataSource.createQueryRunner();
      const statements = jest.spyOn(Object.getPrototypeOf(queryRunner), 'query');
      try {
        const answer = await graphql(testApp.app, WITH_STORES, { limit });
        expect(answer.body.errors).toBeUndefined();
        expect(answer.body.data.deals.items).toHaveLength(limit);
        return statements.mock.calls.length;
      } finally {
        statements.mockRestore();
        await queryRunner.release();
      }
    };
    await statementsFor(1);
    expect(await statementsFor(18)).toBe(await statementsFor(2));
  });

  it("counts no store's live deals for cards that show only its name, after a change", async () => {
    // A new deal changes the content version, so nothing read for the last one is reused.
    const input = dealInput({
      title: 'Another lamp',
      affiliateLink: 'https://www.newegg.ca/p/N82E1',
      category: 'DAILY',
      imageUrl: '',
    });
    const { id } = (await query(CREATE, { input }, curator)).createDeal;
    const queryRunner = testApp.dataSource.createQueryRunner();
    const statements = jest.spyOn(Object.getPrototypeOf(queryRunner), 'query');
    try {
      const data = await query(DEAL_LIST);
      expect(data.deals.items.length).toBeGreaterThan(0);
      const sql = statements.mock.calls.map(([text]) => String(text));
      expect(sql.filter((text) => /FROM [`"]stores[`"]/.test(text))).toHaveLength(1);
      expect(sql.filter((text) => /GROUP BY/i.test(text))).toEqual([]);
    } finally {
      statements.mockRestore();
      await queryRunner.release();
      await request(testApp.app).delete(`/api/deals/${id}`).set('Cookie', curator).expect(200);
    }
  });

  it('lets the curator alone rename a store; an empty name brings the default back', async () => {
    const anonymous = await graphql(testApp.app, RENAME, { slug: 'amazon', name: 'Mine' });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const notCurator = await graphql(
      testApp.app,
      RENAME,
      { slug: 'amazon', name: 'Mine' },
      visitor,
    );
    expect(notCurator.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await query(STORE, { slug: 'amazon' })).store.name).toBe('Amazon');

    const renamed = await query(RENAME, { slug: 'amazon', name: '  Amazon US  ' }, curator);
    expect(renamed.renameStore).toEqual({
      slug: 'amazon',
      name: 'Amazon US',
      domain: 'amazon.com',
      liveDeals: 5,
    });
    const listed = await query(DEAL_LIST);
    const amazonCards = listed.deals.items.filter(
      (deal: { store: { slug: string } | null }) => deal.store?.slug === 'amazon',
    );
    expect(amazonCards).toHaveLength(5);
    for (const card of amazonCards) expect(card.store.name).toBe('Amazon US');
    expect((await query(STORES)).stores[0].name).toBe('Amazon US');

    const tooLong = await graphql(
      testApp.app,
      RENAME,
      { slug: 'amazon', name: 'x'.repeat(61) },
      curator,
    );
    expect(tooLong.body.errors[0]).toMatchObject({
      message: 'A store name is at most 60 characters',
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
    const unknown = await graphql(testApp.app, RENAME, { slug: 'nosuchstore', name: 'X' }, curator);
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(
      (await query(RENAME, { slug: 'amazon', name: 'x'.repeat(60) }, curator)).renameStore.name,
    ).toHaveLength(60);

    expect((await query(RENAME, { slug: 'amazon', name: '   ' }, curator)).renameStore.name).toBe(
      'Amazon',
    );
    expect((await query(STORE, { slug: 'amazon' })).store.name).toBe('Amazon');
  });

  it("serves a store's live deals as RSS, Atom and JSON Feed, titled with its name", async () => {
    const dealUrls = (indexes: number[]) =>
      indexes.map((index) => `${site}/deals/${linkDealIds[index]}`);
    // The links a reader follows say they come from a feed; ids stay the clean page address.
    const followedUrls = (indexes: number[]) => dealUrls(indexes).map((url) => `${url}?src=feed`);
    const rss = await get('/stores/walmart/feed.xml').expect(200);
    expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const channel = parsedXml(rss.text).rss.channel;
    expect(channel.title).toContain('Walmart');
    expect(asList(channel.item).map((item: { link: string }) => item.link)).toEqual(
      followedUrls([6, 5]),
    );

    const atom = await get('/stores/ebay/atom.xml').expect(200);
    expect(atom.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const entries = asList(parsedXml(atom.text).feed.entry);
    expect(entries.map((entry: { id: string }) => entry.id)).toEqual(dealUrls([12, 11]));

    const json = await get('/stores/amazon/feed.json?q=kettle').expect(200);
    expect(json.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const feed = JSON.parse(json.text);
    expect(feed.home_page_url).toBe(`${site}/stores/amazon?q=kettle`);
    expect(feed.items.map((item: { url: string }) => item.url)).toEqual(followedUrls([2]));

    const emptyButKnown = JSON.parse((await get('/stores/oldshop/feed.json').expect(200)).text);
    expect(emptyButKnown.items).toEqual([]);
    await get('/stores/nosuchstore/feed.xml').expect(404);
    await get('/stores/Not_A_Slug/atom.xml').expect(404);
  });

  it('lists /stores and each store with live deals in the sitemap', async () => {
    const pages = (await get('/sitemaps/pages.xml').expect(200)).text;
    const urls = asList(parsedXml(pages).urlset.url).map((url: { loc: string }) => url.loc);
    expect(urls).toContain(`${site}/stores`);
    expect(urls).toContain(`${site}/stores/amazon`);
    expect(urls).toContain(`${site}/stores/acmegadgets`);
    expect(urls).not.toContain(`${site}/stores/oldshop`);
    expect(urls.filter((url: string) => url.startsWith(`${site}/stores/`))).toHaveLength(12);
  });
});
