import { type PostedDealFields } from './deal-fields';

/** The fields a stored deal may carry; each function picks only the ones it reads. */
export interface DealLike {
  id: number | string;
  title?: string | null;
  description?: string | null;
  price?: string | null;
  percentOff?: number | string | null;
  affiliateLink?: string | null;
  imageUrl?: string | null;
  clicks?: number | null;
  createdAt: Date | string;
}

/** What the admin paste area fills in; text fields are '' when nothing was found. */
export interface DealDraft extends PostedDealFields {
  couponCode: string | null;
  imageUrls: string[];
  /** When the post says the deal ends, as an ISO 8601 instant; null when it does not say. */
  expiresAt: string | null;
}
