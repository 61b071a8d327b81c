import { fromSqlDateTime } from '@deal-site/database';
import { uploadNameOfPath } from '@deal-site/image-store';
import { dealSummary, displayTitle, isSafeHttpUrl, splitImageList } from '@deal-site/deal-text';
import type { DigestDeal } from './email-renderers';

/** A deal row as the digest query reads it. */
export interface DigestDealRow {
  id: number;
  title: string;
  description: string;
  price: string;
  percentOff: number | null;
  imageUrl: string;
  /** When the curator last set the price (created_at for rows older than that column). */
  priceSetAt: Date;
  /** With the category, what alerts match besides the text. */
  affiliateLink: string;
  category: string;
}

/** The columns the e-mail stores read of a deal (DEAL_COLUMNS), as the driver answers them. */
export interface SqlDealRow {
  id: number | string;
  title: string;
  description: string;
  price: string;
  percent_off: number | string | null;
  image_url: string;
  affiliate_link: string;
  category: string;
  price_set_at: Date | string;
}

/** The SELECT list SqlDealRow is read from; the price's time falls back to the deal's creation. */
export const DEAL_COLUMNS =
  '`id`, `title`, `description`, `price`, `percent_off`, `image_url`, `affiliate_link`, `category`, COALESCE(`price_set_at`, `created_at`) AS `price_set_at`';

export function digestDealRowOf(row: SqlDealRow): DigestDealRow {
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    price: row.price,
    percentOff: row.percent_off === null ? null : Number(row.percent_off),
    imageUrl: row.image_url,
    priceSetAt: fromSqlDateTime(row.price_set_at),
    affiliateLink: row.affiliate_link,
    category: row.category,
  };
}

/** The width of the image variant a digest shows: mail clients render deals at most ~400 px wide. */
export const DIGEST_IMAGE_WIDTH = 400;

/**
 * The deal's first image as an absolute URL for a mail client: an upload becomes its 400 px
 * variant on this site; an absolute http(s) URL stays as it is; anything else is left out.
 */
export function digestImageUrl(imageUrl: string, publicUrl: string): string | null {
  const [first] = splitImageList(imageUrl);
  if (!first) return null;
  const uploadName = uploadNameOfPath(first);
  if (uploadName) {
    return `${publicUrl}/api/images/${uploadName}?w=${DIGEST_IMAGE_WIDTH}`;
  }
  return isSafeHttpUrl(first) ? first : null;
}

/** The deal as a digest shows it; the price's time is written in `timeZone`, the site's. */
export function toDigestDeal(row: DigestDealRow, publicUrl: string, timeZone: string): DigestDeal {
  return {
    id: row.id,
    title: displayTitle(row),
    ...dealSummary(row, timeZone),
    imageUrl: digestImageUrl(row.imageUrl, publicUrl),
  };
}
