import type { DealCategory } from '../../../gql/graphql';

/**
 * The collection pages' addresses and the category each lists: the pages render it, and the
 * server prefetches its first page of deals from it (route-queries).
 */
export const COLLECTION_PAGES = {
  '/fashion': 'FASHION',
  '/favorites': 'FAVORITES',
} as const satisfies Record<string, DealCategory>;

export function collectionCategory(pathname: string): DealCategory | undefined {
  return (COLLECTION_PAGES as Readonly<Record<string, DealCategory | undefined>>)[pathname];
}
