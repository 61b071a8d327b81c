import { isPlainAmount, normalizePrice, percentOffOf, priceLabel } from '@deal-site/deal-text';

export interface PriceFacts {
  /** The card's badge: "Under $34.99", "40% OFF", "2 for $10" or "Price Drop!". */
  price: string;
  /** "$59.99": the price before the deal, when the curator gave a plain amount above zero. */
  was: string | null;
  /** "41% off", unless the badge already says it. */
  percentOff: string | null;
}

interface PricedDeal {
  price: string;
  percentOff: number | null;
  description: string;
  originalPrice: string;
}

/** A plain amount above zero as a number; null for free text, empty or zero. */
function amountOf(price: string): number | null {
  const normalized = normalizePrice(price);
  if (!isPlainAmount(normalized)) return null;
  const amount = Number(normalized.replace(/,/g, ''));
  return amount > 0 ? amount : null;
}

/** What the deal page's price block shows. */
export function priceFacts(deal: PricedDeal): PriceFacts {
  const price = priceLabel(deal);
  const original = amountOf(deal.originalPrice);
  const current = amountOf(deal.price);
  const was = original !== null && (current === null || original > current) ? original : null;
  const percent =
    percentOffOf(deal) ??
    (was !== null && current !== null ? Math.round((1 - current / was) * 100) : null);
  const shown = percent !== null && percent > 0 && !price.endsWith('% OFF');
  return {
    price,
    was: was === null ? null : `$${normalizePrice(deal.originalPrice)}`,
    percentOff: shown ? `${percent}% off` : null,
  };
}
