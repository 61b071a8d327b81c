import {
  dealSummary,
  displayTitle,
  isSafeHttpUrl,
  splitImageList,
  type DealSummary,
} from '@deal-site/deal-text';
import { uploadMimeType, uploadNameOfPath } from '@deal-site/image-store';
import type { Deal } from '../deal/deal.entity';

/** A deal's first image: an upload with its stored type and size, or a link to another site. */
export interface FeedImage {
  url: string;
  /** Known for uploads only: an enclosure needs both, and another site's image is not fetched. */
  stored: { type: string; length: number } | null;
}

/** A deal as every feed format shows it, in plain text (each writer escapes for its format). */
export interface FeedEntry extends DealSummary {
  pageUrl: string;
  title: string;
  description: string;
  image: FeedImage | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface FeedEntryContext {
  publicUrl: string;
  timeZone: string;
  /** The stored size of an upload, or null when it is gone. */
  uploadSize(name: string): Promise<number | null>;
}

async function firstImage(imageUrl: string, context: FeedEntryContext): Promise<FeedImage | null> {
  const [first] = splitImageList(imageUrl);
  if (!first) return null;
  const uploadName = uploadNameOfPath(first);
  if (uploadName) {
    const length = await context.uploadSize(uploadName);
    if (length === null) return null;
    return {
      url: `${context.publicUrl}${first}`,
      stored: { type: uploadMimeType(uploadName), length },
    };
  }
  return isSafeHttpUrl(first) ? { url: first, stored: null } : null;
}

export async function toFeedEntry(deal: Deal, context: FeedEntryContext): Promise<FeedEntry> {
  return {
    pageUrl: `${context.publicUrl}/deals/${deal.id}`,
    title: displayTitle(deal),
    ...dealSummary({ ...deal, priceSetAt: deal.priceSetAt ?? deal.createdAt }, context.timeZone),
    description: deal.description.trim(),
    image: await firstImage(deal.imageUrl, context),
    createdAt: deal.createdAt,
    updatedAt: deal.updatedAt,
  };
}
