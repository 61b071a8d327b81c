import { extractCouponCode } from './coupon-code';
import { priceLabel } from './price-label';
import { priceTimeLabel } from './price-time';
import { type DealLike } from './types';

/** What every place that lists a deal shows under its title; each writes it in its own format. */
export interface DealSummary {
  /** The badge: "40% OFF", "Under $20", "2 for $10" or "Price Drop!". */
  priceLabel: string;
  /** When the price was set, in the site's zone ("Nov 27, 2026, 3:05 PM"); null without a price. */
  priceAsOf: string | null;
  /** The coupon code the description gives, else the one the title gives. */
  code: string | null;
}

export interface SummarizedDeal extends Pick<
  DealLike,
  'title' | 'description' | 'price' | 'percentOff'
> {
  /** When the curator last set the price; the deal's creation for deals older than that record. */
  priceSetAt: Date | string;
}

export function dealSummary(deal: SummarizedDeal, timeZone: string): DealSummary {
  const { priceSetAt } = deal;
  const priceSetIso = typeof priceSetAt === 'string' ? priceSetAt : priceSetAt.toISOString();
  return {
    priceLabel: priceLabel(deal),
    priceAsOf: deal.price ? priceTimeLabel(priceSetIso, timeZone) : null,
    code: extractCouponCode(deal.description) ?? extractCouponCode(deal.title),
  };
}
