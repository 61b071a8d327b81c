import { useApolloClientAccess } from '../../../app/apollo-client-access';
import { usePageQuery } from '../../../app/usePageQuery';
import { StoreDealsDocument, type StoreDealsQuery } from '../../../gql/pages/graphql';
import type { DealFilters } from '../../deals/hooks/useDealFilters';
import { DEAL_PAGE_SIZE, FIRST_PAGE_SIZE } from '../../deals/hooks/useDealList';
import { useMorePages, type DealListing } from '../../deals/hooks/useMorePages';

type ListingFilters = Pick<DealFilters, 'search' | 'sort'>;

/** The variables of a store page's first StoreDeals query; the server fetches it with these. */
export function storeDealsVariables(store: string, { search, sort }: ListingFilters) {
  return { store, search: search.trim() || null, sort, limit: FIRST_PAGE_SIZE, offset: 0 };
}

export interface StoreDealsState extends DealListing {
  store: StoreDealsQuery['store'] | undefined;
  averageClicks: number;
  loading: boolean;
  error: unknown;
}

/** A store and its live deals, searched and sorted by the server, a page at a time. */
export function useStoreDeals(store: string, filters: ListingFilters): StoreDealsState {
  const apollo = useApolloClientAccess();
  const variables = storeDealsVariables(store, filters);
  const { data, previousData, loading, error } = usePageQuery(StoreDealsDocument, variables);
  const shown = data ?? previousData;
  const listing = useMorePages(
    JSON.stringify([store, variables.search, variables.sort]),
    shown?.deals,
    (offset) =>
      apollo
        .load()
        .then((client) =>
          client.query({
            query: StoreDealsDocument,
            variables: { ...variables, limit: DEAL_PAGE_SIZE, offset },
            fetchPolicy: 'network-only',
          }),
        )
        .then(({ data: more }) => {
          if (!more) throw new Error('no deals in the answer');
          return more.deals;
        }),
  );
  return {
    ...listing,
    store: shown?.store,
    averageClicks: shown?.deals.averageClicks ?? 0,
    loading,
    error,
  };
}
