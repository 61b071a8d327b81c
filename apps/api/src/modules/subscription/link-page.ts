/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/**
 * The small page a subscriber's e-mail link opens (confirm, unsubscribe): no script, no
 * stylesheet, nothing loaded from elsewhere. `body` is HTML the caller has escaped.
 */
export function linkPage(title: string, body: string): string {
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

/**
 * A plain HTML form whose one button POSTs to `action`: a link's GET only shows it, since mail
 * scanners follow links, and the person's press does the change.
 */
export function postButtonForm(action: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}">
<button type="submit" style="font: inherit; padding: 0.6rem 1.4rem">${escapeHtml(label)}</button>
</form>`;
}
