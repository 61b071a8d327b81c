export const DEFAULT_AFTER_SIGN_IN = '/admin';

/** Where a visitor sent to /auth wanted to go: router state first, then `?from=`. */
export function rememberedOrigin(state: unknown, search: string): string | undefined {
  const fromState = (state as { from?: unknown } | null)?.from;
  if (typeof fromState === 'string' && fromState) return fromState;
  return new URLSearchParams(search).get('from') || undefined;
}

/**
 * The server already reduces `redirectTo` to a path on this site; checking again costs nothing and
 * keeps a full-page redirect from ever leaving the site.
 */
export function sameSitePath(path: string | undefined): string {
  return path && /^\/(?![/\\])/.test(path) ? path : DEFAULT_AFTER_SIGN_IN;
}
