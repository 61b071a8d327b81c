import type { ApolloCache } from '@apollo/client';

/**
 * Drops every cached deal list, so lists on screen refetch and lists seen earlier (the public
 * pages) load afresh: a new, deleted or archived deal changes their members and their totals.
 */
export function forgetDealLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'deals' });
  cache.gc();
}
