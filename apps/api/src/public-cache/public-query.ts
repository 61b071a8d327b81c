import { configure } from 'safe-stable-stringify';
import type { PublicRequest } from './public-cache';

/** The only query parameters a server render reads; any other is dropped from the key and the render. */
const RENDERED_PARAMS = ['q', 'sort', 'from'] as const;

/** The path and the rendered query parameters, in a fixed order: what a render depends on besides data and day. */
export function renderedUrl(originalUrl: string): string {
  const url = new URL(originalUrl, 'http://render.local');
  const kept = new URLSearchParams();
  for (const name of RENDERED_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

const stableJson = configure({ deterministic: true, bigint: true });

/**
 * Parameters as one string that does not depend on the order of object keys at any depth, so
 * `{a, b}` and `{b, a}` (GraphQL variables, say) share a cache key; undefined values are left out.
 */
export const normalisedQuery = (params: Record<string, unknown>): string => stableJson(params);

/**
 * The key of a public answer: its route and what the answer depends on besides data and day,
 * either a normalised URL (see renderedUrl) or parameters, normalised here.
 */
export function publicRequest(
  route: string,
  dependsOn: string | Record<string, unknown>,
): PublicRequest {
  return { route, query: typeof dependsOn === 'string' ? dependsOn : normalisedQuery(dependsOn) };
}
