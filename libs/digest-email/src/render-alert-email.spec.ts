import { renderAlertEmail } from './render-alert-email';
import type { AlertEmailDeal, AlertEmailInput } from './email-types';

const PUBLIC_URL = 'https://deals.example.com';
const UNSUBSCRIBE_URL = 'https://deals.example.com/api/unsubscribe/tok-123';
const MANAGE_URL = 'https://deals.example.com/subscription/tok-123?tab=alerts&x=1';

const kayak: AlertEmailDeal = {
  id: 7,
  title: 'Inflatable kayak',
  priceLabel: '$199.99 · 33% off',
  priceAsOf: 'Nov 27, 2026, 3:05 PM',
  code: 'PADDLE10',
  imageUrl: 'https://deals.example.com/api/images/kayak.webp?w=400',
  matchedAlerts: ['“kayak”', 'Amazon'],
};

const jacket: AlertEmailDeal = {
  id: 12,
  title: 'Rain jacket',
  priceLabel: null,
  priceAsOf: null,
  code: null,
  imageUrl: null,
  matchedAlerts: ['Fashion'],
};

const paddle: AlertEmailDeal = {
  id: 31,
  title: 'Kayak paddle',
  priceLabel: '$39.99',
  priceAsOf: 'Nov 26, 2026, 9:00 AM',
  code: null,
  imageUrl: 'https://cdn.example.net/paddle.jpg',
  matchedAlerts: ['“kayak”'],
};

function alertInput(overrides: Partial<AlertEmailInput> = {}): AlertEmailInput {
  return {
    deals: [kayak, jacket, paddle],
    publicUrl: PUBLIC_URL,
    unsubscribeUrl: UNSUBSCRIBE_URL,
    manageUrl: MANAGE_URL,
    postalAddress: '1 Market Street\nSpringfield, IL 62701',
    ...overrides,
  };
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;');
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function hrefsOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href.replace(/&amp;/g, '&'));
}

function linkPattern(url: string, label: string): RegExp {
  return new RegExp(`<a[^>]*href="${escapeRegExp(escapeHtml(url))}"[^>]*>\\s*${label}\\s*</a>`);
}

describe('renderAlertEmail', () => {
  it('names the alert and the deal in the subject of a single-deal e-mail', async () => {
    const { subject, html } = await renderAlertEmail(alertInput({ deals: [kayak] }));
    expect(subject).toBe('New deal for “kayak”: Inflatable kayak');
    expect(html).toContain('1 new deal matching your alerts');
  });

  it('counts the deals in the subject and heading when there are several', async () => {
    const { subject, html, text } = await renderAlertEmail(alertInput());
    expect(subject).toBe('3 new deals matching your alerts');
    expect(html).toContain('<h1');
    expect(html).toMatch(/<h1[^>]*>3 new deals matching your alerts<\/h1>/);
    expect(text.startsWith('Daily Deals: 3 new deals matching your alerts\n')).toBe(true);
  });

  it('cuts a very long title in the subject at a word, with an ellipsis', async () => {
    const title =
      'Ultralight inflatable touring kayak for two adults with aluminium paddles, hand pump, ' +
      'carry bag and repair kit';
    const { subject, html } = await renderAlertEmail(alertInput({ deals: [{ ...kayak, title }] }));
    const shortTitle = subject.replace('New deal for “kayak”: ', '');
    expect(shortTitle).toMatch(/…$/);
    expect([...shortTitle].length).toBeLessThanOrEqual(80);
    expect([...shortTitle].length).toBeGreaterThan(60);
    const kept = shortTitle.slice(0, -1);
    expect(title.startsWith(kept)).toBe(true);
    expect(title[kept.length]).toBe(' ');
    // Only the subject is shortened: the body shows the whole title.
    expect(html).toContain(title);
  });

  it('keeps the subject on one line when the title or alert label has line breaks', async () => {
    const { subject } = await renderAlertEmail(
      alertInput({
        deals: [{ ...kayak, title: 'Inflatable\r\nkayak', matchedAlerts: ['“a\nb”'] }],
      }),
    );
    expect(subject).toBe('New deal for “a b”: Inflatable kayak');
  });

  it('shows the alerts each deal matched, in HTML and in text', async () => {
    const { html, text } = await renderAlertEmail(alertInput());
    expect(html).toContain('Matched: “kayak”, Amazon');
    expect(html).toContain('Matched: Fashion');
    expect(text).toContain(
      [
        '1. Inflatable kayak',
        '   $199.99 · 33% off',
        '   Price as of Nov 27, 2026, 3:05 PM',
        '   Code: PADDLE10',
        '   Matched: “kayak”, Amazon',
        `   ${PUBLIC_URL}/deals/7?src=email`,
        '',
        '2. Rain jacket',
        '   Matched: Fashion',
        `   ${PUBLIC_URL}/deals/12?src=email`,
      ].join('\n'),
    );
  });

  it('leaves the matched line out for a deal without alert labels', async () => {
    const { html, text } = await renderAlertEmail(
      alertInput({ deals: [{ ...jacket, matchedAlerts: [] }] }),
    );
    expect(html).not.toContain('Matched:');
    expect(text).not.toContain('Matched:');
  });

  it('shows each deal as the digest does: price with its time, code and image', async () => {
    const { html } = await renderAlertEmail(alertInput());
    expect(html).toContain('$199.99 · 33% off');
    expect(html).toMatch(/Price as of (<!-- -->)?Nov 27, 2026, 3:05 PM/);
    expect(html).toContain('PADDLE10');
    expect(html).toContain('src="https://deals.example.com/api/images/kayak.webp?w=400"');
    expect(html).toContain('alt="Inflatable kayak"');
  });

  it('links every deal to its page on the site and to nothing at a retailer', async () => {
    const { html } = await renderAlertEmail(alertInput({ publicUrl: `${PUBLIC_URL}/` }));
    const hrefs = hrefsOf(html);
    expect(new Set(hrefs.filter((href) => href.includes('/deals/')))).toEqual(
      new Set([
        `${PUBLIC_URL}/deals/7?src=email`,
        `${PUBLIC_URL}/deals/12?src=email`,
        `${PUBLIC_URL}/deals/31?src=email`,
      ]),
    );
    expect(
      hrefs.filter((href) => !href.startsWith(`${PUBLIC_URL}/`) && href !== PUBLIC_URL),
    ).toEqual([]);
    expect(hrefs.filter((href) => href.includes('/go/'))).toEqual([]);
  });

  it('has manage and unsubscribe links, the reason, the disclosure and the address', async () => {
    const { html } = await renderAlertEmail(alertInput());
    expect(html).toMatch(linkPattern(MANAGE_URL, 'Manage alerts'));
    expect(html).toMatch(linkPattern(UNSUBSCRIBE_URL, 'Unsubscribe'));
    expect(html).toContain('You get this because you set alerts on deals.example.com.');
    expect(html).toContain('As an Amazon Associate I earn from qualifying purchases.');
    expect(html).toContain('Springfield, IL 62701');
  });

  it('writes a text part with the reason, manage and unsubscribe links, the footer', async () => {
    const { text } = await renderAlertEmail(alertInput());
    expect(text).not.toMatch(/<(a|p|table|img)\b/);
    expect(text).toContain(
      [
        '--',
        'You get this because you set alerts on deals.example.com.',
        `Manage alerts: ${MANAGE_URL}`,
        `Unsubscribe from these e-mails: ${UNSUBSCRIBE_URL}`,
      ].join('\n'),
    );
    expect(text).toContain('Some links on this site are affiliate links.');
    expect(text).toContain('1 Market Street\nSpringfield, IL 62701');
  });

  it('escapes hostile titles and alert labels instead of interpreting them', async () => {
    const hostile: AlertEmailDeal = {
      ...kayak,
      title: '<script>alert("x")</script> Kayak & "more"',
      matchedAlerts: ['“<script>alert(1)</script>”', '<img src=x onerror=alert(1)>'],
    };
    const { html, subject } = await renderAlertEmail(alertInput({ deals: [hostile] }));
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Kayak &amp; &quot;more&quot;',
    );
    expect(html).toContain(
      'Matched: “&lt;script&gt;alert(1)&lt;/script&gt;”, &lt;img src=x onerror=alert(1)&gt;',
    );
    // The subject is a header, not HTML: the mailer encodes it as it is.
    expect(subject).toBe(
      'New deal for “<script>alert(1)</script>”: <script>alert("x")</script> Kayak & "more"',
    );
  });

  it('refuses to render an alert e-mail without deals', async () => {
    await expect(renderAlertEmail(alertInput({ deals: [] }))).rejects.toThrow(
      'An alert e-mail needs at least one deal',
    );
  });

  it('refuses links that are not absolute http(s) URLs', async () => {
    await expect(
      renderAlertEmail(alertInput({ manageUrl: 'javascript:alert(1)' })),
    ).rejects.toThrow('manageUrl must be an absolute http(s) URL');
    await expect(renderAlertEmail(alertInput({ unsubscribeUrl: '/unsubscribe' }))).rejects.toThrow(
      'unsubscribeUrl must be an absolute http(s) URL',
    );
    await expect(renderAlertEmail(alertInput({ publicUrl: 'deals.example.com' }))).rejects.toThrow(
      'publicUrl must be an absolute http(s) URL',
    );
  });
});
