import { escapeHtml, linkPage, postButtonForm } from './link-page';

/** Asks before removing: mail scanners open links, and a GET must never unsubscribe anyone. */
export function unsubscribeConfirmPage(email: string, token: string): string {
  return linkPage(
    'Unsubscribe from deal e-mails',
    `<p>Stop sending deal e-mails to <strong>${escapeHtml(email)}</strong>?</p>
${postButtonForm(`/unsubscribe/${encodeURIComponent(token)}`, 'Unsubscribe')}`,
  );
}

export function unsubscribedPage(email: string): string {
  return linkPage(
    'You are unsubscribed',
    `<p>${escapeHtml(email)} will receive no more deal e-mails.</p>`,
  );
}

export function unknownUnsubscribeLinkPage(): string {
  return linkPage(
    'Link not valid',
    '<p>This unsubscribe link is not valid or was already used.</p>',
  );
}
