import { telegramHtml } from './telegram';

describe('telegramHtml', () => {
  it('makes the title bold and the link a link, escaping text and attribute', () => {
    expect(
      telegramHtml({
        title: 'Tom & Jerry <DVD> "boxed"…',
        details: ['$5 & up'],
        url: 'https://deals.example/deals/1?src=telegram&x="y"',
      }),
    ).toBe(
      '<b>Tom &amp; Jerry &lt;DVD&gt; "boxed"…</b>\n$5 &amp; up\n' +
        '<a href="https://deals.example/deals/1?src=telegram&amp;x=&quot;y&quot;">' +
        'https://deals.example/deals/1?src=telegram&amp;x="y"</a>',
    );
  });
});
