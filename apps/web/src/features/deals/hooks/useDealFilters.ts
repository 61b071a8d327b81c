import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DealSort } from '../../../gql/graphql';
import { DEFAULT_DEAL_SORT, parseSortParam, sortParam } from '../lib/deal-sort';

const SEARCH_PARAM = 'q';
const SORT_PARAM = 'sort';
/** Typing pauses this long before the address, and so the listing, follows the search box. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface DealFilters {
  /** The search the listing shows, as the address holds it. */
  search: string;
  /** What the search box holds, ahead of the address while the visitor types. */
  searchDraft: string;
  sort: DealSort;
  setSearchDraft: (search: string) => void;
  setSort: (sort: DealSort) => void;
}

/** The search and sort an address asks for: what the listing shows, and what the server fetches for it. */
export function filtersFromParams(params: URLSearchParams): Pick<DealFilters, 'search' | 'sort'> {
  return { search: params.get(SEARCH_PARAM) ?? '', sort: parseSortParam(params.get(SORT_PARAM)) };
}

/**
 * Search text and sort order live in the address, so the server renders them and a reload or a
 * shared link keeps them. The address changes in place, without a new history entry or reload.
 */
export function useDealFilters(): DealFilters {
  const [params, setParams] = useSearchParams();
  const { search, sort } = filtersFromParams(params);
  const [searchDraft, setDraft] = useState(search);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => setDraft(search), [search]);
  useEffect(() => () => clearTimeout(debounce.current), []);

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

  const setSearchDraft = useCallback(
    (value: string) => {
      setDraft(value);
      clearTimeout(debounce.current);
      debounce.current = setTimeout(() => setParam(SEARCH_PARAM, value, ''), SEARCH_DEBOUNCE_MS);
    },
    [setParam],
  );
  const setSort = useCallback(
    (value: DealSort) => setParam(SORT_PARAM, sortParam(value), sortParam(DEFAULT_DEAL_SORT)),
    [setParam],
  );

  return { search, searchDraft, sort, setSearchDraft, setSort };
}
