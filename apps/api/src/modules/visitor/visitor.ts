import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';

/** What identifies a visitor for one day, before hashing; never stored as it is. */
export interface Visitor {
  address: string;
  userAgent: string;
}

/** Why a request counts as no visitor. */
export type NotCountedBecause = 'bot or preview' | 'no user agent' | 'prefetch';

/** Whom a request counts as, or why it counts as nobody; the client's address either way. */
export type VisitorVerdict =
  | { address: string; visitor: Visitor; notCountedBecause: null }
  | { address: string; visitor: null; notCountedBecause: NotCountedBecause };

// Chrome and Safari send Sec-Purpose, older Chrome and Firefox Purpose or X-Moz, for prefetches and prerenders.
const PREFETCH_HEADERS = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'];
const PREFETCH = /prefetch|prerender|preview/i;

function isPrefetch(headers: IncomingHttpHeaders): boolean {
  return PREFETCH_HEADERS.some((header) => PREFETCH.test(String(headers[header] ?? '')));
}

/** Why a request with this user agent must not count as a visitor; null when it may. */
function notCountedBecause(
  headers: IncomingHttpHeaders,
  userAgent: string,
): NotCountedBecause | null {
  if (!userAgent) return 'no user agent';
  if (isbot(userAgent)) return 'bot or preview';
  if (isPrefetch(headers)) return 'prefetch';
  return null;
}

/**
 * The countable-visitor rule: a request counts as the visitor of its address and user agent,
 * except a request without a user agent, a bot or link-preview crawler (judged by isbot's list),
 * and a prefetch or prerender.
 */
export function judgeVisitor(headers: IncomingHttpHeaders, address: string): VisitorVerdict {
  const userAgent = headers['user-agent']?.trim() ?? '';
  const because = notCountedBecause(headers, userAgent);
  return because === null
    ? { address, visitor: { address, userAgent }, notCountedBecause: null }
    : { address, visitor: null, notCountedBecause: because };
}
