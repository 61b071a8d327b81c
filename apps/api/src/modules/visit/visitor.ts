import type { Request } from 'express';
import { isbot } from 'isbot';
import { clientAddress } from '../auth/client-address';

/** What identifies a visitor for one day, before hashing; never stored as it is. */
export interface Visitor {
  address: string;
  userAgent: string;
}

// Chrome and Safari send Sec-Purpose, older Chrome and Firefox Purpose or X-Moz, for prefetches and prerenders.
const PREFETCH_HEADERS = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'];

function isPrefetch(req: Request): boolean {
  return PREFETCH_HEADERS.some((header) =>
    /prefetch|prerender|preview/i.test(req.get(header) ?? ''),
  );
}

/**
 * The visitor behind a request, or null when it must not count: a bot or link-preview crawler
 * (judged by isbot's list), a request without a user agent, or a prefetch or prerender.
 */
export function countableVisitor(req: Request): Visitor | null {
  const userAgent = req.get('user-agent')?.trim() ?? '';
  if (!userAgent || isbot(userAgent) || isPrefetch(req)) return null;
  return { address: clientAddress(req), userAgent };
}
