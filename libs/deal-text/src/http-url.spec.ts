import { asciiHttpUrl, findHttpUrls, isImageUrl, isSafeHttpUrl } from './http-url';

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
    ['a flag right after the link ends it', 'https://amzn.to/3abc🇺🇸', ['https://amzn.to/3abc']],
    ['no links', 'nothing here', []],
    [
      'an international host whole',
      'Get it at https://bücher.example/angebot today',
      ['https://bücher.example/angebot'],
    ],
    ['an international path whole', 'Buy https://example.com/商品', ['https://example.com/商品']],
    ['a Latin-1 path whole', 'https://example.com/café!', ['https://example.com/café']],
    [
      'ended by a quote or a bracket',
      '<a href="https://x.co/a">https://x.co/b</a>',
      ['https://x.co/a', 'https://x.co/b'],
    ],
    [
      'ended by a line break',
      'https://x.co/a\nhttps://x.co/b',
      ['https://x.co/a', 'https://x.co/b'],
    ],
    [
      'trailing sentence marks dropped',
      'At https://x.co/a?b=1;: or (https://x.co/c)?!',
      ['https://x.co/a?b=1', 'https://x.co/c'],
    ],
    [
      'a closing full stop in Japanese dropped',
      '商品はこちら https://example.com/商品。',
      ['https://example.com/商品'],
    ],
    ['quoted link without its quotes', "'https://x.co/a'", ['https://x.co/a']],
    // Decision: a character a link may not hold belongs to it all the same, so the whole
    // (unsafe) link is seen and refused, never its start up to that character.
    ['a brace stays in the link', 'https://x.co/a{b}c', ['https://x.co/a{b}c']],
  ])('%s', (_case, text, expected) => {
    expect(findHttpUrls(text)).toEqual(expected);
  });
});

describe('asciiHttpUrl', () => {
  it.each([
    ['https://example.com/商品', 'https://example.com/%E5%95%86%E5%93%81'],
    ['https://example.com/café', 'https://example.com/caf%C3%A9'],
    ['https://bücher.example/angebot', 'https://xn--bcher-kva.example/angebot'],
    [
      'https://例え.jp/商品?q=値#片',
      'https://xn--r8jz45g.jp/%E5%95%86%E5%93%81?q=%E5%80%A4#%E7%89%87',
    ],
    ['https://shop.example/item?id=7&tag=deals-20', 'https://shop.example/item?id=7&tag=deals-20'],
    ['HTTPS://AMZN.TO/3xYz', 'https://amzn.to/3xYz'],
    ['https://example.com/caf%C3%A9', 'https://example.com/caf%C3%A9'],
    ['javascript:alert(1)', null],
    [' https://example.com/', null],
    ['https://example.com/{id}', null],
    ['', null],
    [null, null],
  ])('%p -> %p', (value, expected) => {
    expect(asciiHttpUrl(value)).toBe(expected);
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
