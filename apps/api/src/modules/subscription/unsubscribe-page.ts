const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; text-align: center; padding: 4rem 1rem">
<h1>${title}</h1>
${body}
<p><a href="/">Back to today's deals</a></p>
</body>
</html>`;
}

/** Asks before removing: mail scanners open links, and a GET must never unsubscribe anyone. */
export function unsubscribeConfirmPage(email: string, token: string): string {
  return page(
    'Unsubscribe from deal e-mails',
    `<p>Stop sending deal e-mails to <strong>${escapeHtml(email)}</strong>?</p>
<form method="post" action="/unsubscribe/${encodeURIComponent(token)}">
<button type="submit" style="font: inherit; padding: 0.6rem 1.4rem">Unsubscribe</button>
</form>`,
  );
}

export function unsubscribedPage(email: string): string {
  return page(
    'You are unsubscribed',
    `<p>${escapeHtml(email)} will receive no more deal e-mails.</p>`,
  );
}

export function unknownUnsubscribeLinkPage(): string {
  return page('Link not valid', '<p>This unsubscribe link is not valid or was already used.</p>');
}

export function confirmedPage(email: string, frequency: string): string {
  return page(
    'Subscription confirmed',
    `<p>${escapeHtml(email)} will receive the ${escapeHtml(frequency)} deal e-mails.</p>`,
  );
}

export function unknownConfirmLinkPage(): string {
  return page('Link not valid', '<p>This confirmation link is not valid.</p>');
}
