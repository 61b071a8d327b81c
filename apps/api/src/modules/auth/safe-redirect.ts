export const DEFAULT_REDIRECT = '/admin';

/**
 * Only a path on this site survives: it must start with one "/" followed by neither "/" nor "\"
 * (browsers read both as a protocol-relative URL), and hold no control characters.
 */
export function safeRedirectPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length > 2048) return DEFAULT_REDIRECT;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return DEFAULT_REDIRECT;
  if (!/^\/(?![/\\])/.test(candidate)) return DEFAULT_REDIRECT;
  try {
    const resolved = new URL(candidate, 'http://same-site.invalid');
    if (resolved.origin !== 'http://same-site.invalid') return DEFAULT_REDIRECT;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return DEFAULT_REDIRECT;
  }
}
