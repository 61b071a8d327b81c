import { useQuery } from '@apollo/client/react';
import type { DealCard_DealFragment, DealCategory } from '../../../gql/graphql';
import { CategoryDealsQuery, HomeDealsQuery } from '../graphql/deals.query';

/** The API's page-size cap: a day's or a collection's deals fit in one page. */
export const DEAL_LIST_LIMIT = 100;

export interface DealListState {
  deals: DealCard_DealFragment[];
  loading: boolean;
  failed: boolean;
}

/** One category's active deals, newest first. */
export function useDealList(category: DealCategory): DealListState {
  const { data, loading, error } = useQuery(CategoryDealsQuery, {
    variables: { category, limit: DEAL_LIST_LIMIT },
  });
  return { deals: data?.deals.items ?? [], loading, failed: Boolean(error) };
}

export interface HomeDealsState {
  today: DealCard_DealFragment[];
  yesterday: DealCard_DealFragment[];
  loading: boolean;
  failed: boolean;
}

/** Today's and yesterday's daily deals, cut at midnight in SITE_TIMEZONE by the server. */
export function useHomeDeals(): HomeDealsState {
  const { data, loading, error } = useQuery(HomeDealsQuery, {
    variables: { limit: DEAL_LIST_LIMIT },
  });
  return {
    today: data?.today.items ?? [],
    yesterday: data?.yesterday.items ?? [],
    loading,
    failed: Boolean(error),
  };
}
