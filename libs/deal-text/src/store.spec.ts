import { amazonProductId, appDeepLink, detectStore } from './store';

describe('detectStore', () => {
  it.each([
    ['https://www.amazon.com/dp/B08N5WRWNW', 'amazon'],
    ['https://smile.amazon.co.uk/gp/product/B08N5WRWNW', 'amazon'],
    ['https://amazon.de/s?k=lamp', 'amazon'],
    ['https://amzn.to/3xYz12', 'amazon'],
    ['https://a.co/d/abc', 'amazon'],
    ['https://www.walmart.com/ip/123', 'walmart'],
    ['https://goto.walmart.com/c/1/2', 'walmart'],
    ['https://www.target.com/p/-/A-123', 'target'],
    ['https://www.homedepot.com/p/456', 'homedepot'],
    ['HTTPS://WWW.AMAZON.COM/dp/B08N5WRWNW', 'amazon'],
    ['https://notamazon.com/dp/B08N5WRWNW', null],
    ['https://amazon.evil.com/', null],
    ['https://example.com/amazon/walmart', null],
    ['https://example.com/?u=https://amazon.com', null],
    ['https://mytarget.com', null],
    ['amazon.com/dp/B08N5WRWNW', null],
    ['javascript:alert("amazon.com")', null],
    ['', null],
  ])('%p -> %p', (url, expected) => {
    expect(detectStore(url)).toBe(expected);
  });
});

describe('amazonProductId', () => {
  it.each([
    ['https://www.amazon.com/dp/B08N5WRWNW', 'B08N5WRWNW'],
    ['https://www.amazon.com/Echo-Dot/dp/B08N5WRWNW/ref=sr_1_1?tag=x-20', 'B08N5WRWNW'],
    ['https://www.amazon.com/gp/product/b07xjwd3gy?th=1', 'B07XJWD3GY'],
    ['https://www.amazon.ca/product/0316769487', '0316769487'],
    ['https://www.amazon.com/dp/B08N5WRWN', null],
    ['https://www.amazon.com/dp/B08N5WRWNW1', null],
    ['https://amzn.to/3xYz12', null],
    ['https://www.walmart.com/dp/B08N5WRWNW', null],
    ['not a url', null],
  ])('%p -> %p', (url, expected) => {
    expect(amazonProductId(url)).toBe(expected);
  });
});

// Decision: the store's app scheme replaces "https" and keeps host, path and query; an Amazon
// link with an ASIN becomes the app's canonical product page.
describe('appDeepLink', () => {
  it.each([
    [
      'https://www.amazon.com/Echo/dp/B08N5WRWNW?tag=x-20',
      'com.amazon.mobile.shopping.web://amazon.com/dp/B08N5WRWNW',
    ],
    ['https://amzn.to/3xYz12', 'com.amazon.mobile.shopping.web://amzn.to/3xYz12'],
    ['https://www.walmart.com/ip/123?x=1#top', 'walmart://www.walmart.com/ip/123?x=1'],
    ['https://www.target.com/p/-/A-123', 'target://www.target.com/p/-/A-123'],
    ['https://www.homedepot.com/p/456', 'homedepot://www.homedepot.com/p/456'],
    ['https://www.bestbuy.com/site/1', null],
    ['', null],
  ])('%p -> %p', (url, expected) => {
    expect(appDeepLink(url)).toBe(expected);
  });
});
