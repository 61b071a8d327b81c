import type { PublicSiteConfig } from '@deal-site/ssr-contract';
import {
  displayTitle,
  isPlainAmount,
  localDateString,
  normalizePrice,
  splitImageList,
} from '@deal-site/deal-text';
import type { ItemAvailability, Product, WithContext } from 'schema-dts';
import { absoluteUrl } from '../../../app/absolute-url';
import { previewText } from '../../../app/preview-text';
import type { DealCard_DealFragment } from '../../../gql/graphql';
import { dealPageUrl } from './deal-urls';

export type StructuredDataDeal = Pick<
  DealCard_DealFragment,
  'id' | 'title' | 'description' | 'price' | 'imageUrl' | 'expiresAt' | 'expired'
>;

export type StructuredDataSite = Pick<PublicSiteConfig, 'publicUrl' | 'siteTimeZone'>;

/** Search engines show a snippet; the page itself holds the whole description. */
const DESCRIPTION_MAX_LENGTH = 500;

const LIVE: ItemAvailability = 'https://schema.org/InStock';
// An expired deal's price is gone for good, not until a restock, so not OutOfStock; the product
// may still be sold, but not by this offer.
const ENDED: ItemAvailability = 'https://schema.org/Discontinued';

/** The stored price as a decimal string ("1299.99"); null for free text or a zero amount. */
export function offerPrice(price: string): string | null {
  const amount = normalizePrice(price);
  if (!isPlainAmount(amount)) return null;
  const digits = amount.replace(/,/g, '');
  return Number(digits) > 0 ? digits : null;
}

/**
 * The last local date the deal runs, YYYY-MM-DD. End dates are stored as the next local midnight
 * (a post saying "ends 12/31" ends at 1/1 00:00), so the instant just before it names the day.
 */
function lastDayOf(expiresAt: string, timeZone: string): string | null {
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) ? null : localDateString(new Date(end - 1), timeZone);
}

/**
 * A deal as a schema.org Product with one Offer. Null when the deal has no single numeric price:
 * a Product needs an offer (or reviews, which deals lack) to be valid for search engines.
 */
export function dealStructuredData(
  deal: StructuredDataDeal,
  site: StructuredDataSite,
): WithContext<Product> | null {
  const price = offerPrice(deal.price);
  if (price === null) return null;

  const url = dealPageUrl(site.publicUrl, deal.id);
  const description = previewText(deal.description, DESCRIPTION_MAX_LENGTH);
  const images = splitImageList(deal.imageUrl)
    .map((image) => absoluteUrl(site.publicUrl, image))
    .filter((image) => image !== null);
  const priceValidUntil = deal.expiresAt ? lastDayOf(deal.expiresAt, site.siteTimeZone) : null;

  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: displayTitle(deal),
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    url,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'USD',
      availability: deal.expired ? ENDED : LIVE,
      url,
      ...(priceValidUntil ? { priceValidUntil } : {}),
    },
  };
}
