import {
  DEAL_LIMITS,
  asciiHttpUrl,
  isSafeHttpUrl,
  parseDealPaste,
  type DealFields,
  type PostedDealFields,
} from '@deal-site/deal-text';
import type { SourcePost } from '@deal-site/facebook-source';

/** A deal read from a post, before its pictures are downloaded. */
export interface ImportedDeal extends PostedDealFields {
  sourcePostId: string;
  /** The post's pictures at the source; the importer stores copies. */
  remoteImageUrls: string[];
  createdAt: Date;
  /** The end the post's text gives ("ends 12/31"), read in the site's zone; null without one. */
  expiresAt: DealFields['expiresAt'];
}

export type PostReading = { deal: ImportedDeal } | { notADeal: string };

export const NO_TEXT = 'the post has no text';
export const NO_DEAL_DETAILS = 'no price, percent off, coupon code or link';

const clip = (text: string, max: number) => [...text].slice(0, max).join('');
// Stored in its ASCII form, as the curator's writes are.
const usableLink = (url: string | undefined) => {
  const link = asciiHttpUrl(url);
  return link !== null && link.length <= DEAL_LIMITS.affiliateLink ? link : '';
};

/**
 * Reads a post through the same rules as the admin's paste area, dates in `timeZone` (SITE_TIMEZONE). The link is the first web
 * link in the text, else the link attachment's destination; a post with neither price, percent,
 * code nor link is not a deal.
 */
export function postToDeal(post: SourcePost, timeZone = 'UTC'): PostReading {
  const message = post.message.trim();
  if (!message) return { notADeal: NO_TEXT };
  // "ends Sunday" means the Sunday after the post was written, not after the import ran.
  const draft = parseDealPaste(message, { now: post.createdAt, timeZone });
  const affiliateLink = usableLink(draft.affiliateLink) || usableLink(post.linkUrls[0]);
  const hasDetails =
    draft.price !== '' || draft.percentOff !== null || draft.couponCode !== null || affiliateLink;
  if (!hasDetails) return { notADeal: NO_DEAL_DETAILS };
  const pictures = [...post.imageUrls, ...draft.imageUrls].filter((url) => isSafeHttpUrl(url));
  return {
    deal: {
      sourcePostId: post.id,
      title: clip(draft.title, DEAL_LIMITS.title),
      description: clip(message, DEAL_LIMITS.description),
      price: draft.price,
      originalPrice: draft.originalPrice,
      percentOff: draft.percentOff,
      affiliateLink,
      remoteImageUrls: [...new Set(pictures)].slice(0, DEAL_LIMITS.imageCount),
      createdAt: post.createdAt,
      expiresAt: draft.expiresAt ? new Date(draft.expiresAt) : null,
    },
  };
}
