import { type DealLike } from './types';

/**
 * Keeps the first deal of each title (trimmed, case-insensitive).
 * Deals without a title are all kept: they are not known to be the same deal.
 */
export function dedupeByTitle<T extends Pick<DealLike, 'title'>>(deals: readonly T[]): T[] {
  const seen = new Set<string>();
  return deals.filter((deal) => {
    const key = deal.title?.trim().toLowerCase() ?? '';
    if (key === '') return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
