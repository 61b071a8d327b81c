// A link runs to whitespace, a quote or an angle bracket, so an international one is read whole;
// an emoji or a flag glued after it (as posts write them) ends it too.
const HTTP_URL_IN_TEXT = /https?:\/\/[^\s<>"\p{Extended_Pictographic}\p{Regional_Indicator}]+/giu;
// Sentence marks after a link, the full-width ones of Chinese and Japanese text included.
const TRAILING_PUNCTUATION = /[.,;:!?*'。、，．！？：；」』】》]+$/u;
const IMAGE_PATH = /\.(?:jpe?g|png|webp|gif)$/i;

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

// "(see https://x.co/a)." should give "https://x.co/a", but a link whose own path holds
// balanced parentheses keeps them.
function trimTrailingPunctuation(url: string): string {
  let trimmed = url;
  for (;;) {
    const next = trimmed.replace(TRAILING_PUNCTUATION, '');
    const closer = next.endsWith(')') ? ['(', ')'] : next.endsWith(']') ? ['[', ']'] : null;
    const unbalanced = closer !== null && count(next, closer[1]) > count(next, closer[0]);
    const result = unbalanced ? next.slice(0, -1) : next;
    if (result === trimmed) return result;
    trimmed = result;
  }
}

/** Every http(s) link written in the text, in order. */
export function findHttpUrls(text: string | null | undefined): string[] {
  if (!text) return [];
  return [...text.matchAll(HTTP_URL_IN_TEXT)].map((match) => trimTrailingPunctuation(match[0]));
}

function hasWhitespaceOrControl(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || /\s/.test(char)) return true;
  }
  return false;
}

// Characters a URL may not hold as written: browsers mend them, but an attribute holding them is invalid HTML.
const NOT_IN_URL = /["<>\\^`{|}]/;

/**
 * True only for an absolute http: or https: URL with a host, written exactly (no leading
 * spaces or control characters, which browsers silently strip before reading the scheme, and no
 * character a URL must percent-encode, such as a quote).
 */
export function isSafeHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return false;
  if (hasWhitespaceOrControl(value) || NOT_IN_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The link in its ASCII form, as a Location header and an href must hold it: the WHATWG URL
 * serialisation (punycode host, percent-encoded path, query and fragment). Null for anything
 * isSafeHttpUrl refuses.
 */
export function asciiHttpUrl(value: unknown): string | null {
  return isSafeHttpUrl(value) ? new URL(value).href : null;
}

/** True when the link's path (query and fragment ignored) names a picture file. */
export function isImageUrl(url: string): boolean {
  const [path] = url.split(/[?#]/);
  return IMAGE_PATH.test(path);
}
