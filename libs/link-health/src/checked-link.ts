import { dealLink } from '@deal-site/deal-text';

/** The width of link_checks.url and final_url (deals.affiliate_link's). */
export const MAX_STORED_URL_LENGTH = 2048;

/** A deal's columns that decide which link its check is of. */
export interface DealLinkColumns {
  description: string;
  affiliate_link: string;
}

/**
 * The link a deal's check is of: where Grab Deal and /go/{id} send the visitor (the first shop
 * link of the description, else the affiliate link), so a dead link visitors follow is the one
 * found. Null for a deal with no link, or one too long to store (none of the stores' links is).
 */
export function checkedLinkOf({ description, affiliate_link }: DealLinkColumns): string | null {
  const link = dealLink({ description, affiliateLink: affiliate_link });
  return link !== null && link.length <= MAX_STORED_URL_LENGTH ? link : null;
}

/** Whether a stored check (its `url`) is of the deal's current link. */
export const isCheckOfCurrentLink = (deal: DealLinkColumns, checkedUrl: string): boolean =>
  checkedLinkOf(deal) === checkedUrl;
