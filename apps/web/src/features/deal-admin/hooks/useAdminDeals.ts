import { useQuery } from '@apollo/client/react';
import type {
  AdminDealList_DealFragment,
  DealCategory,
  DealExpiry,
} from '../../../gql/curator/graphql';
import { AdminDealsQuery } from '../graphql/admin-deals.query';

/** The API's page-size cap. */
export const ADMIN_DEALS_PAGE_SIZE = 100;

export interface AdminDealsFilter {
  /** Left out: active deals of every category. */
  category?: DealCategory;
  search?: string;
  /** Left out: live and expired deals alike. */
  expiry?: DealExpiry;
  offset?: number;
}

export interface AdminDeals {
  deals: AdminDealList_DealFragment[];
  total: number;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** One page of active deals for the curator, newest first, always checked with the server. */
export function useAdminDeals({
  category,
  search,
  expiry = 'ALL',
  offset = 0,
}: AdminDealsFilter): AdminDeals {
  const trimmedSearch = search?.trim();
  const { data, previousData, loading, error, refetch } = useQuery(AdminDealsQuery, {
    variables: {
      category,
      search: trimmedSearch ? trimmedSearch : undefined,
      expiry,
      limit: ADMIN_DEALS_PAGE_SIZE,
      offset,
    },
    fetchPolicy: 'cache-and-network',
  });
  // While a new search loads, the previous answer stays on screen instead of flashing empty.
  const page = data ?? previousData;
  return {
    deals: page?.deals.items ?? [],
    total: page?.deals.total ?? 0,
    loading,
    failed: Boolean(error),
    retry: () => void refetch(),
  };
}
