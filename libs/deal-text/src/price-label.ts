import { storedPercentOff } from './percent-off';
import { normalizePrice } from './price';
import { type DealLike } from './types';

export const PRICE_DROP_LABEL = 'Price Drop!';

const PLAIN_AMOUNT = /^\d{1,3}(?:,?\d{3})*(?:\.\d+)?$/;

/** "1,299.99" or "20" (a normalised price); free text such as "2 for $10" or "Free" is not. */
export const isPlainAmount = (price: string): boolean => PLAIN_AMOUNT.test(price);

/** The badge on a deal card: percent off wins, then the price, else a generic "Price Drop!". */
export function priceLabel(deal: Pick<DealLike, 'price' | 'percentOff'>): string {
  const percent = storedPercentOff(deal.percentOff);
  if (percent !== null) return `${percent}% OFF`;

  const price = normalizePrice(deal.price);
  const plain = isPlainAmount(price);
  if (price === '' || (plain && Number(price.replace(/,/g, '')) === 0)) {
    return PRICE_DROP_LABEL;
  }
  if (plain) return `Under $${price}`;
  // Free text ("Under $20", "2 for $10", "Free") reads best exactly as the curator wrote it.
  return (deal.price ?? '').trim();
}
