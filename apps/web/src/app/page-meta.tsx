import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { Thing, WithContext } from 'schema-dts';
import type { FeedLink } from '../features/feeds/feed-links';
import { absoluteUrl } from './absolute-url';
import { jsonLdScript } from './json-ld';
import { previewText } from './preview-text';
import { theme } from './theme';

export interface PageMeta {
  title: string;
  description?: string;
  /** The page's path, written as its canonical address under PUBLIC_URL. */
  path?: string;
  /** A preview image for link unfurls: a path on this site or an absolute URL. */
  image?: string;
  type?: 'website' | 'product';
  /** Kept out of search results (an expired deal's page). */
  noindex?: boolean;
  /** Feeds of the deal list the page shows. */
  feeds?: FeedLink[];
  /** schema.org data about what the page shows, written into the head as JSON-LD. */
  structuredData?: WithContext<Thing>;
}

export const SITE_NAME = 'Daily Deals';
const DEFAULT_DESCRIPTION = 'Hand-picked deals, coupon codes and price drops, posted every day.';

/** Filled during the server render so the document head can be written before the body. */
export interface PageMetaCollector {
  meta: PageMeta | null;
  status: number;
}

const PageMetaContext = createContext<PageMetaCollector | null>(null);

export interface PageMetaProviderProps {
  collector: PageMetaCollector | null;
  children: ReactNode;
}

export function PageMetaProvider({ collector, children }: PageMetaProviderProps) {
  return <PageMetaContext.Provider value={collector}>{children}</PageMetaContext.Provider>;
}

export function fullTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

export function usePageMeta(meta: PageMeta, status = 200): void {
  const collector = useContext(PageMetaContext);
  if (collector) {
    collector.meta = meta;
    collector.status = status;
  }
  useEffect(() => {
    document.title = fullTitle(meta.title);
  }, [meta.title]);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const metaName = (name: string, content: string) =>
  `<meta name="${name}" content="${escapeHtml(content)}" />`;
const metaProperty = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}" />`;

const feedLinkTag = (feed: FeedLink, href: string) =>
  `<link rel="alternate" type="${escapeHtml(feed.mediaType)}" title="${escapeHtml(feed.title)}" href="${escapeHtml(href)}" />`;

/**
 * Title, description, canonical link, the Open Graph and Twitter card tags, feed links and
 * structured data of a page.
 */
export function renderHeadTags(meta: PageMeta | null, publicUrl: string): string {
  const title = meta?.title ?? SITE_NAME;
  const description = previewText(meta?.description || DEFAULT_DESCRIPTION);
  const canonical = meta?.path ? absoluteUrl(publicUrl, meta.path) : null;
  const image = meta?.image ? absoluteUrl(publicUrl, meta.image) : null;
  const tags = [
    `<title>${escapeHtml(fullTitle(title))}</title>`,
    metaName('description', description),
    `<meta name="theme-color" content="${theme.colors.brand}" />`,
    metaProperty('og:site_name', SITE_NAME),
    metaProperty('og:type', meta?.type ?? 'website'),
    metaProperty('og:title', title),
    metaProperty('og:description', description),
    metaName('twitter:card', image ? 'summary_large_image' : 'summary'),
    metaName('twitter:title', title),
    metaName('twitter:description', description),
  ];
  if (meta?.noindex) tags.push(metaName('robots', 'noindex'));
  if (canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    tags.push(metaProperty('og:url', canonical));
  }
  if (image) {
    tags.push(metaProperty('og:image', image));
    tags.push(metaName('twitter:image', image));
  }
  for (const feed of meta?.feeds ?? []) {
    const href = absoluteUrl(publicUrl, feed.path);
    if (href) tags.push(feedLinkTag(feed, href));
  }
  if (meta?.structuredData) tags.push(jsonLdScript(meta.structuredData));
  return tags.join('\n');
}
