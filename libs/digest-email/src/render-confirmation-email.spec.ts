import { renderConfirmationEmail } from './render-emails';
import type { ConfirmationEmailInput } from './email-types';

const CONFIRM_URL = 'https://deals.example.com/subscribe/confirm/abc?x=1&y=2';

function confirmationInput(
  overrides: Partial<ConfirmationEmailInput> = {},
): ConfirmationEmailInput {
  return {
    confirmUrl: CONFIRM_URL,
    frequency: 'weekly',
    publicUrl: 'https://deals.example.com',
    postalAddress: '1 Market Street',
    ...overrides,
  };
}

describe('renderConfirmationEmail', () => {
  it('links to the confirmation page from a button and in plain sight', async () => {
    const { html, subject } = await renderConfirmationEmail(confirmationInput());
    const escapedUrl = CONFIRM_URL.replace(/&/g, '&amp;');
    expect(html.match(new RegExp(`href="${escapedUrl.replace(/[?]/g, '\\?')}"`, 'g'))).toHaveLength(
      2,
    );
    expect(html).toContain('Confirm my subscription');
    expect(html).toContain('weekly deal e-mails');
    expect(subject).toBe('Confirm your weekly deal e-mails | Daily Deals');
  });

  it('has a plain-text part with the link, the site and the footer', async () => {
    const { text } = await renderConfirmationEmail(confirmationInput({ frequency: 'daily' }));
    expect(text).toContain(`\n${CONFIRM_URL}\n`);
    // The link opens a page; its button confirms (mail scanners follow links).
    expect(text).toContain("open this link and press 'Confirm my subscription'");
    expect(text).toContain('daily deal e-mails from Daily Deals (deals.example.com)');
    expect(text).toContain('1 Market Street');
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('has no unsubscribe link, since nothing is subscribed yet, and escapes the address', async () => {
    const { html } = await renderConfirmationEmail(
      confirmationInput({ postalAddress: '<b>PO Box 9</b>' }),
    );
    expect(html).not.toContain('Unsubscribe');
    expect(html).toContain('&lt;b&gt;PO Box 9&lt;/b&gt;');
  });

  it("words a store alert's confirmation for a subscriber who already gets e-mails", async () => {
    const manageUrl = 'https://deals.example.com/subscription/tok?store=bestbuy';
    const { html, subject, text } = await renderConfirmationEmail(
      confirmationInput({ confirmUrl: manageUrl, store: 'Best Buy' }),
    );
    expect(subject).toBe('Confirm your Best Buy deal alert | Daily Deals');
    expect(html).toContain('Add my Best Buy alert');
    expect(html).toContain('as soon as a Best Buy deal is posted');
    expect(html).not.toContain('Confirm my subscription');
    expect(text).toContain(`press 'Add my Best Buy alert':\n${manageUrl}\n`);
    expect(text).toContain('ignore this e-mail: nothing changes.');
  });

  it('refuses a confirmation link that is not an absolute http(s) URL', async () => {
    await expect(
      renderConfirmationEmail(confirmationInput({ confirmUrl: 'javascript:alert(1)' })),
    ).rejects.toThrow('confirmUrl must be an absolute http(s) URL');
  });
});
