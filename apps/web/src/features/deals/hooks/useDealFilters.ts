import {
  DEFAULT_DEAL_SORT,
  filterBySearch,
  parseDealSort,
  sortDeals,
  type DealSort,
} from '@deal-site/deal-text';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { DealCard_DealFragment } from '../../../gql/graphql';

const SEARCH_PARAM = 'q';
const SORT_PARAM = 'sort';

export interface DealFilters {
  search: string;
  sort: DealSort;
  setSearch(search: string): void;
  setSort(sort: DealSort): void;
  /** The deals that match the search, in the chosen order. */
  apply(deals: readonly DealCard_DealFragment[]): DealCard_DealFragment[];
}

/** Search text and sort order live in the address, so a reload or a shared link keeps them. */
export function useDealFilters(): DealFilters {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const sort = parseDealSort(params.get(SORT_PARAM)) ?? DEFAULT_DEAL_SORT;

  const setParam = useCallback(
    (name: string, value: string, defaultValue: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === defaultValue) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const setSearch = useCallback((value: string) => setParam(SEARCH_PARAM, value, ''), [setParam]);
  const setSort = useCallback(
    (value: DealSort) => setParam(SORT_PARAM, value, DEFAULT_DEAL_SORT),
    [setParam],
  );
  const apply = useCallback(
    (deals: readonly DealCard_DealFragment[]) => sortDeals(filterBySearch(deals, search), sort),
    [search, sort],
  );

  return { search, sort, setSearch, setSort, apply };
}
