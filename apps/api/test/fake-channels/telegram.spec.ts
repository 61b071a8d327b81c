import { parseTelegramHtml } from './telegram';

describe("the Telegram fake's HTML parsing", () => {
  it('answers the text after parsing, with entity offsets in UTF-16 units', () => {
    expect(
      parseTelegramHtml(
        '<b>🇫🇷 &amp; &lt;x&gt;</b>\n<a href="https://a.b/?x=1&amp;y=&quot;2&quot;">go</a>',
      ),
    ).toEqual({
      text: '🇫🇷 & <x>\ngo',
      entities: [
        { type: 'bold', offset: 0, length: 10 },
        { type: 'text_link', offset: 11, length: 2, url: 'https://a.b/?x=1&y="2"' },
      ],
    });
  });

  it.each([
    ['a bare &', 'Tom & Jerry'],
    ['a cut entity', 'Tom &am'],
    ['a bare <', '3 < 4'],
    ['an unknown tag', '<div>x</div>'],
    ['an unclosed tag', '<b>x'],
    ['crossed tags', '<b><i>x</b></i>'],
    ['a link without href', '<a>x</a>'],
  ])('refuses %s', (_name, html) => {
    expect(() => parseTelegramHtml(html)).toThrow(/can't parse entities/);
  });
});
