import type { OperationVariables } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { matchRoutes } from 'react-router';
import { dealDetailVariables } from '../../features/deal-page/lib/deal-detail-variables';
import { DealDetailQuery } from '../../features/deal-page/graphql/deal-detail.query';
import { DealListQuery, HomeDealsQuery } from '../../features/deals/graphql/deals.query';
import { filtersFromParams } from '../../features/deals/hooks/useDealFilters';
import { categoryDealsVariables, homeDealsVariables } from '../../features/deals/hooks/useDealList';
import { collectionCategory } from '../../features/deals/lib/collection-pages';
import { storeDealsVariables } from '../../features/stores/hooks/useStoreDeals';
import { AmazonDisclosureDocument } from '../../gql/graphql';
import { StoreDealsDocument, StoresDocument } from '../../gql/pages/graphql';

export interface RouteQuery {
  query: DocumentNode;
  variables: OperationVariables;
  /** The page renders its 404 from this query's root fields answered null (NOT_FOUND). */
  missingIsAnswer?: true;
}

/**
 * The queries a public page runs, with the variables its hooks give them, worked out from the
 * address alone, so the server can fetch them before rendering the page once. A page whose render
 * asks for anything not listed here is still rendered in full, only more slowly (see entry-server).
 */
/** The deal page's route as App declares it, matched as the router matches it (decoded, any case). */
const DEAL_ROUTE = [{ path: '/deals/:id' }];
const STORE_ROUTE = [{ path: '/stores/:slug' }];
const STORE_SLUG = /^[a-z0-9-]{1,63}$/;

export function routeQueries(url: string): RouteQuery[] {
  const { pathname, searchParams } = new URL(url, 'http://render.local');
  const dealId = matchRoutes(DEAL_ROUTE, pathname)?.[0].params.id;
  // The deal page carries its own disclaimer, worked out from its deal alone.
  if (dealId)
    return [
      { query: DealDetailQuery, variables: dealDetailVariables(dealId), missingIsAnswer: true },
    ];
  const filters = filtersFromParams(searchParams);
  // Every list page carries the disclaimer, which asks whether a live deal links to Amazon.
  const disclaimer = { query: AmazonDisclosureDocument, variables: {} };
  if (pathname === '/')
    return [{ query: HomeDealsQuery, variables: homeDealsVariables(filters) }, disclaimer];
  if (pathname === '/stores') return [{ query: StoresDocument, variables: {} }, disclaimer];
  const storeSlug = matchRoutes(STORE_ROUTE, pathname)?.[0].params.slug;
  if (storeSlug !== undefined)
    return STORE_SLUG.test(storeSlug)
      ? [
          { query: StoreDealsDocument, variables: storeDealsVariables(storeSlug, filters) },
          disclaimer,
        ]
      : [];
  const category = collectionCategory(pathname);
  if (category)
    return [
      { query: DealListQuery, variables: categoryDealsVariables(category, filters) },
      disclaimer,
    ];
  return [];
}
