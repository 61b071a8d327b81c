import { type DealLike } from './types';

/** Case-insensitive substring match over title and description; a blank query matches all. */
export function matchesSearch(
  deal: Pick<DealLike, 'title' | 'description'>,
  query: string | null | undefined,
): boolean {
  const needle = query?.trim().toLowerCase() ?? '';
  if (needle === '') return true;
  return [deal.title, deal.description].some((field) => field?.toLowerCase().includes(needle));
}

export function filterBySearch<T extends Pick<DealLike, 'title' | 'description'>>(
  deals: readonly T[],
  query: string | null | undefined,
): T[] {
  return deals.filter((deal) => matchesSearch(deal, query));
}
