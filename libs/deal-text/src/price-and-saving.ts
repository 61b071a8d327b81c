import { isPlainAmount } from './price-label';
import { percentOffOf } from './percent-off';
import { normalizePrice } from './price';
import { type DealLike } from './types';

/** The columns a deal's price line reads; the description may state the percent off. */
export type PricedDeal = Pick<DealLike, 'percentOff' | 'description'> & {
  price: string;
  originalPrice: string;
};

const amount = (price: string) => Number(price.replace(/,/g, ''));

/** "$19.99" for a plain amount, free text ("2 for $10", "Free") as the curator wrote it. */
function shownPrice(price: string): string {
  const normalized = normalizePrice(price);
  return isPlainAmount(normalized) ? `$${normalized}` : price.trim();
}

/** The stored or written percent off, else the one the two plain prices give. */
function percentOff(deal: PricedDeal, price: string, was: string): number | null {
  const known = percentOffOf(deal);
  if (known !== null) return Math.round(known);
  if (!isPlainAmount(price) || !isPlainAmount(was) || amount(was) <= amount(price)) return null;
  return Math.round((1 - amount(price) / amount(was)) * 100);
}

/**
 * The price line of a posted or shared deal: "$19.99, was $29.99 (33% off)", "$19.99",
 * "40% off", "Free" or "".
 */
export function priceAndSavingLabel(deal: PricedDeal): string {
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
