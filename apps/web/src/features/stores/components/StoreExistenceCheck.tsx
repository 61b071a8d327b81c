import type { ReactNode } from 'react';
import { withApolloClient } from '../../../app/with-apollo-client';
import { useStoreExists, type StoreExistence } from '../hooks/useStoreExists';

export interface StoreExistenceCheckProps {
  slug: string;
  children: (existence: StoreExistence) => ReactNode;
}

/**
 * Asks whether a store exists, for a store page without its prefetched answer. A module of its own,
 * so a page that hydrates from its answer loads none of Apollo's code.
 */
function StoreExistenceAsked({ slug, children }: StoreExistenceCheckProps) {
  return children(useStoreExists(slug));
}

export const StoreExistenceCheck = withApolloClient(StoreExistenceAsked);
