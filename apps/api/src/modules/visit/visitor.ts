import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { clientAddress } from '../auth/client-address';

/** What identifies a visitor for one day, before hashing; never stored as it is. */
export interface Visitor {
  address: string;
  userAgent: string;
}

// Chrome and Safari send Sec-Purpose, older Chrome and Firefox Purpose or X-Moz, for prefetches and prerenders.
const PREFETCH_HEADERS = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'];
const PREFETCH = /prefetch|prerender|preview/i;

function isPrefetch(headers: IncomingHttpHeaders): boolean {
  return PREFETCH_HEADERS.some((header) => PREFETCH.test(String(headers[header] ?? '')));
}

/**
 * The user agent of a request that may count as a visitor, or null when it must not count: a bot
 * or link-preview crawler (judged by isbot's list), a request without a user agent, or a prefetch
 * or prerender.
 */
export function countableUserAgent(headers: IncomingHttpHeaders): string | null {
  const userAgent = headers['user-agent']?.trim() ?? '';
  return !userAgent || isbot(userAgent) || isPrefetch(headers) ? null : userAgent;
}

/**
 * The visitor behind a request, or null when it must not count (see countableUserAgent);
 * `address` when the caller has its clientAddress already.
 */
export function countableVisitor(req: FastifyRequest, address?: string): Visitor | null {
  const userAgent = countableUserAgent(req.headers);
  return userAgent === null ? null : { address: address ?? clientAddress(req), userAgent };
}
