import { productKeyOf } from './product-identity';

describe('productKeyOf', () => {
  describe('an Amazon product is its ASIN', () => {
    it.each([
      ['https://www.amazon.com/dp/B08N5WRWNW'],
      ['https://www.amazon.com/Echo-Dot-4th-Gen/dp/B08N5WRWNW/ref=sr_1_1?keywords=echo&qid=1'],
      ['https://www.amazon.com/gp/product/B08N5WRWNW?th=1&psc=1'],
      ['https://www.amazon.com/gp/aw/d/B08N5WRWNW'],
      ['https://www.amazon.com/exec/obidos/ASIN/B08N5WRWNW/dealsite-20'],
      ['https://www.amazon.com/exec/obidos/tg/detail/-/B08N5WRWNW'],
      ['https://www.amazon.com/o/B08N5WRWNW'],
      ['https://www.amazon.com/product/B08N5WRWNW'],
      ['https://www.amazon.com/gp/offer-listing?asin=B08N5WRWNW'],
      ['https://smile.amazon.com/dp/b08n5wrwnw?tag=dealsite-20'],
      ['https://www.amazon.co.uk/Echo-Dot/dp/B08N5WRWNW/'],
      ['https://amazon.de/dp/B08N5WRWNW#reviews'],
    ])('%p', (url) => {
      expect(productKeyOf(url)).toBe('amazon:B08N5WRWNW');
    });

    it('reads a book by its ISBN-10', () => {
      expect(productKeyOf('https://www.amazon.ca/dp/031676948X')).toBe('amazon:031676948X');
    });

    it('keeps two products apart', () => {
      expect(productKeyOf('https://www.amazon.com/dp/B08N5WRWNW')).not.toBe(
        productKeyOf('https://www.amazon.com/dp/B07XJWD3GY'),
      );
    });
  });

  // Decision: a short link hides its product; its own link is the key, never a guessed ASIN.
  it.each([
    ['https://amzn.to/3xYz12?tag=x-20', 'url:https://amzn.to/3xYz12'],
    ['https://a.co/d/0aBcDeF', 'url:https://a.co/d/0aBcDeF'],
    ['https://www.amazon.com/dp/NOTANASIN1', 'url:https://amazon.com/dp/NOTANASIN1'],
    ['https://www.amazon.com/s?k=echo+dot&ref=nb', 'url:https://amazon.com/s?k=echo+dot'],
  ])('an Amazon link without a readable ASIN, %p, keeps its link', (url, key) => {
    expect(productKeyOf(url)).toBe(key);
  });

  it('does not read an ASIN from a link of another store', () => {
    expect(productKeyOf('https://www.walmart.com/dp/B08N5WRWNW')).toBe(
      'url:https://walmart.com/dp/B08N5WRWNW',
    );
  });

  it.each([
    [
      'https://www.bestbuy.com/site/sony/6505727.p?skuId=6505727&utm_source=fb&UTM_Medium=x&fbclid=abc',
      'url:https://bestbuy.com/site/sony/6505727.p?skuId=6505727',
    ],
    [
      'HTTPS://WWW.Target.com:443/p/-/A-123/?ref=tgt&afid=1&Tag=x&ranEAID=1&RANSITEID=2#details',
      'url:https://target.com/p/-/A-123?afid=1',
    ],
    ['http://shop.lego.com:80/', 'url:http://shop.lego.com/'],
    ['https://www.walmart.com./ip/123', 'url:https://walmart.com/ip/123'],
    ['https://example.com:8443/item', 'url:https://example.com:8443/item'],
    ['https://user:secret@example.com/item', 'url:https://example.com/item'],
    [
      'https://example.com/item?gclid=1&_ga=2&igshid=3&spm=4&cjevent=5',
      'url:https://example.com/item',
    ],
    ['https://example.com/Item/ABC', 'url:https://example.com/Item/ABC'],
  ])('%p -> %p', (url, key) => {
    expect(productKeyOf(url)).toBe(key);
  });

  it('does not care about parameter order', () => {
    expect(productKeyOf('https://www.newegg.com/p/N82E1?color=black&size=2&utm_campaign=x')).toBe(
      productKeyOf('https://newegg.com/p/N82E1/?size=2&color=black'),
    );
    expect(productKeyOf('https://newegg.com/p/N82E1?size=2&color=black')).toBe(
      'url:https://newegg.com/p/N82E1?color=black&size=2',
    );
  });

  it('keeps two products of one store apart', () => {
    expect(productKeyOf('https://www.ebay.com/itm/111')).not.toBe(
      productKeyOf('https://www.ebay.com/itm/222'),
    );
    expect(productKeyOf('https://example.com/p?id=1')).not.toBe(
      productKeyOf('https://example.com/p?id=2'),
    );
  });

  it.each([
    ['ftp://amazon.com/dp/B08N5WRWNW'],
    ['mailto:a@b.com'],
    ['not a url'],
    [''],
    [null],
    [undefined],
  ])('%p has no key', (url) => {
    expect(productKeyOf(url)).toBeNull();
  });
});
