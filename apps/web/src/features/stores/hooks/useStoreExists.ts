import { useQuery } from '@apollo/client/react';
import { StoreExistsDocument } from '../../../gql/pages/graphql';

export interface StoreExistence {
  found: boolean;
  loading: boolean;
  error: unknown;
}

/**
 * Whether the store exists, asked through Apollo when the page has no prefetched answer (a link
 * followed in the browser, an unknown store): the server's render then waits for it, so an unknown
 * store is a 404 rather than a page left loading. Needs Apollo's provider (StoreExistenceCheck).
 */
export function useStoreExists(slug: string): StoreExistence {
  const { data, loading, error } = useQuery(StoreExistsDocument, {
    variables: { slug },
    // A missing store is cached as null, so the browser's first render matches the server's 404.
    errorPolicy: 'all',
  });
  return { found: Boolean(data?.store), loading, error };
}
