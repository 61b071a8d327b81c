import { escapeHtml, linkPage, postButtonForm } from './link-page';

/** Asks before confirming: mail scanners open links, and a GET must never confirm an address. */
export function confirmSubscriptionPage(email: string, frequency: string, token: string): string {
  return linkPage(
    'Confirm your subscription',
    `<p>Send the ${escapeHtml(frequency)} deal e-mails to <strong>${escapeHtml(email)}</strong>?</p>
${postButtonForm(`/subscribe/confirm/${encodeURIComponent(token)}`, 'Confirm my subscription')}`,
  );
}

/** Offers alerts at once: the page is reached through the address's own confirmation link. */
export function confirmedPage(email: string, frequency: string, manageToken: string): string {
  return linkPage(
    'Subscription confirmed',
    `<p>${escapeHtml(email)} will receive the ${escapeHtml(frequency)} deal e-mails.</p>
<p><a href="/subscription/${encodeURIComponent(manageToken)}">Alert me about…</a> a word, a store or a section, as soon as a matching deal is posted.</p>`,
  );
}

export function unknownConfirmLinkPage(): string {
  return linkPage('Link not valid', '<p>This confirmation link is not valid.</p>');
}
