/** The page of a store's live deals. */
export function storePagePath(slug: string): string {
  return `/stores/${encodeURIComponent(slug)}`;
}

/** The page listing every store with live deals. */
export const STORES_PAGE_PATH = '/stores';
