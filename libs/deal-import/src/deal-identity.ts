import { createHash } from 'node:crypto';
import { dealLink, productKeyOf, storeOfUrl, type DealLike } from '@deal-site/deal-text';

/** The longest product key stored as it is; an indexed utf8mb4 column holds 191 characters. */
export const PRODUCT_KEY_LENGTH = 191;

/** What a deal's link says about it, as the deals table keeps it for the store and product reads. */
export interface DealIdentity {
  /** The store the link belongs to (storeOfUrl's slug); null for none (a shortener, no link). */
  storeSlug: string | null;
  /** The product (productKeyOf), hashed when longer than the column; null without a link. */
  productKey: string | null;
}

function storedProductKey(key: string | null): string | null {
  if (key === null || key.length <= PRODUCT_KEY_LENGTH) return key;
  return `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** Judged from the link Grab Deal opens: a shop link in the description, else the affiliate link. */
export function dealIdentity(deal: Pick<DealLike, 'description' | 'affiliateLink'>): DealIdentity {
  const link = dealLink(deal);
  return {
    storeSlug: storeOfUrl(link)?.slug ?? null,
    productKey: storedProductKey(productKeyOf(link)),
  };
}
