import {
  ALERT_STORES,
  detectStore,
  displayTitle,
  extractCouponCode,
  isPlainAmount,
  normalizePrice,
  percentOffOf,
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

const amount = (price: string) => Number(price.replace(/,/g, ''));

/** "$19.99" for a plain amount, free text ("2 for $10", "Free") as the curator wrote it. */
function shownPrice(price: string): string {
  const normalized = normalizePrice(price);
  return isPlainAmount(normalized) ? `$${normalized}` : price.trim();
}

/** The stored or written percent off, else the one the two plain prices give. */
function percentOff(
  deal: Pick<ChannelDeal, 'percentOff'>,
  price: string,
  was: string,
): number | null {
  const known = percentOffOf(deal);
  if (known !== null) return Math.round(known);
  if (!isPlainAmount(price) || !isPlainAmount(was) || amount(was) <= amount(price)) return null;
  return Math.round((1 - amount(price) / amount(was)) * 100);
}

/** "$19.99, was $29.99 (33% off)", "$19.99", "40% off", "Free" or "". */
export function channelPriceLabel(
  deal: Pick<ChannelDeal, 'price' | 'originalPrice' | 'percentOff'>,
): string {
  const price = normalizePrice(deal.price);
  const was = normalizePrice(deal.originalPrice);
  const percent = percentOff(deal, price, was);
  const parts: string[] = [];
  if (price !== '') parts.push(shownPrice(deal.price));
  if (price !== '' && was !== '' && was !== price)
    parts.push(`was ${shownPrice(deal.originalPrice)}`);
  const label = parts.join(', ');
  if (percent === null) return label;
  return label === '' ? `${percent}% off` : `${label} (${percent}% off)`;
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
    priceLabel: channelPriceLabel(deal),
    couponCode: extractCouponCode(deal.description) ?? extractCouponCode(deal.title),
    store: channelStoreName(deal.affiliateLink),
    url: channelPostUrl(publicUrl, deal.id, channel),
    image,
  };
}
