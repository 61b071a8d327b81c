import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { Thing, WithContext } from 'schema-dts';
import type { FeedSection } from '../features/feeds/feed-links';
import { SITE_NAME } from './site-name';

export interface PageMeta {
  title: string;
  description?: string;
  /** The page's path, written as its canonical address under PUBLIC_URL. */
  path?: string;
  /** A preview image for link unfurls: a path on this site or an absolute URL. */
  image?: string;
  /** The image's size in pixels, where the site knows it (og:image:width and height). */
  imageSize?: { width: number; height: number };
  type?: 'website' | 'product';
  /** Kept out of search results (an expired deal's page). */
  noindex?: boolean;
  /** The deal list the page shows, searched as it is: the head links its feeds. */
  feeds?: { section: FeedSection; search: string };
  /** schema.org data about what the page shows, written into the head as JSON-LD, a block each. */
  structuredData?: WithContext<Thing> | readonly WithContext<Thing>[];
}

export const DEFAULT_DESCRIPTION =
  'Hand-picked deals, coupon codes and price drops, posted every day.';

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
