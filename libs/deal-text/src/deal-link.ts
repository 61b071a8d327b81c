import { findHttpUrls, isImageUrl, isSafeHttpUrl } from './http-url';
import { type DealLike } from './types';

/**
 * Where Grab Deal goes: the first navigable link in the description, else the affiliate link.
 * Picture links are passed over: pasted descriptions often list image URLs before the shop link.
 */
export function dealLink(deal: Pick<DealLike, 'description' | 'affiliateLink'>): string | null {
  const fromDescription = findHttpUrls(deal.description).find(
    (url) => !isImageUrl(url) && isSafeHttpUrl(url),
  );
  if (fromDescription) return fromDescription;
  const affiliateLink = deal.affiliateLink?.trim() ?? '';
  return isSafeHttpUrl(affiliateLink) ? affiliateLink : null;
}
