import { findHttpUrls, isImageUrl, isSafeHttpUrl } from './http-url';

describe('isSafeHttpUrl', () => {
  it.each([
    ['https://www.amazon.com/dp/B08N5WRWNW', true],
    ['http://example.com', true],
    ['HTTPS://EXAMPLE.COM/path?q=1', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['  javascript:alert(1)', false],
    ['\u0001javascript:alert(1)', false],
    ['\tjavascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['DATA:text/html;base64,PHNjcmlwdD4=', false],
    ['vbscript:msgbox(1)', false],
    ['VBScript:msgbox(1)', false],
    [' https://example.com', false],
    ['https://exa mple.com', false],
    ['https://', false],
    ['//example.com', false],
    ['/deals/1', false],
    ['ftp://example.com/file', false],
    ['', false],
    [null, false],
    ['https://images.example/mug.jpg?size=large&color="red"', false],
    ['https://example.com/a<b', false],
    ['https://example.com/{id}', false],
    ['https://example.com/a|b', false],
    ['https://example.com/a%22b', true],
    ['https://bücher.example/ü', true],
  ])('%p -> %p', (value, expected) => {
    expect(isSafeHttpUrl(value)).toBe(expected);
  });
});

describe('findHttpUrls', () => {
  it.each([
    ['links in order', 'a https://a.co/x b http://b.com/y', ['https://a.co/x', 'http://b.com/y']],
    [
      'sentence punctuation trimmed',
      'Get it here: https://amzn.to/3abc.',
      ['https://amzn.to/3abc'],
    ],
    ['wrapping parentheses trimmed', '(https://amzn.to/3abc)', ['https://amzn.to/3abc']],
    ['balanced parentheses kept', 'https://x.com/a_(b)', ['https://x.com/a_(b)']],
    ['emoji right after the link ends it', 'https://amzn.to/3abc🔥', ['https://amzn.to/3abc']],
    ['no links', 'nothing here', []],
  ])('%s', (_case, text, expected) => {
    expect(findHttpUrls(text)).toEqual(expected);
  });
});

describe('isImageUrl', () => {
  it.each([
    ['https://m.media-amazon.com/images/I/71abc.jpg', true],
    ['https://cdn.site.com/p.JPEG?w=400', true],
    ['https://cdn.site.com/p.webp#x', true],
    ['https://amzn.to/3abc', false],
    ['https://site.com/jpg-guide', false],
  ])('%p -> %p', (url, expected) => {
    expect(isImageUrl(url)).toBe(expected);
  });
});
