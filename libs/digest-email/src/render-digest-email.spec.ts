import { renderDigestEmail } from './render-emails';
import type { DigestDeal, DigestEmailInput } from './email-types';

const PUBLIC_URL = 'https://deals.example.com';
const UNSUBSCRIBE_URL = 'https://deals.example.com/api/unsubscribe/tok-123';

const deals: DigestDeal[] = [
  {
    id: 7,
    title: 'Cordless drill <b>set</b>',
    priceLabel: '$49.99 · 50% off',
    priceAsOf: 'Nov 27, 2026, 3:05 PM',
    code: 'DRILL50',
    imageUrl: 'https://deals.example.com/api/images/drill.webp?w=400',
  },
  {
    id: 12,
    title: 'Coffee beans 1 kg',
    priceLabel: null,
    priceAsOf: null,
    code: null,
    imageUrl: null,
  },
  {
    id: 31,
    title: 'Headphones',
    priceLabel: '$19.99',
    priceAsOf: 'Nov 26, 2026, 9:00 AM',
    code: null,
    imageUrl: 'https://cdn.example.net/headphones.jpg',
  },
];

function digestInput(overrides: Partial<DigestEmailInput> = {}): DigestEmailInput {
  return {
    frequency: 'daily',
    deals,
    publicUrl: PUBLIC_URL,
    unsubscribeUrl: UNSUBSCRIBE_URL,
    postalAddress: '1 Market Street\nSpringfield, IL 62701',
    ...overrides,
  };
}

const decodeAmpersands = (value: string) => value.replace(/&amp;/g, '&');

function hrefsOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => decodeAmpersands(href));
}

function imageTagsOf(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
}

describe('renderDigestEmail', () => {
  it('links every deal to its page on the site and to nothing at a retailer', async () => {
    const { html } = await renderDigestEmail(digestInput());
    const hrefs = hrefsOf(html);
    const dealLinks = hrefs.filter((href) => href.includes('/deals/'));
    expect(new Set(dealLinks)).toEqual(
      new Set([
        `${PUBLIC_URL}/deals/7?src=email`,
        `${PUBLIC_URL}/deals/12?src=email`,
        `${PUBLIC_URL}/deals/31?src=email`,
      ]),
    );
    expect(
      hrefs.filter((href) => !href.startsWith(`${PUBLIC_URL}/`) && href !== PUBLIC_URL),
    ).toEqual([]);
    // Not even the site's tracked redirect: Amazon forbids its links in e-mail.
    expect(hrefs.filter((href) => href.includes('/go/'))).toEqual([]);
  });

  it('builds deal links from a public URL given with a trailing slash', async () => {
    const { html, text } = await renderDigestEmail(digestInput({ publicUrl: `${PUBLIC_URL}/` }));
    expect(hrefsOf(html)).toContain(`${PUBLIC_URL}/deals/7?src=email`);
    expect(html).not.toContain('.com//deals');
    expect(text).toContain(`${PUBLIC_URL}/deals/7?src=email\n`);
  });

  it('escapes titles, codes and the postal address instead of interpreting them', async () => {
    const { html } = await renderDigestEmail(
      digestInput({
        deals: [
          {
            id: 1,
            title: '<script>alert("x")</script> Socks & "more"',
            priceLabel: '<i>$5</i>',
            priceAsOf: null,
            code: '<img src=x onerror=alert(1)>',
            imageUrl: 'https://deals.example.com/a.png?w=400',
          },
        ],
        postalAddress: '<a href="https://evil.example">Evil</a> Road',
      }),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('<i>$5</i>');
    expect(html).not.toContain('onerror=alert(1)>');
    expect(html).not.toContain('<a href="https://evil.example"');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;a href=');
    // The title also reaches the image's alt attribute, where quotes must be escaped.
    const [image] = imageTagsOf(html);
    expect(image).toContain(
      'alt="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Socks &amp; &quot;more&quot;"',
    );
  });

  it('shows each image at a fixed small width, with alt text, and drops non-http images', async () => {
    const { html } = await renderDigestEmail(
      digestInput({
        deals: [
          ...deals,
          {
            id: 40,
            title: 'Lamp',
            priceLabel: null,
            priceAsOf: null,
            code: null,
            imageUrl: 'javascript:alert(1)',
          },
        ],
      }),
    );
    const images = imageTagsOf(html);
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toMatch(/width="120"/);
      expect(image).toMatch(/max-width:120px/);
      expect(image).toMatch(/height:auto/);
    }
    expect(images[0]).toContain('src="https://deals.example.com/api/images/drill.webp?w=400"');
    expect(images[0]).toContain('alt="Cordless drill &lt;b&gt;set&lt;/b&gt;"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('rel="preload"');
  });

  it('shows the title, price label with its time, and code of each deal', async () => {
    const { html } = await renderDigestEmail(digestInput());
    expect(html).toContain('Cordless drill &lt;b&gt;set&lt;/b&gt;');
    expect(html).toContain('$49.99 · 50% off');
    expect(html).toMatch(/Price as of (<!-- -->)?Nov 27, 2026, 3:05 PM/);
    expect(html).toContain('DRILL50');
    expect(html).toContain('Coffee beans 1 kg');
  });

  it('has a visible unsubscribe link, the affiliate disclosure and the postal address', async () => {
    const { html } = await renderDigestEmail(digestInput());
    expect(html).toMatch(
      new RegExp(`<a[^>]*href="${UNSUBSCRIBE_URL}"[^>]*>\\s*Unsubscribe\\s*</a>`),
    );
    expect(html).toContain('Some links on this site are affiliate links.');
    expect(html).toContain('As an Amazon Associate I earn from qualifying purchases.');
    expect(html).toContain('1 Market Street');
    expect(html).toContain('Springfield, IL 62701');
  });

  it('leaves the address out of the footer when none is configured', async () => {
    const { html, text } = await renderDigestEmail(digestInput({ postalAddress: null }));
    expect(html).not.toContain('Market Street');
    expect(text).not.toContain('Market Street');
    expect(
      text
        .trimEnd()
        .endsWith(
          'I earn from qualifying purchases. Prices change quickly and may differ at the retailer.',
        ),
    ).toBe(true);
  });

  it('writes a plain-text part with every deal, its link, the unsubscribe link and the footer', async () => {
    const { text } = await renderDigestEmail(digestInput());
    expect(text).not.toMatch(/<(a|p|table|img)\b/);
    expect(text).toContain(
      [
        '1. Cordless drill <b>set</b>',
        '   $49.99 · 50% off',
        '   Price as of Nov 27, 2026, 3:05 PM',
        '   Code: DRILL50',
        `   ${PUBLIC_URL}/deals/7?src=email`,
        '',
        '2. Coffee beans 1 kg',
        `   ${PUBLIC_URL}/deals/12?src=email`,
      ].join('\n'),
    );
    expect(text).toContain(`Unsubscribe from these e-mails: ${UNSUBSCRIBE_URL}`);
    expect(text).toContain('Some links on this site are affiliate links.');
    expect(text).toContain('1 Market Street\nSpringfield, IL 62701');
  });

  it('keeps a title with line breaks on one line of the text part', async () => {
    const { text } = await renderDigestEmail(
      digestInput({
        deals: [
          {
            id: 3,
            title: 'Two\r\nlines\tand\u2028more',
            priceLabel: null,
            priceAsOf: null,
            code: null,
            imageUrl: null,
          },
        ],
      }),
    );
    expect(text).toContain('1. Two lines and more\n');
  });

  it('names the period and the number of deals in the subject and heading', async () => {
    const daily = await renderDigestEmail(digestInput());
    expect(daily.subject).toBe('3 new deals today | Daily Deals');
    expect(daily.html).toContain('3 new deals today');

    const weekly = await renderDigestEmail(digestInput({ frequency: 'weekly', deals: [deals[1]] }));
    expect(weekly.subject).toBe('1 new deal this week | Daily Deals');
    expect(weekly.text).toContain('Your weekly pick of deals.');
  });

  it('refuses to render a digest without deals', async () => {
    await expect(renderDigestEmail(digestInput({ deals: [] }))).rejects.toThrow(
      'A digest needs at least one deal',
    );
  });

  it('links the subscriber page next to unsubscribe when a manage link is given', async () => {
    const manageUrl = 'https://deals.example.com/subscription/tok-123';
    const { html, text } = await renderDigestEmail(digestInput({ manageUrl }));
    expect(html).toMatch(new RegExp(`<a[^>]*href="${manageUrl}"[^>]*>\\s*Manage alerts\\s*</a>`));
    expect(html).toMatch(
      new RegExp(`<a[^>]*href="${UNSUBSCRIBE_URL}"[^>]*>\\s*Unsubscribe\\s*</a>`),
    );
    expect(text).toContain(
      `--\nManage alerts: ${manageUrl}\nUnsubscribe from these e-mails: ${UNSUBSCRIBE_URL}\n`,
    );
  });

  it('has no manage link without one', async () => {
    const { html, text } = await renderDigestEmail(digestInput());
    expect(html).not.toContain('Manage alerts');
    expect(text).not.toContain('Manage alerts');
    expect(text).toContain(`--\nUnsubscribe from these e-mails: ${UNSUBSCRIBE_URL}\n`);
  });

  it('refuses links that are not absolute http(s) URLs', async () => {
    await expect(
      renderDigestEmail(digestInput({ unsubscribeUrl: 'javascript:alert(1)' })),
    ).rejects.toThrow('unsubscribeUrl must be an absolute http(s) URL');
    await expect(renderDigestEmail(digestInput({ publicUrl: '/relative' }))).rejects.toThrow(
      'publicUrl must be an absolute http(s) URL',
    );
  });

  it('refuses a manage link that is not an absolute http(s) URL', async () => {
    await expect(
      renderDigestEmail(digestInput({ manageUrl: 'javascript:alert(1)' })),
    ).rejects.toThrow('manageUrl must be an absolute http(s) URL');
  });
});
