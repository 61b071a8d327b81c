import { type DealLike } from './types';

/** What two deals of the same title share: the title trimmed and lower-cased; '' for none. */
export function titleKey(title: string | null | undefined): string {
  return title?.trim().toLowerCase() ?? '';
}

/**
 * Keeps the first deal of each title key (`titleKey`, worked out beforehand by `keyOf`'s caller).
 * Deals with an empty key are all kept: they are not known to be the same deal.
 */
export function dedupeByKey<T>(deals: readonly T[], keyOf: (deal: T) => string): T[] {
  const seen = new Set<string>();
  return deals.filter((deal) => {
    const key = keyOf(deal);
    if (key === '') return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Keeps the first deal of each title (trimmed, case-insensitive).
 * Deals without a title are all kept: they are not known to be the same deal.
 */
export function dedupeByTitle<T extends Pick<DealLike, 'title'>>(deals: readonly T[]): T[] {
  return dedupeByKey(deals, (deal) => titleKey(deal.title));
}
