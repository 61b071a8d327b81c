import type { DealSort } from '../../../gql/graphql';

export const DEAL_SORT_LABELS: Record<DealSort, string> = {
  NEWEST: 'Newest',
  OLDEST: 'Oldest',
  POPULAR: 'Popular',
};

export const DEAL_SORTS = Object.keys(DEAL_SORT_LABELS) as DealSort[];
export const DEFAULT_DEAL_SORT: DealSort = 'NEWEST';

/** The address spells a sort in lower case (`?sort=popular`), as links shared earlier do. */
export function sortParam(sort: DealSort): string {
  return sort.toLowerCase();
}

/** The sort a `sort` parameter names; anything else is the default. */
export function parseSortParam(value: string | null | undefined): DealSort {
  const wanted = value?.trim().toLowerCase();
  return DEAL_SORTS.find((sort) => sortParam(sort) === wanted) ?? DEFAULT_DEAL_SORT;
}
