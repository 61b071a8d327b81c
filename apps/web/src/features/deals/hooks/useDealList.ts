import { useApolloClientAccess } from '../../../app/apollo-client-access';
import { usePageQuery } from '../../../app/usePageQuery';
import type { DealCategory, DealSection } from '../../../gql/graphql';
import { DealListQuery, HomeDealsQuery } from '../graphql/deals.query';
import type { DealFilters } from './useDealFilters';
import { useMorePages, type DealListing, type DealPage } from './useMorePages';

/**
 * Deals in a listing's first page, the one the server renders and the browser hydrates: four rows
 * on wide screens, six on phones. More of them would only add placeholders, data and hydration
 * work for cards far below the first screen.
 */
export const FIRST_PAGE_SIZE = 12;
/** Deals in each page the visitor loads after the first (as the "Load more" button nears). */
export const DEAL_PAGE_SIZE = 30;

type ListingFilters = Pick<DealFilters, 'search' | 'sort'>;

interface ListingVariables {
  section?: DealSection;
  category: DealCategory;
  search: string | null;
  sort: ListingFilters['sort'];
  limit: number;
}

function listingVariables(
  category: DealCategory,
  { search, sort }: ListingFilters,
  { section, limit = DEAL_PAGE_SIZE }: { section?: DealSection; limit?: number } = {},
): ListingVariables {
  return { section, category, search: search.trim() || null, sort, limit };
}

/** The pages after the first one of a listing, fetched from the server. */
function useListing(variables: ListingVariables, firstPage: DealPage | undefined): DealListing {
  const apollo = useApolloClientAccess();
  const { section, category, search, sort } = variables;
  return useMorePages(JSON.stringify([section, category, search, sort]), firstPage, (offset) =>
    apollo
      .load()
      .then((client) =>
        client.query({
          query: DealListQuery,
          variables: { ...variables, offset },
          fetchPolicy: 'network-only',
        }),
      )
      .then(({ data }) => {
        if (!data) throw new Error('no deals in the answer');
        return data.deals;
      }),
  );
}

export interface CategoryDealsState extends DealListing {
  averageClicks: number;
  loading: boolean;
  failed: boolean;
}

/** The variables of a category page's first DealList query; the server fetches it with these. */
export function categoryDealsVariables(category: DealCategory, filters: ListingFilters) {
  return { ...listingVariables(category, filters, { limit: FIRST_PAGE_SIZE }), offset: 0 };
}

/** One category's active deals, searched and sorted by the server, a page at a time. */
export function useCategoryDeals(
  category: DealCategory,
  filters: ListingFilters,
): CategoryDealsState {
  const variables = listingVariables(category, filters);
  const { data, previousData, loading, error } = usePageQuery(
    DealListQuery,
    categoryDealsVariables(category, filters),
  );
  // While another search or sort loads, the previous list stays instead of a blank page.
  const page = (data ?? previousData)?.deals;
  return {
    ...useListing(variables, page),
    averageClicks: page?.averageClicks ?? 0,
    loading,
    failed: Boolean(error),
  };
}

export interface HomeDealsState {
  today: DealListing;
  yesterday: DealListing;
  averageClicks: number;
  loading: boolean;
  failed: boolean;
}

/** The variables of the home page's HomeDeals query; the server fetches it with these before rendering. */
export function homeDealsVariables(filters: ListingFilters) {
  const { search, sort, limit } = listingVariables('DAILY', filters, { limit: FIRST_PAGE_SIZE });
  return { search, sort, limit };
}

/** Today's and yesterday's daily deals, cut at midnight in SITE_TIMEZONE by the server. */
export function useHomeDeals(filters: ListingFilters): HomeDealsState {
  const { data, previousData, loading, error } = usePageQuery(
    HomeDealsQuery,
    homeDealsVariables(filters),
  );
  const shown = data ?? previousData;
  return {
    today: useListing(listingVariables('DAILY', filters, { section: 'TODAY' }), shown?.today),
    yesterday: useListing(
      listingVariables('DAILY', filters, { section: 'YESTERDAY' }),
      shown?.yesterday,
    ),
    averageClicks: shown?.today.averageClicks ?? 0,
    loading,
    failed: Boolean(error),
  };
}
