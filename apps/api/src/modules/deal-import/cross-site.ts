import type { FastifyRequest } from 'fastify';
import { crossSiteRefused } from './deal-import.errors';

// A browser names where a request comes from; another site (or a sibling subdomain) is refused.
const FOREIGN_SITES = new Set(['cross-site', 'same-site']);

/**
 * GET /api/scheduled-import changes data, so a page elsewhere must not trigger it with the
 * curator's cookie. Clients that send no Sec-Fetch-Site (curl, scripts) are let through.
 */
export function refuseCrossSiteRequest(req: FastifyRequest): void {
  const site = req.headers['sec-fetch-site']?.toLowerCase();
  if (site && FOREIGN_SITES.has(site)) throw crossSiteRefused();
}
