/** The lists a deal is filed under, as stored. */
export type DealCategoryName = 'daily' | 'fashion' | 'favorites';

/**
 * What a curator or the import sets on a deal; clicks, owner, dates and the active flag are never
 * among them. `Category` lets the API use its GraphQL enum for the same values.
 */
export interface DealFields<Category extends string = DealCategoryName> {
  title: string;
  description: string;
  /** Price text without the dollar sign; may be empty. */
  price: string;
  originalPrice: string;
  percentOff: number | null;
  affiliateLink: string;
  /** Image links or paths on the site, comma-separated as stored. */
  imageUrl: string;
  tagline: string;
  category: Category;
  /** When the deal leaves the lists; null: never. */
  expiresAt: Date | null;
}

/** The fields a deal's post reads into as text: the paste area's and the import's. */
export type PostedDealFields = Pick<
  DealFields,
  'title' | 'description' | 'price' | 'originalPrice' | 'percentOff' | 'affiliateLink'
>;
