import {
  ALERT_STORES,
  detectStore,
  displayTitle,
  extractCouponCode,
  priceAndSavingLabel,
} from '@deal-site/deal-text';
import type { ChannelImage, ChannelName, ChannelPost } from './channel';

/** A deal's columns a post is built from. */
export interface ChannelDeal {
  id: number;
  title: string;
  description: string;
  price: string;
  originalPrice: string;
  percentOff: number | null;
  imageUrl: string;
  affiliateLink: string;
}

/** The deal page, marked with the channel it was reached from: never the affiliate link or /go/. */
export function channelPostUrl(publicUrl: string, dealId: number, channel: ChannelName): string {
  return `${publicUrl}/deals/${dealId}?src=${channel}`;
}

/** The store as the site names it (Amazon, Walmart, Target, Home Depot), from the deal's link. */
export function channelStoreName(affiliateLink: string): string | null {
  const store = detectStore(affiliateLink);
  return ALERT_STORES.find((entry) => entry.store === store)?.name ?? null;
}

/** What a deal's post to `channel` says, as the deal stands now. */
export function buildChannelPost(
  deal: ChannelDeal,
  channel: ChannelName,
  publicUrl: string,
  image: ChannelImage | null,
): ChannelPost {
  return {
    dealId: deal.id,
    title: displayTitle(deal),
    priceLabel: priceAndSavingLabel(deal),
    couponCode: extractCouponCode(deal.description) ?? extractCouponCode(deal.title),
    store: channelStoreName(deal.affiliateLink),
    url: channelPostUrl(publicUrl, deal.id, channel),
    image,
  };
}
