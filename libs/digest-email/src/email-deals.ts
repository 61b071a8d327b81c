import type { DigestEmailDeal } from './components/DigestEmail';
import { dealPageUrl, isHttpUrl } from './email-links';
import type { DigestDeal } from './email-types';

/** A deal with the links the templates print: its page on the site, and its image if http(s). */
export function linkDeal<TDeal extends DigestDeal>(
  deal: TDeal,
  siteUrl: string,
): DigestEmailDeal & { deal: TDeal } {
  return {
    deal,
    dealUrl: dealPageUrl(siteUrl, deal.id),
    imageUrl: deal.imageUrl && isHttpUrl(deal.imageUrl) ? deal.imageUrl : null,
  };
}
