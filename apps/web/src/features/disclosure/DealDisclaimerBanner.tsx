import { dealLink, detectStore, type DealLike } from '@deal-site/deal-text';
import { AffiliateBanner } from './DisclaimerBanner';

export interface DealDisclaimerBannerProps {
  deal: Pick<DealLike, 'description' | 'affiliateLink'>;
}

/**
 * The lists' disclaimer on one deal's page (a module of its own, so the lists' entry does not
 * carry it), with Amazon's statement when that deal's Grab Deal opens
 * Amazon (the link the lists' check follows), whatever the other deals link to.
 */
export function DealDisclaimerBanner({ deal }: DealDisclaimerBannerProps) {
  return <AffiliateBanner amazon={detectStore(dealLink(deal)) === 'amazon'} />;
}
