import { DealCategory } from '../deal/deal.entity';

export type FeedFormat = 'rss' | 'atom' | 'json';

/** Each format's file name under a list's path, and what it is sent as. */
export const FEED_FORMATS: Record<FeedFormat, { file: string; contentType: string }> = {
  rss: { file: 'feed.xml', contentType: 'application/rss+xml; charset=utf-8' },
  atom: { file: 'atom.xml', contentType: 'application/atom+xml; charset=utf-8' },
  json: { file: 'feed.json', contentType: 'application/feed+json; charset=utf-8' },
};

/**
 * A deal list with feeds: its page's path ('' for the home page), its deals (a category's or a
 * store's), its name in a title.
 */
export interface FeedSection {
  path: string;
  category?: DealCategory;
  store?: string;
  name: string | null;
}

export const FEED_SECTIONS: readonly FeedSection[] = [
  { path: '', category: DealCategory.DAILY, name: null },
  { path: '/fashion', category: DealCategory.FASHION, name: 'Fashion' },
  { path: '/favorites', category: DealCategory.FAVORITES, name: 'Favorites' },
];

/** A store page's feeds, titled with the store's name. */
export function storeFeedSection(store: { slug: string; name: string }): FeedSection {
  return { path: `/stores/${store.slug}`, store: store.slug, name: store.name };
}

/** The newest live deals a feed holds. */
export const FEED_SIZE = 50;
