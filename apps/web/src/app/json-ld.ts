// Inside a script element `</script` or `<!--` would end or confuse it, whatever the type; `&`
// matters where the page is read as XHTML, and U+2028/U+2029 end lines for older JavaScript
// parsers. They can only occur inside JSON strings, where a \u escape reads back the same.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

const unicodeEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON that is safe to place as it is inside a script element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, unicodeEscape);
}

export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${serializeJsonLd(data)}</script>`;
}
