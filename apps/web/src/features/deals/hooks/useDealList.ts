import { useQuery } from '@apollo/client/react';
import type { DealCard_DealFragment, DealCategory } from '../../../gql/graphql';
import { DealListQuery } from '../graphql/deals.query';

/** Enough for a day's section; paging arrives with search and sort. */
const DEAL_LIST_LIMIT = 100;

export interface DealListState {
  deals: DealCard_DealFragment[];
  loading: boolean;
  failed: boolean;
}

/** One category's active deals, newest first. */
export function useDealList(category: DealCategory): DealListState {
  const { data, loading, error } = useQuery(DealListQuery, {
    variables: { category, limit: DEAL_LIST_LIMIT },
  });
  return { deals: data?.deals.items ?? [], loading, failed: Boolean(error) };
}
