import { asciiHttpUrl, findHttpUrls, isImageUrl, isSafeHttpUrl } from './http-url';
import { rememberRecent } from './recent-answers';
import { type DealLike } from './types';

// The key is the affiliate link's length, a colon, the link, then the description: no character
// either text may hold can move the boundary between them.
const linkOfTexts = rememberRecent((key: string): string | null => {
  const colon = key.indexOf(':');
  const end = colon + 1 + Number(key.slice(0, colon));
  const affiliateLink = key.slice(colon + 1, end).trim();
  const fromDescription = findHttpUrls(key.slice(end)).find(
    (url) => !isImageUrl(url) && isSafeHttpUrl(url),
  );
  return asciiHttpUrl(fromDescription ?? affiliateLink);
});

/**
 * Where Grab Deal goes: the first navigable link in the description, else the affiliate link, in
 * its ASCII form (asciiHttpUrl), so rows stored before links were kept that way still redirect.
 * Picture links are passed over: pasted descriptions often list image URLs before the shop link.
 */
export function dealLink(deal: Pick<DealLike, 'description' | 'affiliateLink'>): string | null {
  const affiliateLink = deal.affiliateLink ?? '';
  return linkOfTexts(`${affiliateLink.length}:${affiliateLink}${deal.description ?? ''}`);
}
