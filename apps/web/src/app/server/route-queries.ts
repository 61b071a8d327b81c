import type { OperationVariables } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { DealListQuery, HomeDealsQuery } from '../../features/deals/graphql/deals.query';
import { filtersFromParams } from '../../features/deals/hooks/useDealFilters';
import { categoryDealsVariables, homeDealsVariables } from '../../features/deals/hooks/useDealList';
import { collectionCategory } from '../../features/deals/lib/collection-pages';
import { AmazonDisclosureDocument } from '../../gql/graphql';

export interface RouteQuery {
  query: DocumentNode;
  variables: OperationVariables;
}

/**
 * The queries a public page runs, with the variables its hooks give them, worked out from the
 * address alone, so the server can fetch them before rendering the page once. A page whose render
 * asks for anything not listed here is still rendered in full, only more slowly (see entry-server).
 */
export function routeQueries(url: string): RouteQuery[] {
  const { pathname, searchParams } = new URL(url, 'http://render.local');
  const filters = filtersFromParams(searchParams);
  // Every list page carries the disclaimer, which asks whether a live deal links to Amazon.
  const disclaimer = { query: AmazonDisclosureDocument, variables: {} };
  if (pathname === '/')
    return [{ query: HomeDealsQuery, variables: homeDealsVariables(filters) }, disclaimer];
  const category = collectionCategory(pathname);
  if (category)
    return [
      { query: DealListQuery, variables: categoryDealsVariables(category, filters) },
      disclaimer,
    ];
  return [];
}
