import { STORE_DOMAINS, detectStore, type Store } from './store';
import { storeOfUrl, storeSlugIsValid } from './store-identity';

describe('storeOfUrl', () => {
  it.each([
    ['https://amzn.to/3xYz12', 'amazon', 'Amazon', 'amazon.com'],
    ['https://a.co/d/0aBcDeF', 'amazon', 'Amazon', 'amazon.com'],
    ['https://amzn.eu/d/4kXq1Zp', 'amazon', 'Amazon', 'amazon.com'],
    ['https://www.amazon.com/Echo-Dot/dp/B08N5WRWNW/ref=sr_1_1', 'amazon', 'Amazon', 'amazon.com'],
    ['https://www.amazon.co.uk/dp/B08N5WRWNW', 'amazon', 'Amazon', 'amazon.co.uk'],
    ['https://smile.amazon.com/gp/product/B07XJWD3GY', 'amazon', 'Amazon', 'amazon.com'],
    ['https://www.amazon.com.be/dp/B08N5WRWNW', 'amazon', 'Amazon', 'amazon.com.be'],
    ['https://walmart.com/ip/123', 'walmart', 'Walmart', 'walmart.com'],
    ['https://goto.walmart.com/c/1/2', 'walmart', 'Walmart', 'walmart.com'],
    ['https://www.target.com/p/-/A-123', 'target', 'Target', 'target.com'],
    ['https://www.homedepot.com/p/456', 'homedepot', 'The Home Depot', 'homedepot.com'],
    [
      'https://www.bestbuy.com/site/sony-headphones/6505727.p?skuId=6505727',
      'bestbuy',
      'Best Buy',
      'bestbuy.com',
    ],
    ['https://shop.bestbuy.com/x', 'bestbuy', 'Best Buy', 'bestbuy.com'],
    ['https://shop.lego.com/en-us/product/75313', 'lego', 'LEGO', 'lego.com'],
    ['https://www.ebay.co.uk/itm/1234567890', 'ebay', 'eBay', 'ebay.co.uk'],
    ['https://www.lowes.com/pd/drill/1000', 'lowes', "Lowe's", 'lowes.com'],
    ['https://www.bhphotovideo.com/c/product/1', 'bhphotovideo', 'B&H Photo', 'bhphotovideo.com'],
    ['https://acmegadgets.com/deals', 'acmegadgets', 'Acmegadgets', 'acmegadgets.com'],
    ['https://www.1-800-flowers.com/roses', '1-800-flowers', '1-800-flowers', '1-800-flowers.com'],
    ['https://constructor.io/', 'constructor', 'Constructor', 'constructor.io'],
    ['HTTPS://WWW.AMAZON.COM/dp/B08N5WRWNW', 'amazon', 'Amazon', 'amazon.com'],
    ['https://www.walmart.com./ip/123', 'walmart', 'Walmart', 'walmart.com'],
    ['http://www.costco.com:8080/tv.html', 'costco', 'Costco', 'costco.com'],
    ['  https://www.etsy.com/listing/1  ', 'etsy', 'Etsy', 'etsy.com'],
  ])('%p is %p', (url, slug, name, domain) => {
    expect(storeOfUrl(url)).toEqual({ slug, name, domain });
  });

  it.each([
    ['https://bit.ly/abc'],
    ['https://tinyurl.com/y4abcd'],
    ['https://t.co/xyz'],
    ['https://linktr.ee/dealsite'],
    ['http://127.0.0.1/x'],
    ['http://[::1]/x'],
    ['http://localhost:3000/deal'],
    ['https://printer.local/'],
    ['https://intranet/'],
    ['https://com.be/'],
    ['ftp://amazon.com'],
    ['amazon.com/dp/B08N5WRWNW'],
    ['javascript:alert("amazon.com")'],
    ['not a url'],
    [''],
    [null],
    [undefined],
  ])('%p is no store', (url) => {
    expect(storeOfUrl(url)).toBeNull();
  });

  // Decision: a private suffix (github.io, myshopify.com) hosts many unrelated sites, and naming
  // the customer would let amazon.github.io pass for Amazon, so such hosts name no store.
  it.each([
    ['https://amazon.github.io/deals'],
    ['https://acme.myshopify.com/products/mug'],
    ['https://bucket.s3.amazonaws.com/a.png'],
  ])('%p, under a private suffix, is no store', (url) => {
    expect(storeOfUrl(url)).toBeNull();
  });

  it('answers the same for the same link asked twice', () => {
    expect(storeOfUrl('https://www.amazon.de/dp/B08N5WRWNW')).toBe(
      storeOfUrl('https://www.amazon.de/dp/B08N5WRWNW'),
    );
  });
});

const DOMAIN_AND_STORE = (Object.entries(STORE_DOMAINS) as [Store, readonly string[]][]).flatMap(
  ([store, domains]) => domains.map((domain): [string, Store] => [domain, store]),
);

describe('storeOfUrl agrees with detectStore', () => {
  it.each(DOMAIN_AND_STORE)('%p is %p in both', (domain, store) => {
    for (const url of [`https://${domain}/x`, `https://www.${domain}/x`]) {
      expect(detectStore(url)).toBe(store);
      expect(storeOfUrl(url)?.slug).toBe(store);
    }
  });
});

describe('storeSlugIsValid', () => {
  it.each([
    ['amazon', true],
    ['1-800-flowers', true],
    ['a'.repeat(63), true],
    ['', false],
    ['a'.repeat(64), false],
    ['Amazon', false],
    ['amazon.com', false],
    ['ama zon', false],
    ['amazon_', false],
    ['../admin', false],
    [42, false],
    [null, false],
  ])('%p -> %p', (slug, expected) => {
    expect(storeSlugIsValid(slug)).toBe(expected);
  });
});
