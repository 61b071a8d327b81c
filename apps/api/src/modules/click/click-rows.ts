import type { SiteDay } from '../visitor/site-day';

export interface VisitorClicks {
  day: SiteDay;
  visitorHash: string;
  clicks: number;
  /** The `src` the visitor's first click of the batch carried (`/go/{id}?src=`), if any. */
  source?: string;
}

/** One day of a deal as a thread receives it: the visitor hashes joined by commas, and their clicks. */
export type EncodedDay = [day: SiteDay, visitorHashes: string, clicks: Uint32Array];
/** A visitor row's `src`, for the few clicks that carry one. */
export type EncodedSource = [day: SiteDay, visitorHash: string, source: string];
export type EncodedDeal = [
  dealId: number,
  total: number,
  days: EncodedDay[],
  sources: EncodedSource[],
];

/** A batch ready to post to a thread: a few strings and typed arrays, whatever the number of visitors. */
export interface EncodedBatch {
  deals: EncodedDeal[];
  /** The typed arrays' buffers, to transfer rather than copy. */
  transfer: ArrayBuffer[];
}

export const VISITOR_HASH_SEPARATOR = ',';
