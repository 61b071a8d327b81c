import { dealPageUrl, isHttpUrl } from './email-links';
import type { AlertEmailDeal, DigestDeal } from './email-types';

/** A deal as a template prints it, with its page on the site and its image if any. */
export interface DigestEmailDeal {
  deal: DigestDeal;
  dealUrl: string;
  imageUrl: string | null;
}

/** A deal with its links and the alerts it matched. */
export interface AlertEmailItem extends DigestEmailDeal {
  deal: AlertEmailDeal;
}

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
