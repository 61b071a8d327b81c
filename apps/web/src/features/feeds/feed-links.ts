import { SITE_NAME } from '../../app/site-name';

export type FeedMediaType =
  'application/rss+xml' | 'application/atom+xml' | 'application/feed+json';

/** One feed a page links to, for feed readers and browsers to discover. */
export interface FeedLink {
  mediaType: FeedMediaType;
  title: string;
  /** The feed's path on this site, search included. */
  path: string;
}

/** A deal list the API serves feeds of: its page's path ('' for home) and its name in titles. */
export interface FeedSection {
  path: '' | '/fashion' | '/favorites' | `/stores/${string}`;
  name?: string;
}

/** Each format's file under a list's path, as the API serves it. */
const FEED_FILES: readonly { file: string; mediaType: FeedMediaType }[] = [
  { file: 'feed.xml', mediaType: 'application/rss+xml' },
  { file: 'atom.xml', mediaType: 'application/atom+xml' },
  { file: 'feed.json', mediaType: 'application/feed+json' },
];

/** The list's feeds in every format; a search narrows them as it narrows the page. */
export function feedLinks(section: FeedSection, search: string): FeedLink[] {
  const query = search.trim();
  const title = [SITE_NAME, section.name, query && `“${query}”`].filter(Boolean).join(': ');
  const searchSuffix = query ? `?q=${encodeURIComponent(query)}` : '';
  return FEED_FILES.map(({ file, mediaType }) => ({
    mediaType,
    title,
    path: `${section.path}/${file}${searchSuffix}`,
  }));
}
