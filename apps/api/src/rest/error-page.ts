const HEADINGS: Record<number, string> = {
  400: 'Bad request',
  404: 'Page not found',
  413: 'Request too large',
  414: 'Address too long',
  416: 'Range not satisfiable',
  429: 'Too many requests',
  503: 'The deals are briefly unavailable',
};

const EXPLANATIONS: Record<number, string> = {
  503: 'We cannot reach our deals right now. Please try again in a few seconds.',
};

/** A self-contained page for errors that happen before or instead of the app's own render. */
export function errorPage(status: number): string {
  const heading = HEADINGS[status] ?? 'Something went wrong';
  const explanation = EXPLANATIONS[status] ? `<p>${EXPLANATIONS[status]}</p>\n` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title></head>
<body style="font-family: system-ui, sans-serif; text-align: center; padding: 4rem 1rem">
<h1>${heading}</h1>
${explanation}<p><a href="/">Back to today's deals</a></p>
</body>
</html>`;
}
