import { type DealLike } from './types';

export const DEAL_SORTS = ['newest', 'oldest', 'popular'] as const;
export type DealSort = (typeof DEAL_SORTS)[number];
export const DEFAULT_DEAL_SORT: DealSort = 'newest';

type SortableDeal = Pick<DealLike, 'id' | 'createdAt' | 'clicks'>;

export function parseDealSort(value: unknown): DealSort | null {
  if (typeof value !== 'string') return null;
  const normalized = value.trim().toLowerCase();
  return DEAL_SORTS.find((sort) => sort === normalized) ?? null;
}

// An unreadable date counts as the oldest possible, so it never jumps to the top.
function createdTime(deal: SortableDeal): number {
  const time = new Date(deal.createdAt).getTime();
  return Number.isNaN(time) ? -Infinity : time;
}

function compareNumbers(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareIds(a: SortableDeal, b: SortableDeal): number {
  return String(a.id).localeCompare(String(b.id), 'en', { numeric: true });
}

function oldestFirst(a: SortableDeal, b: SortableDeal): number {
  return compareNumbers(createdTime(a), createdTime(b)) || compareIds(a, b);
}

function newestFirst(a: SortableDeal, b: SortableDeal): number {
  return -oldestFirst(a, b);
}

function mostClickedFirst(a: SortableDeal, b: SortableDeal): number {
  return compareNumbers(b.clicks ?? 0, a.clicks ?? 0) || newestFirst(a, b);
}

const COMPARATORS: Record<DealSort, (a: SortableDeal, b: SortableDeal) => number> = {
  newest: newestFirst,
  oldest: oldestFirst,
  popular: mostClickedFirst,
};

/**
 * A sorted copy. Equal dates fall back to the id in the same direction (a higher id was
 * created later), so the order never depends on the input order.
 */
export function sortDeals<T extends SortableDeal>(deals: readonly T[], sort: DealSort): T[] {
  return [...deals].sort(COMPARATORS[sort]);
}
