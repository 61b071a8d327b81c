/**
 * Code points XML 1.0 never allows, even in CDATA: C0 controls other than tab and line breaks,
 * lone surrogates (what broken UTF-8 becomes once decoded), U+FFFE and U+FFFF.
 */
const NOT_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `text` without the characters that would make an XML document invalid. */
export const xmlSafeText = (text: string): string => text.replace(NOT_IN_XML, '');

/** Plain text as HTML: for feed fields that readers take as HTML (Atom's `type="html"`, RSS descriptions). */
export const htmlText = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Plain text as XML character data: what a parser reads back is the text, with no markup. */
export const xmlText = (text: string): string =>
  text.replace(/[&<>]/g, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : '&gt;'));
