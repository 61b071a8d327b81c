export const DEFAULT_REDIRECT = '/admin';

/** One "/" followed by neither "/" nor "\": browsers read both as a protocol-relative URL. */
const SAME_SITE_PATH = /^\/(?![/\\])/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * Only a path on this site survives. The check runs on the input and again on the URL parser's
 * normalised result, because normalising can turn a harmless path into a protocol-relative one
 * (`/.//evil.example` becomes `//evil.example`).
 */
export function safeRedirectPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length > 2048) return DEFAULT_REDIRECT;
  if (CONTROL_CHARACTERS.test(candidate) || !SAME_SITE_PATH.test(candidate)) {
    return DEFAULT_REDIRECT;
  }
  try {
    const resolved = new URL(candidate, 'http://same-site.invalid');
    if (resolved.origin !== 'http://same-site.invalid') return DEFAULT_REDIRECT;
    const normalized = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    return SAME_SITE_PATH.test(normalized) ? normalized : DEFAULT_REDIRECT;
  } catch {
    return DEFAULT_REDIRECT;
  }
}
