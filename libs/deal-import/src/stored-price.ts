import { parsePriceValue } from '@deal-site/deal-text';

/** A deal's price as the deals table keeps it, read once at write for the lowest-price badge. */
export interface StoredPrice {
  /** In the currency's main unit, rounded to cents (parsePriceValue); null for no single price. */
  priceAmount: number | null;
  /** ISO 4217 code; null exactly when the amount is. */
  priceCurrency: string | null;
}

/** "$1,299.99" → 1299.99 USD; a range, a multi-buy or words → neither. */
export function storedPrice(price: string): StoredPrice {
  const value = parsePriceValue(price);
  return { priceAmount: value?.amount ?? null, priceCurrency: value?.currency ?? null };
}
