import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { theme } from './theme';

export interface PageMeta {
  title: string;
  description?: string;
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

export function renderHeadTags(meta: PageMeta | null): string {
  const title = fullTitle(meta?.title ?? SITE_NAME);
  const description = meta?.description ?? DEFAULT_DESCRIPTION;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="theme-color" content="${theme.colors.brand}" />`,
  ].join('\n');
}
