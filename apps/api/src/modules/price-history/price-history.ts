import { parsePriceValue, type PriceValue } from '@deal-site/deal-text';
import type { Deal } from '../deal/deal.entity';
import { isExpired } from '../deal/deal-expiry';
import type { PricePosting } from './price-posting.type';
import type { ProductPosting } from './product-postings';

/** How many earlier postings a deal's "Posted before" lists at most. */
export const POSTED_BEFORE_MAX = 10;

type PostedDeal = Pick<Deal, 'id' | 'createdAt'>;

/** Whether `posting` went public before `deal`, in the lists' newest-first order (time, then id). */
function postedEarlier(posting: PostedDeal, deal: PostedDeal): boolean {
  const difference = posting.createdAt.getTime() - deal.createdAt.getTime();
  return difference < 0 || (difference === 0 && posting.id < deal.id);
}

/** The postings of the deal's product that went public before it, in the order given. */
export function earlierPostings(
  deal: PostedDeal,
  postings: readonly ProductPosting[],
): ProductPosting[] {
  return postings.filter((posting) => posting.id !== deal.id && postedEarlier(posting, deal));
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** "$1,299.99", "€19.99": a parsed price as the history table shows it. */
export function formatPriceValue({ amount, currency }: PriceValue): string {
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    currencyFormats.set(currency, format);
  }
  return format.format(amount);
}

/** A posting as the deal page's "Posted before" shows it at `now`. */
export function pricePostingOf(posting: ProductPosting, now: Date): PricePosting {
  const value = parsePriceValue(posting.price);
  return {
    dealId: String(posting.id),
    postedAt: posting.createdAt,
    price: posting.price,
    priceLabel: value ? formatPriceValue(value) : null,
    live: !isExpired(posting, now),
  };
}
